import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { messageTexts } from './scripts/vite-message-texts.ts';
import { precompress } from './scripts/precompress.ts';
import { webManifests } from './scripts/vite-web-manifests.ts';

const outDir = path.resolve('dist/client');
/** A new id per production build: the client's response cache drops what an older build stored. */
const buildId = Date.now().toString(36);

export default defineConfig(({ command }) => ({
  root: 'client',
  define: command === 'build' ? { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) } : {},
  publicDir: 'public',
  plugins: [
    react(),
    messageTexts(),
    webManifests(),
    // The service worker (client/sw/sw.ts, built to /sw.js) precaches the whole build; client/lib/service-worker.ts
    // registers it and asks the person before a new version takes over (docs/decisions/2026-12-01-installable-pwa.md).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      // The manifests are scripts/vite-web-manifests.ts's, one per language.
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // The lazily loaded PDF reader is the largest chunk: a screen's code must never be left out of the cache.
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        minify: true,
      },
    }),
    precompress(outDir),
  ],
  build: {
    outDir,
    manifest: true,
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // Every browser of the es2022 target but Safari before 17 preloads modules natively; there the chunks still load,
    // a moment later, without the polyfill's 0.5 KB gz in everyone's first load.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // tRPC's package declares no sideEffects, so its WebSocket link (unused here; its one top-level statement sets
      // a static field of its own class) stayed in the first load: 0.8 KB gz.
      treeshake: { moduleSideEffects: (id: string) => !/@trpc[\\/]client[\\/]dist[\\/]wsLink-/.test(id) },
      output: {
        codeSplitting: {
          groups: [
            // The language rule and the message formatting travel with the message texts, which every screen loads: split
            // apart, they were a first-load chunk of their own.
            { name: 'messages', test: /(client[\\/]lib[\\/]messages|domain[\\/]messages[\\/]format)\.ts$/ },
            { name: 'vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store|@tanstack|@trpc)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
