import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress.ts';

const outDir = path.resolve('dist/client');

export default defineConfig({
  root: 'client',
  publicDir: 'public',
  plugins: [react(), precompress(outDir)],
  resolve: {
    alias: {
      '@domain': path.resolve('domain'),
      '@client': path.resolve('client'),
    },
  },
  build: {
    outDir,
    manifest: true,
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
