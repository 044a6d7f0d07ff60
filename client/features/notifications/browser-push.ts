// This browser's side of push reminders (issue 40): whether it can receive them, its subscription to the push
// service, and a short name for it in the person's list of devices. docs/decisions/2026-12-01-web-push.md.
import type { PushSubscribeInput } from '../../../domain/schemas/push';

/** 'unsupported': no service worker or no Push API here; 'denied': the person blocked this site's notifications. */
export type PushSupport = 'unsupported' | 'denied' | 'available';

export function pushSupport(): PushSupport {
  if (!('serviceWorker' in navigator) || typeof window.PushManager === 'undefined' || typeof window.Notification === 'undefined') return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : 'available';
}

/** The push endpoint this browser is subscribed with, or null (no worker registered yet, or not subscribed). */
export async function currentPushEndpoint(): Promise<string | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  return subscription?.endpoint ?? null;
}

/** How long a subscription waits for the app's service worker to be active (it registers at page load). */
const WORKER_WAIT_MS = 10_000;

/** No service worker became active here (the development server registers none): this browser cannot subscribe. */
export class NoServiceWorker extends Error {}

async function activeRegistration(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const gaveUp = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), WORKER_WAIT_MS)));
  try {
    const registration = await Promise.race([navigator.serviceWorker.ready, gaveUp]);
    if (!registration) throw new NoServiceWorker('no active service worker');
    return registration;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Subscribes this browser with the server's VAPID key and answers what the server stores. A subscription left from
 * before (another key, or one the server no longer lists) is ended first: pushManager.subscribe refuses a second key.
 */
export async function subscribeBrowser(publicKey: string): Promise<Omit<PushSubscribeInput, 'label'>> {
  const registration = await activeRegistration();
  await (await registration.pushManager.getSubscription())?.unsubscribe();
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey });
  const json = subscription.toJSON();
  return { endpoint: json.endpoint ?? subscription.endpoint, keys: { p256dh: json.keys?.['p256dh'] ?? '', auth: json.keys?.['auth'] ?? '' } };
}

/** Ends this browser's subscription, if it has one. */
export async function unsubscribeBrowser(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration();
  await (await registration?.pushManager.getSubscription())?.unsubscribe();
}

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** A short name for this browser in the list of devices ('Firefox · Android'); undefined when the agent tells neither. */
export function browserLabel(userAgent: string): string | undefined {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const label = [browser, system].filter(Boolean).join(' · ');
  return label || undefined;
}
