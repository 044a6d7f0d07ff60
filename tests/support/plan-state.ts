import type { LifeAreaKey } from '../../domain/content/life-areas';
import { addCalendarMonths } from '../../domain/rules/dates';
import { addDays, dateToUtc, localDate } from '../../domain/rules/dates';
import type { TestApp } from './app';
import { createUserDirect, type TestUser } from './users';

// Puts users into the states projects, goals and actions need, writing rows directly (no registration, wheel or
// context operations), so these tests do not depend on the areas other people build.

export type WheelArea = { id: string; lifeAreaId: string; key: LifeAreaKey; score: number | null; isFocus: boolean };
export type Wheel = { lifeWheelId: string; areas: WheelArea[]; area(key: LifeAreaKey): WheelArea };

/** Scores of a typical finished assessment: three low areas, two higher ones and one finished (10). */
const DEFAULT_SCORES: Record<LifeAreaKey, number | null> = {
  PERSONAL_DEVELOPMENT: 3,
  PROFESSIONAL_ACTIVITY: 4,
  HEALTH_NUTRITION: 5,
  MONEY_FINANCES: 7,
  SOCIAL_RELATIONSHIPS: 8,
  COUPLE_INTIMACY: 10,
};
const DEFAULT_FOCUS: LifeAreaKey[] = ['PERSONAL_DEVELOPMENT', 'PROFESSIONAL_ACTIVITY', 'HEALTH_NUTRITION'];

/**
 * Sets a user's wheel: scores (null = not assessed), and the saved focus selection (null = none saved). As the
 * server computes it, isBlocked is true before the selection is saved and for finished or unassessed areas,
 * false for assessed areas below 10 after it.
 */
export async function arrangeWheel(
  t: TestApp,
  userId: string,
  options: { scores?: Partial<Record<LifeAreaKey, number | null>>; focus?: LifeAreaKey[] | null } = {},
): Promise<Wheel> {
  const db = t.app.deps.db;
  const scores = { ...DEFAULT_SCORES, ...options.scores };
  const focus = options.focus === undefined ? DEFAULT_FOCUS : options.focus;
  const wheel = await db.lifeWheel.findUniqueOrThrow({
    where: { userId },
    select: { id: true, areas: { select: { id: true, lifeAreaId: true, lifeArea: { select: { key: true } } } } },
  });
  const allAssessed = Object.values(scores).every((score) => score !== null);
  await db.lifeWheel.update({ where: { id: wheel.id }, data: { isAnswered: allAssessed, focusSelectedAt: focus ? new Date() : null } });
  const areas: WheelArea[] = [];
  for (const row of wheel.areas) {
    const key = row.lifeArea.key;
    const score = scores[key];
    const isFocus = focus?.includes(key) ?? false;
    await db.lifeWheelArea.update({
      where: { id: row.id },
      data: {
        score,
        isArchived: score !== null,
        assessedAt: score !== null ? new Date() : null,
        answeredSet: score !== null ? false : null,
        isFocus,
        isBlocked: !(focus && score !== null && score < 10),
      },
    });
    areas.push({ id: row.id, lifeAreaId: row.lifeAreaId, key, score, isFocus });
  }
  return {
    lifeWheelId: wheel.id,
    areas,
    area(key) {
      const found = areas.find((area) => area.key === key);
      if (!found) throw new Error(`No wheel area ${key}`);
      return found;
    },
  };
}

export async function createContextDirect(t: TestApp, userId: string, name = '@casa', active = true): Promise<string> {
  const context = await t.app.deps.db.context.create({ data: { userId, name, normalizedName: name.toLowerCase(), active }, select: { id: true } });
  return context.id;
}

/** Today in a time zone, as the server computes it for a request sent now. */
export function todayIn(timeZone = 'UTC'): string {
  return localDate(new Date(), timeZone);
}

