import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateToUtc, zonedStartOfDay } from '../../domain/rules/dates';
import type { LifeAreaKey } from '../../domain/content/life-areas';
import type { Analytics } from '../../domain/schemas/analytics';
import type { Weeks } from '../../domain/schemas/weekly';
import { readDoneActions } from '../../server/services/progress-report';
import { openCycle } from '../../server/services/wheel';
import { createTestApp, type TestApp } from '../support/app';
import { testClock, tokenAt } from '../support/clock';
import { apiAs, createGoalDirect, createPlanUser, createProjectDirect, type PlanUser } from '../support/plan-state';
import { random } from '../support/random';
import { fullAnalyticsFigures, fullDoneActions, fullWeeks } from '../support/weekly-oracle';

// GET /weeks/me, GET /analytics/me and the progress report's data count in the database what they show
// (docs/decisions/2026-11-30-weekly-rollups.md): for random histories, with the clock moved across weeks, a cycle
// start and the DST changes of two zones (Santiago changes at midnight, Madrid at night), they answer exactly what the
// full computation of tests/support/weekly-oracle.ts answers; and a heavy history costs the statements a light one does.
const clock = testClock('2026-09-07T04:30:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
});
afterAll(async () => t.close());

const ZONES = ['America/Santiago', 'Europe/Madrid'] as const;
const FIRST_CYCLE = new Date('2026-09-01T10:00:00.000Z');
const SECOND_CYCLE = new Date('2027-01-18T10:00:00.000Z');
/** Around Santiago's change (2026-09-06, midnight), Madrid's (2026-10-25), in weeks between, and the end of the year. */
const FIRST_CYCLE_INSTANTS = ['2026-09-07T04:30:00.000Z', '2026-10-26T00:30:00.000Z', '2026-11-16T03:10:00.000Z', '2026-12-28T23:30:00.000Z'];
/** Cycle 2's first day, Madrid's change (2027-03-28), Santiago's (2027-04-04), and after the cycle ran its 90 days. */
const SECOND_CYCLE_INSTANTS = ['2027-01-18T12:00:00.000Z', '2027-03-29T01:00:00.000Z', '2027-04-05T04:30:00.000Z', '2027-04-26T12:00:00.000Z'];

async function subscribe(plan: PlanUser): Promise<void> {
  const { plans } = (await t.http.get('/api/v1/subscription/all')).body as { plans: { name: string; id: string; currencyId: string; basePrice: number }[] };
  const annual = plans.find((candidate) => candidate.name === 'ANNUAL')!;
  const response = await apiAs(t, tokenAt(t, plan.user)).post('/users/add-subscription', { planId: annual.id, currencyId: annual.currencyId, amountPaid: annual.basePrice });
  expect(response.status).toBe(201);
}

/**
 * A completion instant near a due date: usually within days of it, sometimes just before or after the local midnight
 * that ends a week in one of the zones, sometimes on an instant another action shares (the report's tie on id).
 */
function completionOf(rng: ReturnType<typeof random>, dueDate: string, shared: Date[]): Date {
  const roll = rng.next();
  if (roll < 0.15 && shared.length > 0) return rng.pick(shared);
  if (roll < 0.45) {
    const monday = addDays(dueDate, 7 - ((dateToUtc(dueDate).getUTCDay() + 6) % 7));
    return new Date(zonedStartOfDay(monday, rng.pick(ZONES)).getTime() + rng.pick([-60_000, -1, 0, 1, 60_000]));
  }
  return new Date(dateToUtc(dueDate).getTime() + rng.int(-48, 200) * 3_600_000 + rng.int(0, 59) * 60_000);
}

