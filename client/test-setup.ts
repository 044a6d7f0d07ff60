import '@testing-library/dom';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import i18n from './i18n';
// The signed-in screens' texts, which the app adds with those screens' code: component tests render parts of them alone.
import './i18n/features';

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('es');
});

afterEach(() => {
  cleanup();
  // Timers left under fake time (a batched tRPC call, say) would never fire after the switch back.
  if (vi.isFakeTimers()) vi.runOnlyPendingTimers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
