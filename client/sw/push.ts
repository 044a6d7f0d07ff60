// Push reminders (issue 40; docs/decisions/2026-12-01-web-push.md): a push message shows its notification, and a tap
// on it opens the screen it is about, in a window of the app already open when there is one.
import { notificationTarget, parsePushMessage } from './push-message';

declare const self: ServiceWorkerGlobalScope;

const ICON = '/icons/icon-192.png';

self.addEventListener('push', (event) => {
  // A push without a payload, or one that is not the server's JSON, shows nothing.
  const message = parsePushMessage(event.data?.text());
  if (!message) return;
  event.waitUntil(
    self.registration.showNotification(message.title, { body: message.body, tag: message.tag, lang: message.lang, data: { url: message.url }, icon: ICON, badge: ICON }),
  );
});

async function openTarget(url: unknown): Promise<void> {
  const target = notificationTarget(url, self.location.origin);
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    // Focus first, while the tap still allows it; a browser that refuses the focus still gets the screen opened.
    const focused = await open.focus().catch(() => open);
    await focused.navigate(target);
    return;
  }
  await self.clients.openWindow(target);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openTarget((event.notification.data as { url?: unknown } | null)?.url));
});
