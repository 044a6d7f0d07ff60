import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'client',
  publicDir: 'public',
  plugins: [react()],
  resolve: {
    alias: {
      '@domain': path.resolve('domain'),
      '@client': path.resolve('client'),
    },
  },
  build: {
    outDir: path.resolve('dist/client'),
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
