// Code loaded on demand that may fail to load: offline, or in a tab opened before a deploy, whose old chunks the
// server no longer has (it answers 404). The failure is a ScreenLoadError, shown inside the app's frame by
// components/screen-load-boundary, which can try the same load again or reload the page once for the new version.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A screen (or a part of the frame) whose code or styles did not load. */
export class ScreenLoadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'ScreenLoadError';
  }
}

/** The lazy components whose load failed, each made anew (React.lazy keeps its first failure) by retryFailedLoads. */
const failedLoads = new Set<() => void>();

/** Stylesheets that did not load: Vite's preload helper never asks for one twice, so a retry adds them again. */
const failedStylesheets = new Set<string>();

function isStylesheet(target: EventTarget | null): target is HTMLLinkElement {
  return target instanceof HTMLLinkElement && target.rel === 'stylesheet';
}

/** Remembers (and takes out of the page) every stylesheet that fails to load; called once, by main.tsx. */
export function watchFailedStylesheets(): void {
  // A link's error event does not bubble: it is seen on its way down (capture).
  document.addEventListener(
    'error',
    (event) => {
      if (!isStylesheet(event.target)) return;
      failedStylesheets.add(event.target.href);
      event.target.remove();
    },
    true,
  );
}

function addStylesheet(href: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.addEventListener('load', () => {
      failedStylesheets.delete(href);
      resolve();
    });
    link.addEventListener('error', () => reject(new Error(`Unable to load CSS ${href}`)));
    document.head.append(link);
  });
}

async function restoreFailedStylesheets(): Promise<void> {
  await Promise.all([...failedStylesheets].map(addStylesheet));
}

/**
 * React.lazy for code that may fail to load: a failure is thrown as a ScreenLoadError, and after
 * retryFailedLoads() the next render loads it again, with the stylesheets that failed before.
 */
export function lazyWithRetry<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const make = (again: boolean): LazyExoticComponent<ComponentType<P>> =>
    lazy(async () => {
      try {
        if (again) await restoreFailedStylesheets();
        return await load();
      } catch (error) {
        failedLoads.add(reset);
        throw new ScreenLoadError(error);
      }
    });
  let current = make(false);
  function reset() {
    current = make(true);
  }
  function Loaded(props: P) {
    const Current = current;
    return <Current {...props} />;
  }
  return Loaded;
}

/** Makes every failed lazy load try again when it next renders. */
export function retryFailedLoads(): void {
  for (const reset of failedLoads) reset();
  failedLoads.clear();
}

const RELOADED_AT_KEY = 'prospera.reloadedForNewVersionAt';
/** At most one automatic reload in this long, so a load that keeps failing never reloads the page in a loop. */
export const RELOAD_GUARD_MS = 10 * 60 * 1000;

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * After a failed load: reloads the page, which fetches the new version's index.html and chunks, when the server
 * answers (a reload offline would replace the app with the browser's error page) and no automatic reload happened
 * in this tab within RELOAD_GUARD_MS. Resolves to whether it reloaded.
 */
export async function reloadOnceForNewVersion(now = Date.now()): Promise<boolean> {
  const storage = sessionStore();
  const last = Number(storage?.getItem(RELOADED_AT_KEY) ?? '');
  if (!storage || (Number.isFinite(last) && last > 0 && now - last < RELOAD_GUARD_MS)) return false;
  if (!navigator.onLine) return false;
  try {
    const answer = await fetch('/', { method: 'HEAD', cache: 'no-store' });
    if (!answer.ok) return false;
  } catch {
    return false;
  }
  storage.setItem(RELOADED_AT_KEY, String(now));
  window.location.reload();
  return true;
}
