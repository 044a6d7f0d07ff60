// Background Sync for the offline outbox (docs/decisions/2026-12-02-offline-writes.md): a page that kept writes asks
// for the 'prospera-outbox' sync; when the browser sees the connection back it wakes this worker, which asks the open
// pages to send (they hold the session and the outbox's code). With no page open the browser's sync is answered
// and the writes wait for the next opening of the app, which sends them at start.
import { OUTBOX_FLUSH_MESSAGE, OUTBOX_NAME } from '../lib/outbox-names';

declare const self: ServiceWorkerGlobalScope;

/** Background Sync's event is not in TypeScript's WebWorker types yet. */
type SyncEvent = ExtendableEvent & { tag: string };


(self as EventTarget).addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== OUTBOX_NAME) return;
  sync.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((windows) => {
      for (const page of windows) page.postMessage({ type: OUTBOX_FLUSH_MESSAGE });
    }),
  );
});