/** Projects in areas of both cycles, goals aiming at questions, actions due around every instant, two series. */
async function randomHistory(plan: PlanUser, seed: number, areaRows: { cycle1: string[]; cycle2: string[] }): Promise<void> {
  const rng = random(seed);
  const db = t.app.deps.db;
  const currencies = await db.currency.findMany({ where: { code: { in: ['USD', 'EUR'] } }, select: { id: true } });
  const shared: Date[] = [];
  for (const [index, lifeWheelAreaId] of [...areaRows.cycle1, ...areaRows.cycle2].entries()) {
    const startDate = addDays('2026-08-20', rng.int(0, 150));
    const project = await createProjectDirect(t, plan.user.id, lifeWheelAreaId, {
      status: rng.pick(['ACTIVE', 'ACTIVE', 'SOMEDAY', 'COMPLETED'] as const),
      startDate,
      endDate: addDays(startDate, rng.int(60, 240)),
    });
    await db.project.update({ where: { id: project.projectId }, data: { createdAt: new Date(Date.UTC(2026, 7, 1 + rng.int(0, 20), index)) } });
    const area = await db.lifeWheelArea.findUniqueOrThrow({ where: { id: lifeWheelAreaId }, select: { lifeAreaId: true } });
    const questions = await db.question.findMany({ where: { lifeAreaId: area.lifeAreaId }, select: { id: true }, orderBy: { order: 'asc' }, take: 6 });
    await db.answer.createMany({ data: questions.map((question) => ({ lifeWheelAreaId, questionId: question.id, value: rng.next() < 0.4 })), skipDuplicates: true });
    for (let goals = rng.int(1, 2); goals > 0; goals -= 1) {
      const goalId = await createGoalDirect(t, plan.user.id, project.projectDetailId, rng.pick(['BE', 'DO', 'HAVE'] as const));
      if (rng.next() < 0.5) await db.goalTarget.create({ data: { goalId, lifeWheelAreaId, questionId: rng.pick(questions).id } });
      const rows = Array.from({ length: rng.int(20, 60) }, () => {
        const dueDate = addDays('2026-08-24', rng.int(0, 250));
        const completedAt = rng.next() < 0.6 ? completionOf(rng, dueDate, shared) : null;
        if (completedAt) shared.push(completedAt);
        return {
          userId: plan.user.id,
          goalId,
          contextId: plan.contextId,
          currencyId: rng.pick(currencies).id,
          title: `Acción ${rng.int(1, 9999)}`,
          dueDate: dateToUtc(dueDate),
          baseCapitalCents: rng.int(0, 5) * 100,
          completed: completedAt !== null,
          completedAt,
          missedAt: completedAt === null && rng.next() < 0.2 ? new Date('2026-12-01T10:00:00.000Z') : null,
        };
      });
      const created = await db.action.createManyAndReturn({ data: rows, select: { id: true } });
      const aimed = created.filter(() => rng.next() < 0.1);
      if (aimed.length > 0) {
        await db.actionTarget.createMany({ data: aimed.map((action) => ({ actionId: action.id, lifeWheelAreaId, questionId: rng.pick(questions).id })), skipDuplicates: true });
      }
      if (rng.next() < 0.5) {
        const anchor = addDays(startDate, rng.int(0, 20));
        const series = await db.actionSeries.create({
          data: {
            userId: plan.user.id,
            goalId,
            contextId: plan.contextId,
            currencyId: currencies[0]!.id,
            title: 'Serie',
            baseCapitalCents: 100,
            ...(rng.next() < 0.5 ? { everyDays: rng.int(1, 4), weekdays: [] } : { weekdays: [1, 3, 5] }),
            until: dateToUtc(addDays(anchor, 200)),
            lastDate: dateToUtc(anchor),
            skippedDates: [dateToUtc(addDays(anchor, 2))],
          },
          select: { id: true },
        });
        await db.action.create({ data: { ...rows[0]!, title: 'Serie', dueDate: dateToUtc(anchor), seriesId: series.id, completed: true, completedAt: new Date(dateToUtc(anchor).getTime() + 3_600_000), missedAt: null } });
      }
    }
  }
}

type Figures = Awaited<ReturnType<typeof fullAnalyticsFigures>>;

