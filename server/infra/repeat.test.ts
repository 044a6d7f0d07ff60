import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startRepeating } from './repeat';

describe('startRepeating', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs now and then every interval, never two passes at once, and stop() waits for the pass in progress', async () => {
    let passes = 0;
    let finish: () => void = () => undefined;
    const repeating = startRepeating(() => {
      passes += 1;
      return new Promise<void>((resolve) => (finish = resolve));
    }, 1_000);
    expect(passes).toBe(1);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(passes).toBe(1);
    finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(passes).toBe(2);
    let stopped = false;
    const stopping = repeating.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(passes).toBe(2);
  });

  it('a failing pass does not stop the next one', async () => {
    let passes = 0;
    const repeating = startRepeating(async () => {
      passes += 1;
      throw new Error('boom');
    }, 1_000);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(passes).toBe(3);
    await repeating.stop();
  });
});
