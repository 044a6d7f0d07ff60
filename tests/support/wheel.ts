import type { LifeAreaKey } from '../../domain/content/life-areas';
import type { AreaQuestions, LifeWheel } from '../../domain/schemas/wheel';
import type { TestApp } from './app';

/** YES answers per area (0..10: with the standard 10-question sets this is the area's score). */
export type AreaScores = Partial<Record<LifeAreaKey, number>>;

type Options = {
  /** Which couple-and-intimacy set to answer: 'married' (haveMoreQuestions false, the default) or 'single'. */
  couple?: 'married' | 'single';
};

function expectOk(response: { status: number; body: unknown }, what: string): void {
  if (response.status !== 200) throw new Error(`${what} answered ${response.status}: ${JSON.stringify(response.body)}`);
}

/** GET /lifewheel/me as the user. */
export async function getWheel(t: TestApp, token: string): Promise<LifeWheel> {
  const response = await t.http.get('/api/v1/lifewheel/me').set('authorization', `Bearer ${token}`);
  expectOk(response, 'GET /lifewheel/me');
  return response.body as LifeWheel;
}

/** The reference area id (areaId) of each key, as the wheel reports it. */
async function areaIdsByKey(t: TestApp, token: string): Promise<Record<LifeAreaKey, string>> {
  const wheel = await getWheel(t, token);
  return Object.fromEntries(wheel.lifeAreas.map((area) => [area.key, area.areaId])) as Record<LifeAreaKey, string>;
}

/**
 * Assesses the given areas through the real API: for each, the first `yes` questions of its set answered YES and
 * the rest NO. Returns the wheel afterwards.
 */
export async function assessAreas(t: TestApp, token: string, scores: AreaScores, options: Options = {}): Promise<LifeWheel> {
  const ids = await areaIdsByKey(t, token);
  for (const [key, yes] of Object.entries(scores) as [LifeAreaKey, number][]) {
    const questionsResponse = await t.http.get(`/api/v1/assessment/area/${ids[key]}`).set('authorization', `Bearer ${token}`);
    expectOk(questionsResponse, `GET /assessment/area (${key})`);
    const { questions } = questionsResponse.body as AreaQuestions;
    const set = key === 'COUPLE_INTIMACY' && options.couple === 'single';
    const answers = questions
      .filter((question) => question.haveMoreQuestions === set)
      .map((question, index) => ({ questionId: question.id, value: index < yes }));
    const submitted = await t.http.post('/api/v1/answers/submit-area').set('authorization', `Bearer ${token}`).send({ areaId: ids[key], answers });
    expectOk(submitted, `POST /answers/submit-area (${key})`);
  }
  return getWheel(t, token);
}

/** Assesses all six areas (see assessAreas) and returns the wheel. */
export async function assessAllAreas(t: TestApp, token: string, scores: Record<LifeAreaKey, number>, options: Options = {}): Promise<LifeWheel> {
  return assessAreas(t, token, scores, options);
}

/** Saves the focus selection of the given areas (POST /lifewheel/add-lifewheel-areas) and returns the wheel. */
export async function saveFocus(t: TestApp, token: string, keys: readonly LifeAreaKey[]): Promise<LifeWheel> {
  const ids = await areaIdsByKey(t, token);
  const response = await t.http
    .post('/api/v1/lifewheel/add-lifewheel-areas')
    .set('authorization', `Bearer ${token}`)
    .send({ areaIds: keys.map((key) => ({ areaId: ids[key] })) });
  expectOk(response, 'POST /lifewheel/add-lifewheel-areas');
  return response.body as LifeWheel;
}

/** The wheel area (lifeAreas item) of a key. */
export function areaOf(wheel: LifeWheel, key: LifeAreaKey): LifeWheel['lifeAreas'][number] {
  const area = wheel.lifeAreas.find((item) => item.key === key);
  if (!area) throw new Error(`The wheel has no ${key} area`);
  return area;
}

/**
 * Two assessments of one user, a cycle apart (the helpers answer the first `score` questions of each set YES, the
 * rest NO). Cycle 1: PD 2, HN 4, SR 5 are the three lowest and CI is finished. Cycle 2: PD +4, PA -1, HN +2, MF =,
 * SR +3, CI -2; PD, PA and HN (6 each) are the lowest.
 */
export const CYCLE_ONE = {
  scores: { PERSONAL_DEVELOPMENT: 2, PROFESSIONAL_ACTIVITY: 7, HEALTH_NUTRITION: 4, MONEY_FINANCES: 9, SOCIAL_RELATIONSHIPS: 5, COUPLE_INTIMACY: 10 },
  focus: ['PERSONAL_DEVELOPMENT', 'HEALTH_NUTRITION', 'SOCIAL_RELATIONSHIPS'],
} as const satisfies { scores: Record<LifeAreaKey, number>; focus: readonly LifeAreaKey[] };
export const CYCLE_TWO = {
  scores: { PERSONAL_DEVELOPMENT: 6, PROFESSIONAL_ACTIVITY: 6, HEALTH_NUTRITION: 6, MONEY_FINANCES: 9, SOCIAL_RELATIONSHIPS: 8, COUPLE_INTIMACY: 8 },
  focus: ['PERSONAL_DEVELOPMENT', 'PROFESSIONAL_ACTIVITY', 'HEALTH_NUTRITION'],
} as const satisfies { scores: Record<LifeAreaKey, number>; focus: readonly LifeAreaKey[] };