/** The answers and the oracle at the clock's instant, in one zone. */
async function compareAt(plan: PlanUser, timeZone: string): Promise<void> {
  const api = apiAs(t, tokenAt(t, plan.user), { timeZone });
  const scope = { db: t.app.deps.db, read: t.app.deps.read, lang: 'es' as const, timeZone, now: clock.now(), user: { id: plan.user.id } };
  const at = `${clock.now().toISOString()} ${timeZone}`;

  const weeks = await api.get('/weeks/me', { weeks: '52' });
  expect(weeks.status, at).toBe(200);
  expect(weeks.body as Weeks, at).toEqual(await fullWeeks(scope, { weeks: 52 }));
  expect((await api.get('/weeks/me')).body as Weeks, at).toEqual(await fullWeeks(scope, { weeks: 12 }));

  const analytics = await api.get('/analytics/me');
  expect(analytics.status, at).toBe(200);
  const body = analytics.body as Analytics;
  const expected: Figures = await fullAnalyticsFigures(scope);
  expect(body.weeks, at).toEqual(expected.weeks);
  expect(body.completions, at).toEqual(expected.completions);
  expect(body.projects.map(({ goals: _goals, budgets: _budgets, ...project }) => project), at).toEqual(expected.projects);

  // The report groups the done actions by goal: within a goal, most recent first (the id breaking ties).
  const byGoal = ({ listed, counts }: { listed: { goalId: string; title: string; completedOn: string }[]; counts: Map<string, number> }) =>
    [...counts.keys()].sort().map((goalId) => ({ goalId, count: counts.get(goalId), listed: listed.filter((action) => action.goalId === goalId) }));
  expect(byGoal(await readDoneActions(scope)), at).toEqual(byGoal(await fullDoneActions(scope)));
}

describe('the bounded reads answer what the full computation answers', () => {
  for (const seed of [38, 2026]) {
    it(`for the random history of seed ${seed}, across weeks, a cycle start and DST in two zones`, { timeout: 600_000 }, async () => {
      clock.moveTo(FIRST_CYCLE_INSTANTS[0]!);
      const plan = await createPlanUser(t);
      const db = t.app.deps.db;
      const wheelId = plan.wheel.lifeWheelId;
      await db.lifeWheel.update({ where: { id: wheelId }, data: { focusSelectedAt: FIRST_CYCLE } });
      await subscribe(plan);
      await openCycle(db, wheelId, 2);
      const focus: LifeAreaKey[] = ['PERSONAL_DEVELOPMENT', 'HEALTH_NUTRITION'];
      const cycle2 = await db.lifeWheelArea.findMany({ where: { lifeWheelId: wheelId, cycleNumber: 2 }, select: { id: true }, take: 2 });
      await randomHistory(plan, seed, { cycle1: focus.map((key) => plan.wheel.area(key).id), cycle2: cycle2.map((row) => row.id) });
      // Cycle 2's rows exist before it starts: until then it stands CLOSED and never started, cycle 1 ACTIVE.
      await db.cycle.update({ where: { lifeWheelId_number: { lifeWheelId: wheelId, number: 2 } }, data: { status: 'CLOSED', closedAt: SECOND_CYCLE } });

      for (const instant of FIRST_CYCLE_INSTANTS) {
        clock.moveTo(instant);
        for (const zone of ZONES) await compareAt(plan, zone);
      }
      // Cycle 2 starts: cycle 1 closes, the completions follow the new cycle, the weeks still run from cycle 1's start.
      await db.cycle.update({ where: { lifeWheelId_number: { lifeWheelId: wheelId, number: 1 } }, data: { status: 'CLOSED', closedAt: SECOND_CYCLE, focusSelectedAt: FIRST_CYCLE } });
      await db.cycle.update({ where: { lifeWheelId_number: { lifeWheelId: wheelId, number: 2 } }, data: { status: 'ACTIVE', closedAt: null } });
      await db.lifeWheel.update({ where: { id: wheelId }, data: { focusSelectedAt: SECOND_CYCLE } });
      for (const instant of SECOND_CYCLE_INSTANTS) {
        clock.moveTo(instant);
        for (const zone of ZONES) await compareAt(plan, zone);
      }
    });
  }
});

