// The names the page and the service worker share for the offline outbox (docs/decisions/2026-12-02-offline-writes.md):
// apart from lib/outbox-app so that the worker's bundle takes these two strings and nothing else.

/** The IndexedDB database, the Web Lock, the BroadcastChannel and the Background Sync tag of the outbox. */
export const OUTBOX_NAME = 'prospera-outbox';

/** The service worker's message asking the open pages to send (client/sw/outbox-sync.ts). */
export const OUTBOX_FLUSH_MESSAGE = 'OUTBOX_FLUSH';
