// The shape of the starter suggestions: for one yes/no question, the goals and actions a coach would offer to
// turn its NO into a YES within a 90-day cycle. Each text is written in both languages, Spanish first.
import type { Energy } from '../../rules/actions';
import type { GoalType } from '../../rules/goals';
import type { Lang } from '../../messages/format';
import type { DefaultContextKey } from '../default-contexts';
import type { LifeAreaKey } from '../life-areas';

export type Bilingual = Readonly<Record<Lang, string>>;

/** How a suggested action repeats, as the repeat of POST /actions/add without its end (the project's). */
export type RepeatHint = { readonly everyDays: number } | { readonly weekdays: readonly number[] };

export type ActionSuggestion = {
  readonly context: DefaultContextKey;
  readonly energy: Energy;
  readonly minutes: number;
  readonly repeat?: RepeatHint;
  readonly es: { readonly title: string; readonly description: string };
  readonly en: { readonly title: string; readonly description: string };
};

/** The suggestions of one question, found by its order within its area's set. */
export type QuestionSuggestions = { readonly order: number; readonly actions: readonly ActionSuggestion[] } & Readonly<
  Record<GoalType, readonly Bilingual[]>
>;

/** One question set of an area: the area's ten questions, or for couple and intimacy one of its two sets. */
export type SuggestionSet = {
  readonly areaKey: LifeAreaKey;
  readonly haveMoreQuestions: boolean;
  readonly questions: readonly QuestionSuggestions[];
};
