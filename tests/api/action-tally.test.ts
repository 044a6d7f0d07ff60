import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateToUtc } from '../../domain/rules/dates';
import type { Action, ActionPage } from '../../domain/schemas/actions';
import { createTestApp, type TestApp } from '../support/app';
import { testClock, tokenAt } from '../support/clock';
import { apiAs, createActionsDirect, createContextDirect, createGoalDirect, createPlanUser, createProjectDirect, type PlanUser } from '../support/plan-state';
import { random } from '../support/random';

// "ActionTally" is kept by triggers on "Action" (migration *_action_tally) and a page of GET /actions/me counts the
// whole list from it (docs/decisions/2026-12-04-action-tally.md). It must equal the actions counted after every kind
// of write, cascades and bulk statements included, and the page's counters must equal those of the whole list (the
// full computation) for random histories, every filter, the clock moved across days, a DST change and three zones.
const clock = testClock('2026-10-20T09:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
});
afterAll(async () => t.close());

type TallyRow = { goalId: string; contextId: string; currencyId: string; actions: number; completed: number; plannedCents: number; spentCents: number };
const keyOf = (row: Pick<TallyRow, 'goalId' | 'contextId' | 'currencyId'>) => `${row.goalId}|${row.contextId}|${row.currencyId}`;
const byKey = (a: TallyRow, b: TallyRow) => keyOf(a).localeCompare(keyOf(b));

/**
 * The person's tally rows, and the same figures taken from their actions as analytics took them before the tally: a
 * count of all and of the completed, the capital of all, the actual cost of the completed.
 */
async function tallyAndCount(userId: string): Promise<{ kept: TallyRow[]; counted: TallyRow[] }> {
  const db = t.app.deps.db;
  const kept = (await db.actionTally.findMany({ where: { userId } })).map(({ userId: _userId, plannedCents, spentCents, ...row }) => ({
    ...row,
    plannedCents: Number(plannedCents),
    spentCents: Number(spentCents),
  }));
  const groups = await db.action.groupBy({
    by: ['goalId', 'contextId', 'currencyId', 'completed'],
    where: { userId },
    _count: { _all: true },
    _sum: { baseCapitalCents: true, actualCostCents: true },
  });
  const counted = new Map<string, TallyRow>();
  for (const group of groups) {
    const row = counted.get(keyOf(group)) ?? { goalId: group.goalId, contextId: group.contextId, currencyId: group.currencyId, actions: 0, completed: 0, plannedCents: 0, spentCents: 0 };
    row.actions += group._count._all;
    row.plannedCents += group._sum.baseCapitalCents ?? 0;
    if (group.completed) {
      row.completed += group._count._all;
      row.spentCents += group._sum.actualCostCents ?? 0;
    }
    counted.set(keyOf(group), row);
  }
  return { kept: kept.sort(byKey), counted: [...counted.values()].sort(byKey) };
}

async function expectTallyKept(userId: string, actions?: number): Promise<void> {
  const { kept, counted } = await tallyAndCount(userId);
  expect(kept).toEqual(counted);
  if (actions !== undefined) expect(kept.reduce((sum, row) => sum + row.actions, 0)).toBe(actions);
}

