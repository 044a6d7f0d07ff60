import '@testing-library/dom';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import i18n from './i18n';
import { forgetOfflineReads } from './lib/offline';
// The signed-in screens' and the unsubscribe page's texts, which the app adds with those screens' code: component
// tests render parts of them alone, and every area is then registered (i18n/keys.test).
import './i18n/features';
import './i18n/notifications';

// findBy*/waitFor give up after 1 s by default: too short for a lazy screen's first render on a loaded 2-core CI
// machine. A longer wait changes no assertion; it only stops load from failing a test that would pass.
configure({ asyncUtilTimeout: 5000 });

// jsdom lays nothing out and only complains about scrolling (components/scroll-to-top scrolls on each new screen).
window.scrollTo = () => undefined;

beforeEach(async () => {
  localStorage.clear();
  // The offline copy of the reads outlives a test like the page's memory would: each test starts without one.
  await forgetOfflineReads();
  await i18n.changeLanguage('es');
});

afterEach(() => {
  cleanup();
  // Timers left under fake time (a batched tRPC call, say) would never fire after the switch back.
  if (vi.isFakeTimers()) vi.runOnlyPendingTimers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
