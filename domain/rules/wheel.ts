// The life wheel's rules (SPEC.md section 4 as DECISIONS.md settles them), shared by the server and the client.
import { LIFE_AREA_KEYS } from '../content/life-areas';
import { areaScore } from './scoring';

export const LIFE_AREA_COUNT = LIFE_AREA_KEYS.length;
/** The score of a finished area: it is never a focus area and takes no new projects. */
const FINISHED_SCORE = 10;

type Scored = { score: number | null };

export function isFinished(score: number | null): boolean {
  return score !== null && score >= FINISHED_SCORE;
}

/** How far the assessment is: assessed areas over the wheel's areas; complete when every area is assessed. */
export function wheelProgress(areas: readonly Scored[]): { assessed: number; total: number; isComplete: boolean } {
  const assessed = areas.filter((area) => area.score !== null).length;
  return { assessed, total: areas.length, isComplete: areas.length > 0 && assessed === areas.length };
}

/**
 * The area to assess after `current`: the first unassessed one in wheel order other than it (the intro marks the same
 * one 'Next'); null when it was the last.
 */
export function nextAreaToAssess<T extends Scored & { areaId: string }>(areas: readonly T[], current?: string): T | null {
  return areas.find((area) => area.score === null && area.areaId !== current) ?? null;
}

/**
 * isBlocked as DECISIONS.md defines it: blocked before the focus selection is saved, while unassessed and once
 * finished; open for assessed areas below 10 after the focus selection.
 */
export function isAreaBlocked(area: Scored, focusSaved: boolean): boolean {
  return !focusSaved || area.score === null || isFinished(area.score);
}

export type UnlockRefusal = 'UNLOCK_FOCUS_NOT_SAVED' | 'UNLOCK_AREA_NOT_ASSESSED' | 'UNLOCK_AREA_FINISHED';

/** Why an area may not be unblocked, or null when the rules allow it. */
export function unlockRefusal(area: Scored, focusSaved: boolean): UnlockRefusal | null {
  if (area.score === null) return 'UNLOCK_AREA_NOT_ASSESSED';
  if (isFinished(area.score)) return 'UNLOCK_AREA_FINISHED';
  if (!focusSaved) return 'UNLOCK_FOCUS_NOT_SAVED';
  return null;
}

// Questions flow

export type MaritalStatus = 'married' | 'single';

/** The haveMoreQuestions value of the couple-and-intimacy set a person answers: single people get the extra set. */
export function questionSetFor(status: MaritalStatus): boolean {
  return status === 'single';
}

/** The questions of one set: couple and intimacy has two, every other area only the standard (false) set. */
export function questionsOfSet<Q extends { haveMoreQuestions: boolean }>(questions: readonly Q[], set: boolean): Q[] {
  return questions.filter((question) => question.haveMoreQuestions === set);
}

export type AnswerInput = { questionId: string; value: boolean };

export type AnswerSetCheck =
  | { ok: true; answeredSet: boolean; yesCount: number; questionCount: number; score: number }
  | { ok: false; code: 'ANSWERS_DUPLICATE' | 'ANSWERS_QUESTION_NOT_IN_AREA' | 'ANSWERS_MIXED_SETS'; params: Record<string, never> }
  | { ok: false; code: 'ANSWERS_INCOMPLETE'; params: { answered: number; total: number } };

/**
 * Checks that the answers are exactly one complete set of the area's questions (no duplicates, no questions
 * of another area, one set only) and scores them.
 */
export function checkAnswerSet(
  questions: readonly { id: string; haveMoreQuestions: boolean }[],
  answers: readonly AnswerInput[],
): AnswerSetCheck {
  const asked = new Set(answers.map((answer) => answer.questionId));
  if (asked.size !== answers.length) return { ok: false, code: 'ANSWERS_DUPLICATE', params: {} };
  const setOf = new Map(questions.map((question) => [question.id, question.haveMoreQuestions]));
  const sets = new Set<boolean>();
  for (const answer of answers) {
    const set = setOf.get(answer.questionId);
    if (set === undefined) return { ok: false, code: 'ANSWERS_QUESTION_NOT_IN_AREA', params: {} };
    sets.add(set);
  }
  if (sets.size > 1) return { ok: false, code: 'ANSWERS_MIXED_SETS', params: {} };
  // With no answers at all there is no set yet; the standard one is the one to complete.
  const answeredSet = sets.values().next().value ?? false;
  const questionCount = questionsOfSet(questions, answeredSet).length;
  if (answers.length === 0 || answers.length !== questionCount) {
    return { ok: false, code: 'ANSWERS_INCOMPLETE', params: { answered: answers.length, total: questionCount } };
  }
  const yesCount = answers.filter((answer) => answer.value).length;
  return { ok: true, answeredSet, yesCount, questionCount, score: areaScore(yesCount, questionCount) };
}
