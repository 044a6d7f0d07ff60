// `npm run dev`: the API with reload on change (port 3000) and Vite's dev server with hot reload (5173),
// which proxies /api to the API.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensurePrismaClient } from './prepare';

ensurePrismaClient();
const bin = (name: string) => path.join('node_modules', '.bin', name);
const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'server/main.ts'], { stdio: 'inherit' }),
  spawn(bin('vite'), [], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