describe('the action tally', () => {
  it('equals the actions counted after adding, completing, moving, deleting, bulk statements and cascades', async () => {
    clock.moveTo('2026-10-20T09:00:00.000Z');
    const plan = await createPlanUser(t);
    const other = await createPlanUser(t);
    const api = apiAs(t, tokenAt(t, plan.user));
    const project = await createProjectDirect(t, plan.user.id, plan.wheel.area('PERSONAL_DEVELOPMENT').id);
    const goalId = await createGoalDirect(t, plan.user.id, project.projectDetailId);
    const otherGoalId = await createGoalDirect(t, plan.user.id, project.projectDetailId, 'DO');
    const officeId = await createContextDirect(t, plan.user.id, '@oficina');
    const otherProject = await createProjectDirect(t, other.user.id, other.wheel.area('PERSONAL_DEVELOPMENT').id);
    const strangerGoalId = await createGoalDirect(t, other.user.id, otherProject.projectDetailId);
    await createActionsDirect(t, { userId: other.user.id, goalId: strangerGoalId, contextId: other.contextId, count: 3, completed: true });
    const dueDate = addDays('2026-10-20', 5);
    await expectTallyKept(plan.user.id, 0);

    const added: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await api.post('/actions/add', { goalId, contextId: plan.contextId, title: `Acción ${i}`, dueDate });
      expect(response.status).toBe(201);
      added.push(response.body.id as string);
    }
    await expectTallyKept(plan.user.id, 3);

    expect((await api.put(`/actions/${added[0]}/complete`)).status).toBe(200);
    await expectTallyKept(plan.user.id, 3);
    expect((await api.patch(`/actions/${added[0]}/toggle`)).status).toBe(200);
    expect((await api.patch(`/actions/${added[1]}/toggle`)).status).toBe(200);
    await expectTallyKept(plan.user.id, 3);

    // Moves to another goal, another context, both at once; an edit moving nothing changes nothing.
    expect((await api.patch(`/actions/${added[1]}`, { goalId: otherGoalId })).status).toBe(200);
    expect((await api.patch(`/actions/${added[2]}`, { contextId: officeId })).status).toBe(200);
    expect((await api.patch(`/actions/${added[0]}`, { goalId: otherGoalId, contextId: officeId })).status).toBe(200);
    expect((await api.patch(`/actions/${added[0]}`, { title: 'Otro título' })).status).toBe(200);
    await expectTallyKept(plan.user.id, 3);

    // The money it counts: capital, currency, the actual cost of a completed action, cleared when it is reopened.
    expect((await api.patch(`/actions/${added[1]}`, { baseCapital: 120.5 })).status).toBe(200);
    expect((await api.patch(`/actions/${added[2]}`, { baseCapital: 40, currencyCode: 'EUR' })).status).toBe(200);
    expect((await api.put(`/actions/${added[1]}/complete`, { actualCost: 99.99 })).status).toBe(200);
    await expectTallyKept(plan.user.id, 3);
    expect((await api.patch(`/actions/${added[1]}`, { actualCost: 10 })).status).toBe(200);
    await expectTallyKept(plan.user.id, 3);
    expect((await api.patch(`/actions/${added[1]}/toggle`)).status).toBe(200);
    await expectTallyKept(plan.user.id, 3);

    expect((await api.delete(`/actions/${added[2]}`)).status).toBe(200);
    await expectTallyKept(plan.user.id, 2);

    // A recurring action stores its first occurrence; completing it stores the next one.
    const series = await api.post('/actions/add', { goalId, contextId: plan.contextId, title: 'Correr', dueDate: '2026-10-20', repeat: { everyDays: 1, until: '2026-11-10' } });
    expect(series.status).toBe(201);
    expect((await api.put(`/actions/${series.body.id}/complete`)).status).toBe(200);
    await expectTallyKept(plan.user.id);

    // Statements of many rows: inserted in two contexts, completed, moved, deleted.
    const db = t.app.deps.db;
    await createActionsDirect(t, { userId: plan.user.id, goalId, contextId: plan.contextId, count: 6 });
    await createActionsDirect(t, { userId: plan.user.id, goalId: otherGoalId, contextId: officeId, count: 4, completed: true, baseCapitalCents: 250, currencyCode: 'EUR' });
    await expectTallyKept(plan.user.id);
    await db.action.updateMany({ where: { userId: plan.user.id, completed: true }, data: { actualCostCents: 175 } });
    await db.action.updateMany({ where: { userId: plan.user.id, goalId, title: { startsWith: 'Acción' } }, data: { completed: true, completedAt: new Date() } });
    await db.action.updateMany({ where: { userId: plan.user.id, contextId: officeId }, data: { contextId: plan.contextId, goalId } });
    await expectTallyKept(plan.user.id);
    await db.action.deleteMany({ where: { userId: plan.user.id, completed: true } });
    await expectTallyKept(plan.user.id);

    // A goal's last actions gone, it has no row left (and can be deleted); the account's deletion takes everything by
    // cascade, and the stranger keeps theirs.
    await db.action.deleteMany({ where: { goalId: otherGoalId } });
    await expectTallyKept(plan.user.id);
    expect(await db.actionTally.count({ where: { goalId: otherGoalId } })).toBe(0);
    expect((await api.delete(`/goals/${otherGoalId}`)).status).toBe(200);
    expect(await db.actionTally.count({ where: { userId: plan.user.id } })).toBeGreaterThan(0);
    await db.user.delete({ where: { id: plan.user.id } });
    expect(await db.actionTally.count({ where: { userId: plan.user.id } })).toBe(0);
    await expectTallyKept(other.user.id, 3);
  });

  it('refuses a delta that would make a count wrong, and the write with it', async () => {
    const plan = await createPlanUser(t);
    const project = await createProjectDirect(t, plan.user.id, plan.wheel.area('PERSONAL_DEVELOPMENT').id);
    const goalId = await createGoalDirect(t, plan.user.id, project.projectDetailId);
    await createActionsDirect(t, { userId: plan.user.id, goalId, contextId: plan.contextId, count: 2 });
    const db = t.app.deps.db;
    await db.actionTally.updateMany({ where: { userId: plan.user.id, goalId }, data: { actions: 1 } });
    await expect(db.action.deleteMany({ where: { userId: plan.user.id } })).rejects.toThrow();
    expect(await db.action.count({ where: { userId: plan.user.id } })).toBe(2);
  });
});

