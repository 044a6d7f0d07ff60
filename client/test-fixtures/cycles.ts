// Server answers shaped like cycles.list and cycles.compare (domain/schemas/cycles.ts), for the history
// screens and the wheel's outline of the previous cycle; and like cycles.pulse, for the day-45 pulse's components.
import { lifeAreas, type LifeAreaKey } from '../../domain/content/life-areas';
import { addDays } from '../../domain/rules/dates';
import type { CycleComparison, CycleList, PlanAccuracy } from '../../domain/schemas/cycles';
import type { PulseState } from '../../domain/schemas/pulse';
import { areaIdOf, cycleFixture } from './wheel';

const uuid = (prefix: number, index: number) => `00000000-0000-4000-8000-${String(prefix).padStart(6, '0')}${String(index).padStart(6, '0')}`;

/** The id of cycle `number` (1, 2, ...). */
export const cycleIdOf = (number: number) => uuid(4, number - 1);
/** The id of question `index` (0-based) of an area's standard set. */
export const questionIdOf = (key: LifeAreaKey, index: number) => uuid(20 + lifeAreas.findIndex((area) => area.key === key), index);

type Scores = readonly (number | null)[];

type CycleOptions = {
  status?: 'ACTIVE' | 'CLOSED';
  startedOn?: string | null;
  endsOn?: string | null;
  planAccuracy?: PlanAccuracy | null;
  focus?: readonly LifeAreaKey[];
};

/** One cycle of the list: its six area scores in wheel order and the global score the server would compute. */
export function cycleSummary(number: number, scores: Scores, options: CycleOptions = {}): CycleList['cycles'][number] {
  const assessed = scores.filter((score): score is number => score !== null);
  const status = options.status ?? 'CLOSED';
  const endsOn = options.endsOn === undefined ? `2030-0${number}-31` : options.endsOn;
  return {
    id: cycleIdOf(number),
    number,
    status,
    startedOn: options.startedOn === undefined ? `2030-0${number}-01` : options.startedOn,
    endsOn,
    lastDay: endsOn === null ? null : addDays(endsOn, -1),
    closedAt: status === 'CLOSED' ? `2030-0${number + 1}-01T09:00:00.000Z` : null,
    globalScore: assessed.length === 0 ? null : Math.round((10 * assessed.reduce((sum, score) => sum + score, 0)) / assessed.length) / 10,
    areas: lifeAreas.map((info, index) => ({
      areaId: areaIdOf(info.key),
      key: info.key,
      areaName: info.name.es,
      score: scores[index] ?? null,
      isFocus: (options.focus ?? []).includes(info.key),
    })),
    planAccuracy: options.planAccuracy ?? null,
    pulse: null,
  };
}

export function cycleList(cycles: CycleList['cycles'], planAccuracy: PlanAccuracy = { targeted: 0, flipped: 0, percent: null }): CycleList {
  return { cycles, planAccuracy };
}

/** Cycle 1 closed at [4, 6, 5, 3, 7, 8] with 2 of 3 targets flipped, cycle 2 active at [6, 6, 4, 5, 7, 8]. */
export function twoCycles(): CycleList {
  const accuracy = { targeted: 3, flipped: 2, percent: 66.7 };
  return cycleList(
    [
      cycleSummary(1, [4, 6, 5, 3, 7, 8], { startedOn: '2030-01-05', endsOn: '2030-04-05', planAccuracy: accuracy, focus: ['PERSONAL_DEVELOPMENT', 'MONEY_FINANCES'] }),
      cycleSummary(2, [6, 6, 4, 5, 7, 8], { status: 'ACTIVE', startedOn: '2030-04-06', endsOn: '2030-07-05' }),
    ],
    accuracy,
  );
}

type Question = CycleComparison['areas'][number]['questions'][number];

function question(key: LifeAreaKey, index: number, before: boolean | null, after: boolean | null, target?: { actionsAimed: number; actionsDone: number; pulse?: boolean }): Question {
  const targeted = target !== undefined;
  return {
    questionId: questionIdOf(key, index),
    order: index + 1,
    haveMoreQuestions: false,
    text: `Pregunta ${index + 1} de ${key}`,
    before,
    after,
    targeted,
    flipped: targeted && before === false && after !== null ? after : null,
    actionsAimed: target?.actionsAimed ?? 0,
    actionsDone: target?.actionsDone ?? 0,
    pulse: target?.pulse ?? null,
  };
}

/**
 * Cycle 1 → cycle 2 of twoCycles: personal development 4 → 6 (questions 1 and 2 targeted and flipped, 3 of 4 and
 * 1 of 1 actions done; predicted 6), health 5 → 4 (question 1 turned NO), money 3 → 5 (question 3 targeted, not
 * flipped, 0 of 2 actions done; question 1 flipped untargeted; predicted 4), the others unchanged.
 */
