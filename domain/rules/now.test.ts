import { describe, expect, it } from 'vitest';
import { compareNow, decodeNowCursor, encodeNowCursor, fitsNow, nowEmptyReason, type NowCandidate } from './now';

const action = (changes: Partial<NowCandidate> = {}): NowCandidate => ({
  contextId: 'home',
  completed: false,
  energy: 'MEDIUM',
  timeEstimate: 30,
  budget: { baseCapital: 20 },
  project: { status: 'ACTIVE' },
  ...changes,
});

describe('fitsNow', () => {
  it('keeps a pending action of an active project when nothing is asked', () => {
    expect(fitsNow(action(), {})).toBe(true);
    expect(fitsNow(action({ completed: true }), {})).toBe(false);
    expect(fitsNow(action({ project: { status: 'SOMEDAY' } }), {})).toBe(false);
  });

  it('needs the context, no more energy, minutes or money than given (limits included)', () => {
    expect(fitsNow(action(), { contextId: 'work' })).toBe(false);
    expect(fitsNow(action(), { contextId: 'home' })).toBe(true);
    expect(fitsNow(action({ energy: 'HIGH' }), { energy: 'MEDIUM' })).toBe(false);
    expect(fitsNow(action({ energy: 'LOW' }), { energy: 'MEDIUM' })).toBe(true);
    expect(fitsNow(action({ energy: 'MEDIUM' }), { energy: 'MEDIUM' })).toBe(true);
    expect(fitsNow(action({ timeEstimate: 31 }), { minutes: 30 })).toBe(false);
    expect(fitsNow(action({ timeEstimate: 30 }), { minutes: 30 })).toBe(true);
    expect(fitsNow(action({ budget: { baseCapital: 20.01 } }), { budget: 20 })).toBe(false);
    expect(fitsNow(action({ budget: { baseCapital: 20 } }), { budget: 20 })).toBe(true);
  });
});

describe('compareNow', () => {
  it('puts overdue first, then due date, then the area order, then the id', () => {
    const rows = [
      { id: 'e', isOverdue: false, dueDate: '2026-12-02', areaOrder: 1 },
      { id: 'd', isOverdue: false, dueDate: '2026-12-01', areaOrder: 3 },
      { id: 'c', isOverdue: false, dueDate: '2026-12-01', areaOrder: 2 },
      { id: 'b', isOverdue: false, dueDate: '2026-12-01', areaOrder: 2 },
      { id: 'a', isOverdue: true, dueDate: '2026-11-20', areaOrder: 6 },
    ];
    expect([...rows].sort(compareNow).map((row) => row.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});

describe('nowEmptyReason', () => {
  it('names no actions, all done, another context or the fit', () => {
    expect(nowEmptyReason({ open: false, inContext: false, done: false })).toBe('NO_ACTIONS');
    expect(nowEmptyReason({ open: false, inContext: false, done: true })).toBe('ALL_DONE');
    expect(nowEmptyReason({ open: true, inContext: false, done: true })).toBe('CONTEXT');
    expect(nowEmptyReason({ open: true, inContext: true, done: false })).toBe('FIT');
  });
});

describe('the "now" cursor', () => {
  const cursor = { group: 1, dueDate: '2026-02-28', areaOrder: 3, id: '0b6f2a56-3c1e-4d8e-9f00-1a2b3c4d5e6f' } as const;

  it('reads back what it wrote, as base64url', () => {
    const text = encodeNowCursor(cursor);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeNowCursor(text)).toEqual(cursor);
  });

  it('refuses what it did not write: another alphabet, a day that does not exist, another shape', () => {
    expect(decodeNowCursor('not a cursor!')).toBeNull();
    expect(decodeNowCursor(encodeNowCursor({ ...cursor, dueDate: '2026-02-30' }))).toBeNull();
    expect(decodeNowCursor(btoa('3|2026-02-28|3|x'))).toBeNull();
  });
});
