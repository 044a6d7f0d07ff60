import { describe, expect, it } from 'vitest';
import { compareNow, fitsNow, type NowCandidate } from './now';

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