export function comparison(): CycleComparison {
  const answers = (key: LifeAreaKey, before: readonly boolean[], after: readonly boolean[], targets: Record<number, { actionsAimed: number; actionsDone: number; pulse?: boolean }> = {}) =>
    before.map((value, index) => question(key, index, value, after[index] ?? null, targets[index]));
  const areas: CycleComparison['areas'] = lifeAreas.map((info) => {
    const base = { areaId: areaIdOf(info.key), key: info.key, areaName: info.name.es };
    switch (info.key) {
      case 'PERSONAL_DEVELOPMENT':
        return {
          ...base,
          before: 4,
          after: 6,
          delta: 2,
          predicted: 6,
          questions: answers(info.key, [false, false, true, true, false], [true, true, true, true, false], { 0: { actionsAimed: 4, actionsDone: 3, pulse: true }, 1: { actionsAimed: 1, actionsDone: 1, pulse: false } }),
        };
      case 'HEALTH_NUTRITION':
        return { ...base, before: 5, after: 4, delta: -1, predicted: null, questions: answers(info.key, [true, true, false, false], [false, true, false, false]) };
      case 'MONEY_FINANCES':
        return {
          ...base,
          before: 3,
          after: 5,
          delta: 2,
          predicted: 4,
          questions: answers(info.key, [false, true, false, false], [true, true, false, false], { 2: { actionsAimed: 2, actionsDone: 0, pulse: false } }),
        };
      default: {
        const score = { PROFESSIONAL_ACTIVITY: 6, SOCIAL_RELATIONSHIPS: 7, COUPLE_INTIMACY: 8 }[info.key];
        return { ...base, before: score, after: score, delta: 0, predicted: null, questions: answers(info.key, [true, false], [true, false]) };
      }
    }
  });
  return {
    from: { id: cycleIdOf(1), number: 1 },
    to: { id: cycleIdOf(2), number: 2 },
    globalBefore: 5.5,
    globalAfter: 6,
    globalDelta: 0.5,
    globalDeltaPercent: 9.1,
    areas,
    planAccuracy: { targeted: 3, flipped: 2, percent: 66.7 },
    pulseTakenAt: '2030-02-19T10:00:00.000Z',
  };
}

const pulseQuestionIdOf = (index: number) => uuid(9, index);
export const PULSE_PROJECT_ID = '00000000-0000-4000-8000-000010000001';

function pulseArea(key: LifeAreaKey) {
  const info = lifeAreas.find((item) => item.key === key)!;
  return { areaId: areaIdOf(key), key, name: info.name.es, color: info.color, emoji: info.emoji };
}

/** Day 45 of cycle 1: two questions of personal development and one of health aimed at, no pulse taken yet. */
export function pulseOffered(): PulseState {
  return {
    cycleId: cycleFixture.id,
    cycleNumber: 1,
    day: 45,
    window: { opensOn: '2030-02-10', closesOn: '2030-02-20', open: true },
    offered: true,
    questions: [
      { questionId: pulseQuestionIdOf(1), order: 3, text: '¿Lees al menos un libro al mes?', area: pulseArea('PERSONAL_DEVELOPMENT'), actionsAimed: 2, actionsDone: 2, answer: null, outcome: null },
      { questionId: pulseQuestionIdOf(2), order: 4, text: '¿Aprendes algo nuevo cada semana?', area: pulseArea('PERSONAL_DEVELOPMENT'), actionsAimed: 2, actionsDone: 2, answer: null, outcome: null },
      { questionId: pulseQuestionIdOf(3), order: 5, text: '¿Duermes 7 horas casi todas las noches?', area: pulseArea('HEALTH_NUTRITION'), actionsAimed: 1, actionsDone: 0, answer: null, outcome: null },
    ],
    result: null,
  };
}

/** The same pulse taken: the first two still NO, the third now YES; the personal-development project is flagged. */
export function pulseTaken(): PulseState {
  const offered = pulseOffered();
  const answers = [false, false, true];
  return {
    ...offered,
    questions: offered.questions.map((question, index) => ({ ...question, answer: answers[index]!, outcome: answers[index] ? 'NOW_YES' : 'STILL_NO' })),
    result: {
      takenAt: '2030-02-15T10:00:00.000Z',
      nowYes: 1,
      stillNo: 2,
      projects: [
        {
          projectId: PULSE_PROJECT_ID,
          title: 'Leer más',
          areaKey: 'PERSONAL_DEVELOPMENT',
          questionIds: [pulseQuestionIdOf(1), pulseQuestionIdOf(2)],
          actionsAimed: 2,
          actionsDone: 2,
          executionPercent: 100,
          questionsMoved: 0,
          flagged: true,
          suggestion: 'Tu ejecución es alta pero nada ha cambiado todavía: revisa si estas acciones son las adecuadas',
        },
      ],
    },
  };
}
