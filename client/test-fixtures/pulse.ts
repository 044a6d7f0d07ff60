// Server answers shaped like cycles.pulse, for the component tests of the day-45 pulse.
import { lifeAreas, type LifeAreaKey } from '../../domain/content/life-areas';
import type { PulseState } from '../../domain/schemas/pulse';
import { areaIdOf, cycleFixture } from './wheel';

const questionIdOf = (index: number) => `00000000-0000-4000-8000-${String(9).padStart(6, '0')}${String(index).padStart(6, '0')}`;
export const PULSE_PROJECT_ID = '00000000-0000-4000-8000-000010000001';

function area(key: LifeAreaKey) {
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
      { questionId: questionIdOf(1), order: 3, text: '¿Lees al menos un libro al mes?', area: area('PERSONAL_DEVELOPMENT'), actionsAimed: 2, actionsDone: 2, answer: null, outcome: null },
      { questionId: questionIdOf(2), order: 4, text: '¿Aprendes algo nuevo cada semana?', area: area('PERSONAL_DEVELOPMENT'), actionsAimed: 2, actionsDone: 2, answer: null, outcome: null },
      { questionId: questionIdOf(3), order: 5, text: '¿Duermes 7 horas casi todas las noches?', area: area('HEALTH_NUTRITION'), actionsAimed: 1, actionsDone: 0, answer: null, outcome: null },
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
          questionIds: [questionIdOf(1), questionIdOf(2)],
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
