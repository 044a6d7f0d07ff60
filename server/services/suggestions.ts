// Starter suggestions (issue 37, item 8): for each NO answer of an area row, the goals and actions of the bank
// (domain/content/suggestions) in the caller's language, ready for POST /goals/add and /actions/add.
import { DEFAULT_CONTEXT_KEYS, defaultContexts, type DefaultContextKey } from '../../domain/content/default-contexts';
import { suggestionsFor, type QuestionSuggestions, type RepeatHint } from '../../domain/content/suggestions';
import { AppError } from '../../domain/errors';
import { LANGS } from '../../domain/messages/format';
import { GOAL_TYPES } from '../../domain/rules/goals';
import type { AnswerSuggestions } from '../../domain/schemas/suggestions';
import type { UserScope } from './service-context';
import { questionText } from './wheel';

type Suggested = AnswerSuggestions['questions'][number];

/**
 * The caller's context for each default key: the one named as in the request's language, else as in the other, so
 * a person who renamed nothing finds the contexts registration gave them whichever language they use now. Names
 * are compared as the database's normalizedName holds them: lowered (the default names are plain ASCII).
 */
async function callerContexts(ctx: UserScope): Promise<Map<DefaultContextKey, string>> {
  const namesOf = (key: DefaultContextKey) => [ctx.lang, ...LANGS.filter((lang) => lang !== ctx.lang)].map((lang) => defaultContexts[key][lang].toLowerCase());
  const rows = await ctx.db.context.findMany({
    where: { userId: ctx.user.id, normalizedName: { in: DEFAULT_CONTEXT_KEYS.flatMap(namesOf) } },
    select: { id: true, normalizedName: true },
  });
  const byName = new Map(rows.map((row) => [row.normalizedName, row.id]));
  const ids = new Map<DefaultContextKey, string>();
  for (const key of DEFAULT_CONTEXT_KEYS) {
    const id = namesOf(key).map((name) => byName.get(name)).find((found) => found !== undefined);
    if (id) ids.set(key, id);
  }
  return ids;
}

function repeatOf(hint: RepeatHint): Suggested['actions'][number]['repeat'] {
  return 'everyDays' in hint ? { everyDays: hint.everyDays } : { weekdays: [...hint.weekdays] };
}

function toSuggested(question: { id: string; order: number; textEs: string; textEn: string }, bank: QuestionSuggestions, ctx: UserScope, contexts: Map<DefaultContextKey, string>): Suggested {
  return {
    questionId: question.id,
    order: question.order,
    text: questionText(question, ctx.lang),
    goals: GOAL_TYPES.flatMap((goalType) => bank[goalType].map((goal) => ({ goalType, content: goal[ctx.lang] }))),
    actions: bank.actions.map((action) => ({
      title: action[ctx.lang].title,
      description: action[ctx.lang].description,
      energy: action.energy,
      timeEstimate: action.minutes,
      contextKey: action.context,
      contextName: defaultContexts[action.context][ctx.lang],
      contextId: contexts.get(action.context) ?? null,
      ...(action.repeat && { repeat: repeatOf(action.repeat) }),
    })),
  };
}

/**
 * The suggestions for the NO answers of one of the caller's wheel rows, in set order. Another user's row or an
 * unknown id answers 404; a row of a closed cycle 409 CYCLE_CLOSED, as aiming at its answers does.
 */
export async function getAnswerSuggestions(ctx: UserScope, lifeWheelAreaId: string): Promise<AnswerSuggestions> {
  const row = await ctx.db.lifeWheelArea.findFirst({
    where: { id: lifeWheelAreaId, lifeWheel: { userId: ctx.user.id } },
    select: {
      lifeAreaId: true,
      cycle: { select: { id: true, status: true } },
      lifeArea: { select: { key: true } },
      answers: {
        where: { value: false },
        select: { question: { select: { id: true, order: true, haveMoreQuestions: true, textEs: true, textEn: true } } },
      },
    },
  });
  if (!row) throw new AppError('NOT_FOUND');
  if (row.cycle.status === 'CLOSED') throw new AppError('CYCLE_CLOSED');
  const contexts = row.answers.length > 0 ? await callerContexts(ctx) : new Map<DefaultContextKey, string>();
  const questions = row.answers
    .map(({ question }) => question)
    .sort((a, b) => a.order - b.order)
    .flatMap((question) => {
      const bank = suggestionsFor({ areaKey: row.lifeArea.key, haveMoreQuestions: question.haveMoreQuestions, order: question.order });
      return bank ? [toSuggested(question, bank, ctx, contexts)] : [];
    });
  return { lifeWheelAreaId, areaId: row.lifeAreaId, cycleId: row.cycle.id, questions };
}