/** A valid project payload for a wheel area: starts tomorrow, ends 3 months later. */
export function projectPayload(lifeWheelAreaId: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const startDate = addDays(todayIn(), 1);
  return {
    lifeWheelAreaId,
    title: 'Correr 5 km',
    description: 'Entrenar tres veces por semana',
    expectedScore: 8,
    startDate,
    endDate: addCalendarMonths(startDate, 3),
    ...overrides,
  };
}

export type PlanUser = { user: TestUser; wheel: Wheel; contextId: string };

/** A user with a finished assessment, a saved focus selection (the three lowest areas) and one active context. */
export async function createPlanUser(t: TestApp): Promise<PlanUser> {
  const user = await createUserDirect(t);
  const wheel = await arrangeWheel(t, user.id);
  const contextId = await createContextDirect(t, user.id);
  return { user, wheel, contextId };
}

/** Rows written directly, for tests that need many of them (query counts) or states the API cannot reach (past dates). */
export async function createProjectDirect(
  t: TestApp,
  userId: string,
  lifeWheelAreaId: string,
  options: { status?: 'ACTIVE' | 'SOMEDAY' | 'COMPLETED' | 'CANCELLED'; startDate?: string; endDate?: string } = {},
): Promise<{ projectId: string; projectDetailId: string }> {
  const startDate = options.startDate ?? addDays(todayIn(), 1);
  const project = await t.app.deps.db.project.create({
    data: {
      userId,
      lifeWheelAreaId,
      title: 'Proyecto directo',
      description: 'Creado por la prueba',
      expectedScore: 9,
      status: options.status ?? 'ACTIVE',
      detail: { create: { startDate: dateToUtc(startDate), endDate: dateToUtc(options.endDate ?? addCalendarMonths(startDate, 3)) } },
    },
    select: { id: true, detail: { select: { id: true } } },
  });
  return { projectId: project.id, projectDetailId: project.detail!.id };
}

export async function createGoalDirect(t: TestApp, userId: string, projectDetailId: string, goalType: 'BE' | 'DO' | 'HAVE' = 'BE'): Promise<string> {
  const goal = await t.app.deps.db.goal.create({ data: { userId, projectDetailId, goalType, content: `Meta ${goalType}` }, select: { id: true } });
  return goal.id;
}

export async function createActionsDirect(
  t: TestApp,
  input: { userId: string; goalId: string; contextId: string; count: number; dueDate?: string; completed?: boolean; baseCapitalCents?: number; currencyCode?: string },
): Promise<void> {
  const db = t.app.deps.db;
  const currency = await db.currency.findUniqueOrThrow({ where: { code: input.currencyCode ?? 'USD' }, select: { id: true } });
  await db.action.createMany({
    data: Array.from({ length: input.count }, (_, index) => ({
      userId: input.userId,
      goalId: input.goalId,
      contextId: input.contextId,
      currencyId: currency.id,
      title: `Acción ${index + 1}`,
      dueDate: dateToUtc(input.dueDate ?? addDays(todayIn(), 10)),
      baseCapitalCents: input.baseCapitalCents ?? 0,
      completed: input.completed ?? false,
      completedAt: input.completed ? new Date() : null,
    })),
  });
}

/** REST calls as one user, with a time zone and a language. */
export function apiAs(t: TestApp, token: string, options: { timeZone?: string; lang?: 'es' | 'en' } = {}) {
  const headers = { authorization: `Bearer ${token}`, 'x-time-zone': options.timeZone ?? 'UTC', 'accept-language': options.lang ?? 'es' };
  const url = (path: string) => `/api/v1${path}`;
  return {
    get: (path: string, query: Record<string, string> = {}) => t.http.get(url(path)).query(query).set(headers),
    post: (path: string, body: object = {}) => t.http.post(url(path)).set(headers).send(body),
    put: (path: string, body: object = {}) => t.http.put(url(path)).set(headers).send(body),
    patch: (path: string, body: object = {}) => t.http.patch(url(path)).set(headers).send(body),
    delete: (path: string) => t.http.delete(url(path)).set(headers),
  };
}
