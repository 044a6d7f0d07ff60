// Registers the service worker (client/sw/sw.ts, built to /sw.js) with workbox-window, loaded after the first
// screen (components/update-prompt.tsx imports this module on demand): the first load's JavaScript stays as it was.
// A new version installs in the background and waits; it takes over only when the person accepts the prompt, and
// the page then reloads into it, so nothing being written in a form is replaced under the person's hands.
import { Workbox } from 'workbox-window';

/** How often an open page asks the server whether there is a new version, besides each return to the page. */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** Lets the waiting version take over and reloads the page into it. */
export type AcceptUpdate = () => void;

/**
 * Registers the worker; `onWaiting` is called when a new version is installed and waiting (also when one was waiting
 * before this page opened), with the function that lets it take over.
 */
export function registerServiceWorker(onWaiting: (accept: AcceptUpdate) => void): void {
  const workbox = new Workbox('/sw.js');
  workbox.addEventListener('waiting', () =>
    onWaiting(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    }),
  );
  void workbox.register().then(
    (registration) => {
      if (!registration) return;
      const check = () => void registration.update().catch(() => undefined);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') check();
      });
      window.setInterval(check, UPDATE_CHECK_MS);
    },
    () => undefined,
  );
}