describe('the weeks are counted from each week\'s own index range', () => {
  it('actions due on the first Monday and the last Sunday shown, a day outside on either side, several goals of one area in a week, an empty week between', { timeout: 300_000 }, async () => {
    clock.moveTo('2026-10-28T12:00:00.000Z');
    const plan = await createPlanUser(t);
    const db = t.app.deps.db;
    await db.lifeWheel.update({ where: { id: plan.wheel.lifeWheelId }, data: { focusSelectedAt: FIRST_CYCLE } });
    await subscribe(plan);
    const currency = await db.currency.findUniqueOrThrow({ where: { code: 'USD' }, select: { id: true } });
    const goalsOf = async (key: LifeAreaKey, count: number) => {
      const project = await createProjectDirect(t, plan.user.id, plan.wheel.area(key).id, { startDate: '2026-08-01', endDate: '2027-06-01' });
      return Promise.all(Array.from({ length: count }, () => createGoalDirect(t, plan.user.id, project.projectDetailId, 'DO')));
    };
    const [first, second, third] = await goalsOf('PERSONAL_DEVELOPMENT', 3);
    const [other] = await goalsOf('HEALTH_NUTRITION', 1);
    // For each instant below, in both zones: the edges of the 12 and 52 weeks shown, and the weeks around both DST changes.
    const dueDates = ['2026-08-02', '2026-08-03', '2026-08-09', '2026-08-10', '2026-09-06', '2026-09-07', '2026-10-25', '2026-10-26', '2026-11-01', '2026-11-02', '2026-11-08', '2027-02-14', '2027-02-15'];
    const rows = dueDates.flatMap((dueDate, index) =>
      [first!, second!, third!, other!].flatMap((goalId, position) => {
        if ((index + position) % 4 === 3) return [];
        // Completed on the week's last instant, on the next Monday's first, or not at all (the week ends at local midnight).
        const nextMonday = addDays(dueDate, 7 - ((dateToUtc(dueDate).getUTCDay() + 6) % 7));
        const edge = zonedStartOfDay(nextMonday, ZONES[(index + position) % 2]!).getTime();
        const completedAt = position === 3 ? null : new Date(edge + (position === 0 ? -1 : position === 1 ? 0 : -3_600_000));
        return [{ userId: plan.user.id, goalId, contextId: plan.contextId, currencyId: currency.id, title: `Borde ${dueDate} ${position}`, dueDate: dateToUtc(dueDate), completed: completedAt !== null, completedAt }];
      }),
    );
    await db.action.createMany({ data: rows });
    for (const instant of ['2026-10-28T12:00:00.000Z', '2026-10-25T00:30:00.000Z', '2026-11-08T23:59:00.000Z', '2026-09-06T04:30:00.000Z', '2027-02-15T02:00:00.000Z']) {
      clock.moveTo(instant);
      for (const zone of ZONES) await compareAt(plan, zone);
    }
  });
});

describe('the report\'s done actions are read goal by goal', () => {
  it('goals with 0, 1, 10, 11 and 25 completed actions, ties on the instant, a completion without an instant, pending ones and another person\'s', { timeout: 300_000 }, async () => {
    clock.moveTo('2026-11-16T10:00:00.000Z');
    const db = t.app.deps.db;
    const currency = await db.currency.findUniqueOrThrow({ where: { code: 'EUR' }, select: { id: true } });
    const [plan, other] = [await createPlanUser(t), await createPlanUser(t)];
    const project = await createProjectDirect(t, plan.user.id, plan.wheel.area('PERSONAL_DEVELOPMENT').id, { startDate: '2026-09-01', endDate: '2027-03-01' });
    const otherProject = await createProjectDirect(t, other.user.id, other.wheel.area('PERSONAL_DEVELOPMENT').id, { startDate: '2026-09-01', endDate: '2027-03-01' });
    const shared = new Date('2026-11-02T23:30:00.000Z');
    const actionsOf = async (owner: PlanUser, projectDetailId: string, done: number) => {
      const goalId = await createGoalDirect(t, owner.user.id, projectDetailId, 'HAVE');
      const rows = Array.from({ length: done + 3 }, (_, index) => {
        const completed = index < done;
        // Every other one on one shared instant (the id breaks the tie, at the cut too), one completed without an instant, the rest a day apart.
        const completedAt = !completed || index === 4 ? null : index % 2 === 0 ? shared : new Date(shared.getTime() - index * 86_400_000);
        return { userId: owner.user.id, goalId, contextId: owner.contextId, currencyId: currency.id, title: `Hecha ${index}`, dueDate: dateToUtc('2026-10-20'), completed, completedAt };
      });
      await db.action.createMany({ data: rows });
    };
    for (const done of [0, 1, 10, 11, 25]) await actionsOf(plan, project.projectDetailId, done);
    await actionsOf(other, otherProject.projectDetailId, 12);
    for (const zone of ZONES) {
      const scope = { db, read: t.app.deps.read, lang: 'es' as const, timeZone: zone, now: clock.now(), user: { id: plan.user.id } };
      const expected = await fullDoneActions(scope);
      const answered = await readDoneActions(scope);
      expect(answered.listed, zone).toEqual(expected.listed.sort((a, b) => (a.goalId < b.goalId ? -1 : a.goalId > b.goalId ? 1 : 0)));
      expect([...answered.counts].sort(), zone).toEqual([...expected.counts].sort());
      expect([...answered.counts.values()].sort((a, b) => a - b), zone).toEqual([1, 10, 11, 25]);
    }
  });
});

