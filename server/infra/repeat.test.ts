import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startRepeating } from './repeat';

describe('startRepeating', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs now and then every interval, never two passes at once, and stop() waits for the pass in progress', async () => {
    let passes = 0;
    let finish: () => void = () => undefined;
    const repeating = startRepeating({
      pass: () => {
        passes += 1;
        return new Promise<void>((resolve) => (finish = resolve));
      },
      everyMs: 1_000,
      onFailure: () => undefined,
    });
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

  it('a failing pass is reported and does not stop the next one', async () => {
    let passes = 0;
    const failures: unknown[] = [];
    const repeating = startRepeating({
      pass: async () => {
        passes += 1;
        throw new Error(`boom ${passes}`);
      },
      everyMs: 1_000,
      onFailure: (error) => failures.push(error),
    });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(passes).toBe(3);
    expect(failures.map((error) => (error as Error).message)).toEqual(['boom 1', 'boom 2', 'boom 3']);
    await repeating.stop();
  });

  it('with firstInMs, the first pass waits that long; stopped before it, no pass ever runs', async () => {
    let passes = 0;
    const pass = async () => void (passes += 1);
    const later = startRepeating({ pass, everyMs: 1_000, firstInMs: 60_000, onFailure: () => undefined });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(passes).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(passes).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(passes).toBe(2);
    await later.stop();

    passes = 0;
    const never = startRepeating({ pass, everyMs: 1_000, firstInMs: 60_000, onFailure: () => undefined });
    await never.stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(passes).toBe(0);
  });

  it('wake() runs a pass now, or once more after the one in progress (shared by the wakes meanwhile), and none once stopped', async () => {
    let passes = 0;
    let finish: () => void = () => undefined;
    const repeating = startRepeating({
      pass: () => {
        passes += 1;
        return new Promise<void>((resolve) => (finish = resolve));
      },
      everyMs: 60_000,
      firstInMs: 60_000,
      onFailure: () => undefined,
    });
    const woken = repeating.wake();
    expect(passes).toBe(1);
    const again = repeating.wake();
    const andAgain = repeating.wake();
    expect(passes).toBe(1);
    finish();
    await woken;
    await vi.advanceTimersByTimeAsync(0);
    expect(passes).toBe(2);
    let done = false;
    void andAgain.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(false);
    finish();
    await again;
    await andAgain;
    expect(passes).toBe(2);
    await repeating.stop();
    await repeating.wake();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(passes).toBe(2);
  });

  it('without everyMs, runs only when woken', async () => {
    let passes = 0;
    const repeating = startRepeating({ pass: async () => void (passes += 1), onFailure: () => undefined });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(passes).toBe(0);
    await repeating.wake();
    expect(passes).toBe(1);
    await repeating.stop();
  });
});
