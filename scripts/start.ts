// `npm start`: builds what is missing, then runs the server in this process.
import { ensureClientBuild, ensurePrismaClient } from './prepare';

ensurePrismaClient();
ensureClientBuild();
await import('../server/main');