type History = { plan: PlanUser; goalIds: string[]; projectIds: string[]; contextIds: string[] };

/** Projects of every status in three areas, goals, three contexts, actions due around the clock's days, missed and done ones, a series. */
async function randomHistory(seed: number): Promise<History> {
  const rng = random(seed);
  const plan = await createPlanUser(t);
  const db = t.app.deps.db;
  const contextIds = [plan.contextId, await createContextDirect(t, plan.user.id, '@oficina'), await createContextDirect(t, plan.user.id, '@calle')];
  const currency = await db.currency.findUniqueOrThrow({ where: { code: 'EUR' }, select: { id: true } });
  const history: History = { plan, goalIds: [], projectIds: [], contextIds };
  for (const key of ['PERSONAL_DEVELOPMENT', 'HEALTH_NUTRITION', 'MONEY_FINANCES'] as const) {
    const project = await createProjectDirect(t, plan.user.id, plan.wheel.area(key).id, {
      status: rng.pick(['ACTIVE', 'ACTIVE', 'SOMEDAY', 'COMPLETED'] as const),
      startDate: '2026-09-01',
      endDate: '2027-03-01',
    });
    history.projectIds.push(project.projectId);
    for (let goals = rng.int(1, 3); goals > 0; goals -= 1) {
      const goalId = await createGoalDirect(t, plan.user.id, project.projectDetailId, rng.pick(['BE', 'DO', 'HAVE'] as const));
      history.goalIds.push(goalId);
      const rows = Array.from({ length: rng.int(5, 40) }, () => {
        const dueDate = addDays('2026-10-01', rng.int(0, 60));
        const completed = rng.next() < 0.45;
        return {
          userId: plan.user.id,
          goalId,
          contextId: rng.pick(contextIds),
          currencyId: currency.id,
          title: `Acción ${rng.int(1, 9999)}`,
          dueDate: dateToUtc(dueDate),
          completed,
          completedAt: completed ? new Date(dateToUtc(dueDate).getTime() + 3_600_000) : null,
          missedAt: !completed && rng.next() < 0.15 ? new Date('2026-10-15T10:00:00.000Z') : null,
        };
      });
      await db.action.createMany({ data: rows });
      if (rng.next() < 0.4) {
        const anchor = addDays('2026-10-10', rng.int(0, 10));
        const series = await db.actionSeries.create({
          data: { userId: plan.user.id, goalId, contextId: rng.pick(contextIds), currencyId: currency.id, title: 'Serie', everyDays: rng.int(1, 3), weekdays: [], until: dateToUtc(addDays(anchor, 40)), lastDate: dateToUtc(anchor) },
          select: { id: true },
        });
        await db.action.create({ data: { ...rows[0]!, title: 'Serie', dueDate: dateToUtc(anchor), seriesId: series.id, completed: false, completedAt: null, missedAt: null } });
      }
    }
  }
  return history;
}

