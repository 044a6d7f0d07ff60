// The goal tabs' advance rule (SPEC.md section 4, 'Other transitions'): adding the 3rd BE goal moves to DO and
// the 3rd DO goal to HAVE. The check is made on the count before the add: 2 existing goals of the type.
import { GOAL_TYPES, MAX_GOALS_PER_TYPE, type GoalType } from '../../../domain/rules/goals';

export function tabAfterAdd(goalType: GoalType, countBeforeAdd: number): GoalType {
  if (countBeforeAdd !== MAX_GOALS_PER_TYPE - 1) return goalType;
  const next = GOAL_TYPES[GOAL_TYPES.indexOf(goalType) + 1];
  return next ?? goalType;
}