describe('a heavy history reads in the statements a light one does', () => {
  /** The statements one GET sends (Prisma's and the direct reader's alike). */
  async function statementsOf(plan: PlanUser, path: string, query: Record<string, string> = {}): Promise<number> {
    let count = 0;
    const stop = t.database.onQuery(() => {
      count += 1;
    });
    try {
      expect((await apiAs(t, tokenAt(t, plan.user), { timeZone: 'Europe/Madrid' }).get(path, query)).status).toBe(200);
    } finally {
      stop();
    }
    return count;
  }

  async function startedPlan(): Promise<{ plan: PlanUser; goalId: string }> {
    const plan = await createPlanUser(t);
    await t.app.deps.db.lifeWheel.update({ where: { id: plan.wheel.lifeWheelId }, data: { focusSelectedAt: FIRST_CYCLE } });
    await subscribe(plan);
    const project = await createProjectDirect(t, plan.user.id, plan.wheel.area('PERSONAL_DEVELOPMENT').id, { startDate: '2026-09-01', endDate: '2027-03-01' });
    return { plan, goalId: await createGoalDirect(t, plan.user.id, project.projectDetailId, 'DO') };
  }

  it('GET /weeks/me, /analytics/me and /reports/progress/ES: 5 actions against 3,000 with 20 series', { timeout: 600_000 }, async () => {
    clock.moveTo('2026-12-02T12:00:00.000Z');
    const db = t.app.deps.db;
    const currency = await db.currency.findUniqueOrThrow({ where: { code: 'USD' }, select: { id: true } });
    const rowsOf = (plan: PlanUser, goalId: string, count: number) =>
      Array.from({ length: count }, (_, index) => {
        const dueDate = addDays('2026-09-01', index % 100);
        const completedAt = index % 3 === 0 ? null : new Date(dateToUtc(dueDate).getTime() + (index % 50) * 3_600_000);
        return { userId: plan.user.id, goalId, contextId: plan.contextId, currencyId: currency.id, title: `Acción ${index}`, dueDate: dateToUtc(dueDate), completed: completedAt !== null, completedAt };
      });
    const light = await startedPlan();
    await db.action.createMany({ data: rowsOf(light.plan, light.goalId, 5) });
    const heavy = await startedPlan();
    await db.action.createMany({ data: rowsOf(heavy.plan, heavy.goalId, 3_000) });
    await db.actionSeries.createMany({
      data: Array.from({ length: 20 }, (_, index) => ({
        userId: heavy.plan.user.id,
        goalId: heavy.goalId,
        contextId: heavy.plan.contextId,
        currencyId: currency.id,
        title: `Serie ${index}`,
        everyDays: 1 + (index % 3),
        weekdays: [],
        until: dateToUtc('2027-03-01'),
        lastDate: dateToUtc('2026-09-02'),
      })),
    });
    for (const [path, query] of [['/weeks/me', {}], ['/weeks/me', { weeks: '52' }], ['/analytics/me', {}], ['/reports/progress/ES', {}]] as const) {
      expect(await statementsOf(heavy.plan, path, query), path).toBe(await statementsOf(light.plan, path, query));
    }
  });
});