type Counters = { contexts: { id: string; name: string; totalActions: number; completedActions: number }[]; totalActions: number; completedActions: number; pendingActions: number; overdueActions: number };

/** The counters of the whole list (the full computation: every action read and judged), per context as a page names them. */
function countersOf(actions: Action[]): Counters {
  const contexts = new Map<string, Counters['contexts'][number]>();
  for (const action of actions) {
    const context = contexts.get(action.contextId) ?? { id: action.contextId, name: action.contextName, totalActions: 0, completedActions: 0 };
    context.totalActions += 1;
    if (action.completed) context.completedActions += 1;
    contexts.set(action.contextId, context);
  }
  const completedActions = actions.filter((action) => action.completed).length;
  return {
    contexts: [...contexts.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id)),
    totalActions: actions.length,
    completedActions,
    pendingActions: actions.length - completedActions,
    overdueActions: actions.filter((action) => action.isOverdue).length,
  };
}

/** Before, on and after the clock's dates the actions are due around, Madrid's DST change (2026-10-25) included. */
const INSTANTS = ['2026-10-01T06:00:00.000Z', '2026-10-24T23:30:00.000Z', '2026-10-25T01:30:00.000Z', '2026-11-05T12:00:00.000Z', '2026-12-20T22:45:00.000Z'];
const ZONES = ['Europe/Madrid', 'Asia/Kolkata', 'Pacific/Chatham'];

describe('a page of GET /actions/me counts what the whole list counts', () => {
  it('for random histories, every filter, across days, a DST change and three zones', async () => {
    for (const seed of [11, 29]) {
      clock.moveTo('2026-10-01T06:00:00.000Z');
      const history = await randomHistory(seed);
      const filters: Record<string, string>[] = [
        {},
        { pending: 'true' },
        ...history.goalIds.slice(0, 3).map((goalId) => ({ goalId })),
        ...history.projectIds.map((projectId) => ({ projectId })),
        ...history.contextIds.map((contextId) => ({ contextId })),
        { contextId: history.contextIds[1]!, pending: 'true' },
        { projectId: history.projectIds[0]!, contextId: history.contextIds[0]! },
      ];
      for (const instant of INSTANTS) {
        clock.moveTo(instant);
        for (const timeZone of ZONES) {
          await t.app.deps.db.profile.update({ where: { userId: history.plan.user.id }, data: { timeZone } });
          const api = apiAs(t, tokenAt(t, history.plan.user), { timeZone });
          for (const filter of filters) {
            const whole = await api.get('/actions/me', filter);
            const page = await api.get('/actions/me', { ...filter, limit: '3' });
            expect(whole.status).toBe(200);
            expect(page.status).toBe(200);
            const { contexts, totalActions, completedActions, pendingActions, overdueActions } = page.body as ActionPage;
            expect({ contexts, totalActions, completedActions, pendingActions, overdueActions }, `${seed} ${instant} ${timeZone} ${JSON.stringify(filter)}`).toEqual(
              countersOf(whole.body.actions as Action[]),
            );
          }
        }
      }
    }
  });
});
