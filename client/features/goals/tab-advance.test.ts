import { describe, expect, it } from 'vitest';
import { tabAfterAdd } from './tab-advance';

describe('the goal tab advance rule', () => {
  it('moves BE to DO and DO to HAVE when the goal added is the 3rd (2 existed before)', () => {
    expect(tabAfterAdd('BE', 2)).toBe('DO');
    expect(tabAfterAdd('DO', 2)).toBe('HAVE');
  });

  it('stays on the tab for the 1st and 2nd goals, and HAVE never moves', () => {
    expect(tabAfterAdd('BE', 0)).toBe('BE');
    expect(tabAfterAdd('BE', 1)).toBe('BE');
    expect(tabAfterAdd('DO', 1)).toBe('DO');
    expect(tabAfterAdd('HAVE', 2)).toBe('HAVE');
  });
});
