import { describe, expect, it } from 'vitest';
import { acceptsNewGoals, canAddGoal, canContinue, missingGoals, type GoalType } from './goals';

const goals = (be: number, doCount: number, have: number): { goalType: GoalType }[] => [
  ...Array.from({ length: be }, () => ({ goalType: 'BE' as const })),
  ...Array.from({ length: doCount }, () => ({ goalType: 'DO' as const })),
  ...Array.from({ length: have }, () => ({ goalType: 'HAVE' as const })),
];

describe('goals', () => {
  it('allows at most 3 goals of each type', () => {
    expect(canAddGoal(goals(2, 3, 0), 'BE')).toBe(true);
    expect(canAddGoal(goals(3, 3, 0), 'BE')).toBe(false);
    expect(canAddGoal(goals(3, 3, 0), 'HAVE')).toBe(true);
  });

  it('continues with at least 3 BE, 3 DO and 1 HAVE', () => {
    expect(canContinue(goals(3, 3, 1))).toBe(true);
    expect(canContinue(goals(3, 3, 3))).toBe(true);
    expect(canContinue(goals(3, 2, 3))).toBe(false);
    expect(canContinue(goals(2, 3, 1))).toBe(false);
    expect(canContinue(goals(3, 3, 0))).toBe(false);
    expect(canContinue([])).toBe(false);
    expect(missingGoals(goals(1, 3, 0))).toEqual({ BE: 2, DO: 0, HAVE: 1 });
  });

  it('takes new goals in ACTIVE and SOMEDAY projects only', () => {
    expect(acceptsNewGoals('ACTIVE')).toBe(true);
    expect(acceptsNewGoals('SOMEDAY')).toBe(true);
    expect(acceptsNewGoals('COMPLETED')).toBe(false);
    expect(acceptsNewGoals('CANCELLED')).toBe(false);
  });
});
