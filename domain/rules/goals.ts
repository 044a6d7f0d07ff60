// Goal rules: at most 3 per type per project, the minimum set needed to continue, and which projects take goals.
import type { ProjectStatus } from './projects';

export const GOAL_TYPES = ['BE', 'DO', 'HAVE'] as const;
export type GoalType = (typeof GOAL_TYPES)[number];

export const MAX_GOALS_PER_TYPE = 3;
export const GOAL_CONTENT_MAX = 120;
/** The goals a project needs before the user moves on from the goals screen. */
export const GOAL_MINIMUMS: Readonly<Record<GoalType, number>> = { BE: 3, DO: 3, HAVE: 1 };

export function goalCountsByType(goals: readonly { goalType: GoalType }[]): Record<GoalType, number> {
  const counts: Record<GoalType, number> = { BE: 0, DO: 0, HAVE: 0 };
  for (const goal of goals) counts[goal.goalType] += 1;
  return counts;
}

/** true while the project has fewer than 3 goals of that type. */
export function canAddGoal(goals: readonly { goalType: GoalType }[], goalType: GoalType): boolean {
  return goalCountsByType(goals)[goalType] < MAX_GOALS_PER_TYPE;
}

/** How many goals of each type are still missing to continue (0 when the minimum is met). */
export function missingGoals(goals: readonly { goalType: GoalType }[]): Record<GoalType, number> {
  const counts = goalCountsByType(goals);
  return {
    BE: Math.max(0, GOAL_MINIMUMS.BE - counts.BE),
    DO: Math.max(0, GOAL_MINIMUMS.DO - counts.DO),
    HAVE: Math.max(0, GOAL_MINIMUMS.HAVE - counts.HAVE),
  };
}

/**
 * The 'continue' check of the goals screen: at least 3 BE, 3 DO and 1 HAVE goals. When it is false the
 * client shows the GOALS_MINIMUM message.
 */
export function canContinue(goals: readonly { goalType: GoalType }[]): boolean {
  const missing = missingGoals(goals);
  return missing.BE === 0 && missing.DO === 0 && missing.HAVE === 0;
}

/** Goals can be added while the project is ACTIVE or SOMEDAY; COMPLETED and CANCELLED projects are closed. */
export function acceptsNewGoals(status: ProjectStatus): boolean {
  return status === 'ACTIVE' || status === 'SOMEDAY';
}
