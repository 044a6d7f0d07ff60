// Server answers shaped like assessment.answers (GET /assessment/area/{id}/answers), for the tests of the target
// pickers: an area's answered set of the current cycle.
import { lifeAreas } from '../../domain/content/life-areas';
import { areaScore } from '../../domain/rules/scoring';
import type { AreaAnswers } from '../../domain/schemas/wheel';

/** The id of the n-th question (1-based) of the fixture's set. */
export const questionIdOf = (n: number): string => `00000000-0000-4000-8000-${String(9000 + n).padStart(12, '0')}`;

/** Personal Development's answers, in order: [text, true = yes]; none means the area is not assessed. */
export function areaAnswersFixture(areaId: string, answers: readonly (readonly [string, boolean])[]): AreaAnswers {
  const area = lifeAreas[0]!;
  return {
    area: { id: areaId, key: area.key, name: area.name.es, color: area.color, emoji: area.emoji, order: area.order },
    cycleId: '00000000-0000-4000-8000-000000008001',
    lifeWheelAreaId: '00000000-0000-4000-8000-000000008002',
    score: answers.length === 0 ? null : areaScore(answers.filter(([, value]) => value).length, answers.length),
    answers: answers.map(([text, value], index) => ({ questionId: questionIdOf(index + 1), order: index + 1, haveMoreQuestions: false, text, value })),
  };
}
