// The service worker, built by vite-plugin-pwa (injectManifest) into /sw.js; docs/decisions/2026-12-01-installable-pwa.md.
// - Precaching: every file of the build (index.html, the app shell, every JS and CSS chunk, the lazily loaded
//   signed-in screens included, the icons and the manifests), so a repeat visit, and a visit offline, load the app
//   from the cache.
// - Navigations: a screen's path answers the precached index.html; nothing under /api is answered or cached here,
//   so the API's requests go to the network as if there were no worker.
// - Updates: a new version waits until the page asks it to take over (the person's "Actualizar"), never by itself.
// Further listeners (push, background sync) go in modules of their own in this folder, imported below the rest.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { isClientRoute } from '../../domain/rules/client-routes';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

// Precaching: __WB_MANIFEST is replaced at build by the build's files and their revisions.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Navigations to the app's screens (the server's own rule) load the precached shell.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && isClientRoute(url.pathname),
  createHandlerBoundToURL('/index.html'),
);

// Updates: the first worker takes the open pages at once (so they work offline without a reload first); a later one
// waits for workbox-window's messageSkipWaiting(), sent when the person accepts the update prompt.
clientsClaim();
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Push reminders: the notification of a push and where a tap on it leads.
import './push';
// The offline outbox: Background Sync asks the open pages to send the writes kept offline.
import './outbox-sync';
