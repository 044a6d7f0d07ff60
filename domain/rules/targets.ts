// Goals and actions aimed at the yes/no answers they are meant to flip (issue 19, item 4).
import { areaScore, roundToTenth } from './scoring';

/** The most questions one goal or action may aim at (an area's longest set has 10). */
export const TARGET_QUESTIONS_MAX = 10;

export type AnsweredQuestion = { questionId: string; value: boolean };

/**
 * The area's score if every targeted NO of its answered set became YES: null when no target is a NO of the set
 * (nothing is aimed at, so nothing is predicted).
 */
export function predictedScore(answers: readonly AnsweredQuestion[], targetQuestionIds: ReadonlySet<string>): number | null {
  if (answers.length === 0) return null;
  const yes = answers.filter((answer) => answer.value).length;
  const flips = answers.filter((answer) => !answer.value && targetQuestionIds.has(answer.questionId)).length;
  return flips === 0 ? null : areaScore(yes + flips, answers.length);
}

export type PlanAccuracy = { targeted: number; flipped: number; percent: number | null };

/** Of the questions aimed at, how many flipped from NO to YES at the re-assessment: percent to one decimal, null with none. */
export function planAccuracy(outcomes: readonly { flipped: boolean }[]): PlanAccuracy {
  const flipped = outcomes.filter((outcome) => outcome.flipped).length;
  return { targeted: outcomes.length, flipped, percent: outcomes.length === 0 ? null : roundToTenth((100 * flipped) / outcomes.length) };
}
