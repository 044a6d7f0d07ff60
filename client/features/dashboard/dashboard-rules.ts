// What the dashboard decides from the data: the greeting of the hour and whether there is anything to show.
type DayPart = 'morning' | 'afternoon' | 'evening';

/** Morning before 12, afternoon before 18, evening after (the reader's local hour). */
export function dayPart(hour: number): DayPart {
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}

/** Nothing assessed, no goals and no actions: the dashboard has no data yet. */
export function hasDashboardData(dashboard: {
  lifeWheel: { lifeAreas: readonly { isArchived: boolean }[] };
  summary: { totalGoals: number; totalActions: number };
}): boolean {
  return dashboard.lifeWheel.lifeAreas.some((area) => area.isArchived) || dashboard.summary.totalGoals > 0 || dashboard.summary.totalActions > 0;
}
