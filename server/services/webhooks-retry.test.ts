import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './webhooks';

describe('the wait before a webhook is tried again', () => {
  it('is full jitter under a ceiling that doubles from 30 s to an hour, and never under a second', () => {
    expect(retryDelayMs(1, 0.999_999)).toBe(29_999);
    expect(retryDelayMs(2, 0.5)).toBe(30_000);
    expect(retryDelayMs(3, 0.5)).toBe(60_000);
    expect(retryDelayMs(8, 0.999_999)).toBe(3_599_996);
    expect(retryDelayMs(40, 0.5)).toBe(1_800_000);
    expect(retryDelayMs(1, 0)).toBe(1_000);
  });
});
