// Server answers shaped like wheel.me and assessment.area, for the component tests of the wheel screens.
import { lifeAreas } from '../../domain/content/life-areas';
import type { LifeAreaKey } from '../../domain/content/life-areas';
import type { AreaQuestions, LifeWheel } from '../../domain/schemas/wheel';

const uuid = (prefix: number, index: number) => `00000000-0000-4000-8000-${String(prefix).padStart(6, '0')}${String(index).padStart(6, '0')}`;

/** The reference area id of a key (the areaId of the routes and of the focus call). */
export const areaIdOf = (key: LifeAreaKey) => uuid(1, lifeAreas.findIndex((area) => area.key === key));
/** The user's wheel row id of a key. */
const rowIdOf = (key: LifeAreaKey) => uuid(2, lifeAreas.findIndex((area) => area.key === key));

/** Cycle 1, not started: the cycle part of a wheel whose focus selection is not saved. */
export const cycleFixture: LifeWheel['cycle'] = {
  id: uuid(4, 0),
  number: 1,
  status: 'ACTIVE',
  startedOn: null,
  endsOn: null,
  lastDay: null,
  day: null,
  daysLeft: null,
  reassessFrom: null,
  canReassess: false,
};

type WheelOptions = { focus?: readonly LifeAreaKey[]; isAnswered?: boolean };

/** A wheel with the given scores (missing keys are not assessed), blocked as the server blocks it. */
export function wheelWith(scores: Partial<Record<LifeAreaKey, number>>, options: WheelOptions = {}): LifeWheel {
  const focus = options.focus ?? [];
  const focusSaved = focus.length > 0;
  const areas = lifeAreas.map((info) => {
    const score = scores[info.key] ?? null;
    return {
      id: rowIdOf(info.key),
      areaId: areaIdOf(info.key),
      key: info.key,
      areaName: info.name.es,
      color: info.color,
      emoji: info.emoji,
      order: info.order,
      score,
      isArchived: score !== null,
      isBlocked: !focusSaved || score === null || score >= 10,
      isFocus: focus.includes(info.key),
      answeredSet: score === null ? null : false,
      assessedAt: score === null ? null : '2030-01-01T00:00:00.000Z',
      projects: [],
    };
  });
  const assessed = areas.filter((area) => area.score !== null);
  return {
    id: uuid(3, 0),
    globalScore: assessed.length === 0 ? null : Math.round((10 * assessed.reduce((sum, area) => sum + (area.score ?? 0), 0)) / assessed.length) / 10,
    isAnswered: options.isAnswered ?? focusSaved,
    isComplete: assessed.length === areas.length,
    focusSelectedAt: focusSaved ? '2030-01-02T00:00:00.000Z' : null,
    lifeAreas: areas,
    lifeAreasSelected: areas.filter((area) => area.isFocus).map((area) => ({ areaId: area.areaId, lifeWheelAreaId: area.id, score: area.score ?? 0 })),
    cycle: cycleFixture,
  };
}

/** An area's questions: the standard set of `count`, plus the single people's set for couple and intimacy. */
export function areaQuestions(key: LifeAreaKey, count = 10): AreaQuestions {
  const info = lifeAreas.find((area) => area.key === key) ?? lifeAreas[0]!;
  const sets = key === 'COUPLE_INTIMACY' ? [false, true] : [false];
  return {
    area: { id: areaIdOf(key), key, name: info.name.es, color: info.color, emoji: info.emoji, order: info.order },
    questions: sets.flatMap((set, setIndex) =>
      Array.from({ length: count }, (_, index) => ({
        id: uuid(10 + setIndex, index),
        order: index + 1,
        text: `${set ? 'Pregunta soltero' : 'Pregunta'} ${index + 1}`,
        tip: `Consejo ${index + 1}`,
        haveMoreQuestions: set,
      })),
    ),
  };
}
