// The starter suggestions of every question of the bank (issue 37, item 8): served by the server in the caller's
// language for the questions they answered NO (GET /assessment/suggestions), never bundled into the client.
import type { LifeAreaKey } from '../life-areas';
import { couple } from './couple';
import { healthNutrition } from './health-nutrition';
import { moneyFinances } from './money-finances';
import { personalDevelopment } from './personal-development';
import { professionalActivity } from './professional-activity';
import { single } from './single';
import { socialRelationships } from './social-relationships';
import type { QuestionSuggestions, SuggestionSet } from './types';

export type { ActionSuggestion, Bilingual, QuestionSuggestions, RepeatHint, SuggestionSet } from './types';

export const suggestionSets: readonly SuggestionSet[] = [
  personalDevelopment,
  professionalActivity,
  healthNutrition,
  moneyFinances,
  socialRelationships,
  couple,
  single,
];

/** What names a question of the bank across databases: its area, its set and its order in that set. */
export type QuestionKey = { areaKey: LifeAreaKey; haveMoreQuestions: boolean; order: number };

export function questionKey(question: QuestionKey): string {
  return `${question.areaKey}:${question.haveMoreQuestions ? 'more' : 'base'}:${question.order}`;
}

const byQuestion = new Map<string, QuestionSuggestions>(
  suggestionSets.flatMap((set) => set.questions.map((question) => [questionKey({ ...set, order: question.order }), question] as const)),
);

/** The suggestions of one question of the bank; undefined for a question the bank does not know. */
export function suggestionsFor(question: QuestionKey): QuestionSuggestions | undefined {
  return byQuestion.get(questionKey(question));
}
