import { describe, expect, it } from 'vitest';
import { progressPercentage as progressPercent } from '../../../domain/rules/projects';
import { dayPart, hasDashboardData } from './dashboard-rules';

describe('the greeting of the hour', () => {
  it.each([
    [0, 'morning'],
    [11, 'morning'],
    [12, 'afternoon'],
    [17, 'afternoon'],
    [18, 'evening'],
    [23, 'evening'],
  ])('at %i h is %s', (hour, part) => {
    expect(dayPart(hour)).toBe(part);
  });
});

describe('whether the dashboard has data', () => {
  const data = (archived: boolean[], totalGoals: number, totalActions: number) => ({
    lifeWheel: { lifeAreas: archived.map((isArchived) => ({ isArchived })) },
    summary: { totalGoals, totalActions },
  });

  it('has none with nothing assessed, no goals and no actions', () => {
    expect(hasDashboardData(data([false, false], 0, 0))).toBe(false);
  });

  it('has some with one area assessed, a goal or an action', () => {
    expect(hasDashboardData(data([false, true], 0, 0))).toBe(true);
    expect(hasDashboardData(data([false], 1, 0))).toBe(true);
    expect(hasDashboardData(data([false], 0, 1))).toBe(true);
  });
});

describe('progress', () => {
  it('rounds down and is 0 with nothing to do', () => {
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(2, 3)).toBe(66);
    expect(progressPercent(99, 100)).toBe(99);
    expect(progressPercent(3, 3)).toBe(100);
  });
});
