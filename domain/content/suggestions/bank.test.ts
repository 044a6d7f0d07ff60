import { describe, expect, it } from 'vitest';
import { questionSeeds } from '../../../prisma/seed/questions';
import { ACTION_DESCRIPTION_MAX, ACTION_TITLE_MAX } from '../../rules/actions';
import { GOAL_CONTENT_MAX, GOAL_TYPES } from '../../rules/goals';
import { LANGS } from '../../messages/format';
import { ContextNameSchema } from '../../schemas/accounts';
import { AddActionInputSchema } from '../../schemas/actions';
import { AddGoalInputSchema } from '../../schemas/goals';
import { DEFAULT_CONTEXT_KEYS, defaultContextNames, defaultContexts } from '../default-contexts';
import { questionKey, suggestionSets, suggestionsFor, type QuestionSuggestions } from './index';

const ID = '00000000-0000-4000-8000-000000000000';
const entries = suggestionSets.flatMap((set) => set.questions.map((question) => ({ key: questionKey({ ...set, order: question.order }), question })));
const seedKeys = questionSeeds.map((seed) => questionKey(seed));

/** Every text of a question in one language: its goals of each type, then its actions' titles and descriptions. */
const goalsIn = (question: QuestionSuggestions, lang: 'es' | 'en') => GOAL_TYPES.flatMap((type) => question[type].map((goal) => goal[lang]));
const titlesIn = (question: QuestionSuggestions, lang: 'es' | 'en') => question.actions.map((action) => action[lang].title);
const textsIn = (question: QuestionSuggestions, lang: 'es' | 'en') => [
  ...goalsIn(question, lang),
  ...question.actions.flatMap((action) => [action[lang].title, action[lang].description]),
];
const tidy = (text: string) => text.length > 0 && text === text.trim() && !/\s{2}/.test(text);
const duplicates = (texts: readonly string[]) => texts.filter((text, index) => texts.findIndex((other) => other.toLowerCase() === text.toLowerCase()) !== index);

describe('the starter suggestion bank', () => {
  it('has one entry for every question of the bank, matched by area, set and order: none missing, none extra', () => {
    expect(seedKeys).toHaveLength(70);
    expect(entries.map((entry) => entry.key).sort()).toEqual([...seedKeys].sort());
    expect(new Set(entries.map((entry) => entry.key)).size).toBe(entries.length);
    for (const seed of questionSeeds) expect(suggestionsFor(seed), questionKey(seed)).toBeDefined();
    expect(suggestionsFor({ areaKey: 'HEALTH_NUTRITION', haveMoreQuestions: true, order: 1 })).toBeUndefined();
    expect(suggestionsFor({ areaKey: 'MONEY_FINANCES', haveMoreQuestions: false, order: 11 })).toBeUndefined();
  });

  it('offers at least 2 BE, 2 DO and 1 HAVE goals and 3 actions for every question', () => {
    for (const { key, question } of entries) {
      expect([question.BE.length, question.DO.length, question.HAVE.length, question.actions.length].map((count, index) => count >= [2, 2, 1, 3][index]!), key).toEqual([
        true,
        true,
        true,
        true,
      ]);
    }
  });

  it('writes every goal as POST /goals/add takes it, in both languages, different from each other', () => {
    for (const { key, question } of entries) {
      for (const goalType of GOAL_TYPES) {
        for (const goal of question[goalType]) {
          for (const lang of LANGS) {
            expect(tidy(goal[lang]) && goal[lang].length <= GOAL_CONTENT_MAX, `${key} ${goal[lang]}`).toBe(true);
            const parsed = AddGoalInputSchema.safeParse({ projectDetailId: ID, goalType, content: goal[lang], targetQuestionIds: [ID] });
            expect(parsed.success && parsed.data.content, key).toBe(goal[lang]);
          }
          expect(goal.es, key).not.toBe(goal.en);
        }
      }
    }
  });

  it('writes BE goals as who the person is and HAVE goals as what they have, as the goals screen teaches', () => {
    for (const { key, question } of entries) {
      for (const goal of question.BE) expect([goal.es.startsWith('Soy '), goal.en.startsWith('I am ')], key).toEqual([true, true]);
      for (const goal of question.HAVE) expect(goal.es.startsWith('Tengo '), key).toBe(true);
    }
  });

  it('writes every action as POST /actions/add takes it, with a default context, energy, minutes and a valid repeat', () => {
    for (const { key, question } of entries) {
      for (const action of question.actions) {
        expect(DEFAULT_CONTEXT_KEYS, key).toContain(action.context);
        for (const lang of LANGS) {
          const { title, description } = action[lang];
          expect([tidy(title), title.length <= ACTION_TITLE_MAX, tidy(description), description.length <= ACTION_DESCRIPTION_MAX], `${key} ${title}`).toEqual([
            true,
            true,
            true,
            true,
          ]);
          const input = {
            goalId: ID,
            contextId: ID,
            title,
            description,
            energy: action.energy,
            timeEstimate: action.minutes,
            dueDate: '2026-03-02',
            ...(action.repeat && { repeat: { ...action.repeat, until: '2026-05-31' } }),
          };
          const parsed = AddActionInputSchema.safeParse(input);
          expect(parsed.error?.issues ?? [], `${key} ${title}`).toEqual([]);
          expect(parsed.data).toMatchObject({ title, description, energy: action.energy, timeEstimate: action.minutes });
        }
        expect([action.es.title === action.en.title, action.es.description === action.en.description], key).toEqual([false, false]);
      }
    }
  });

  it('repeats nothing within a question, and copies no goal or action title from one question to another', () => {
    for (const lang of LANGS) {
      for (const { key, question } of entries) expect(duplicates([...goalsIn(question, lang), ...titlesIn(question, lang)]), `${key} ${lang}`).toEqual([]);
      expect(duplicates(entries.flatMap(({ question }) => goalsIn(question, lang))), lang).toEqual([]);
      expect(duplicates(entries.flatMap(({ question }) => titlesIn(question, lang))), lang).toEqual([]);
    }
  });

  it('keeps the languages apart: no English words in Spanish and no Spanish ones in English (café is English too)', () => {
    for (const { key, question } of entries) {
      for (const text of textsIn(question, 'es')) expect(/\b(the|and|your|you)\b/i.test(text), `${key} ${text}`).toBe(false);
      for (const text of textsIn(question, 'en')) expect(/[ñáíóú¿¡«»]|\b(el|la|los|las|tu|una|que|con)\b/i.test(text), `${key} ${text}`).toBe(false);
    }
  });
});

describe('the default contexts', () => {
  it('are four valid context names per language, unique ignoring case, different between languages', () => {
    for (const lang of LANGS) {
      const names = defaultContextNames(lang);
      expect(names).toHaveLength(4);
      for (const name of names) expect(ContextNameSchema.parse(name)).toBe(name);
      expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(4);
    }
    for (const key of DEFAULT_CONTEXT_KEYS) expect(defaultContexts[key].es).not.toBe(defaultContexts[key].en);
    expect(defaultContextNames('es')).toEqual(['@casa', '@trabajo', '@computadora', '@recados']);
    expect(defaultContextNames('en')).toEqual(['@home', '@work', '@computer', '@errands']);
  });
});
