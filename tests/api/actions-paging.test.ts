import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeActionCursor } from '../../domain/rules/action-cursor';
import { actionsOfPage } from '../../domain/rules/actions';
import { addDays } from '../../domain/rules/dates';
import type { Action, ActionList, ActionPage } from '../../domain/schemas/actions';
import { createTestApp, type TestApp } from '../support/app';
import {
  apiAs,
  createActionsDirect,
  createContextDirect,
  createGoalDirect,
  createPlanUser,
  createProjectDirect,
  todayIn,
  type PlanUser,
} from '../support/plan-state';

let t: TestApp;
let owner: PlanUser & { projectId: string; goalIds: string[]; officeId: string };
let stranger: PlanUser & { goalId: string; projectId: string };

/**
 * 13 actions over two projects, three goals, two contexts and two currencies, some completed, some overdue, some
 * without a budget; rows written in one statement share their creation instant, so only the id orders them.
 */
beforeAll(async () => {
  t = await createTestApp();
  const plan = await createPlanUser(t);
  const userId = plan.user.id;
  const officeId = await createContextDirect(t, userId, '@oficina');
  const first = await createProjectDirect(t, userId, plan.wheel.area('PERSONAL_DEVELOPMENT').id);
  const second = await createProjectDirect(t, userId, plan.wheel.area('PROFESSIONAL_ACTIVITY').id);
  const goalIds = [
    await createGoalDirect(t, userId, first.projectDetailId, 'BE'),
    await createGoalDirect(t, userId, first.projectDetailId, 'DO'),
    await createGoalDirect(t, userId, second.projectDetailId, 'HAVE'),
  ];
  const today = todayIn();
  const [be, doGoal, have] = goalIds as [string, string, string];
  await createActionsDirect(t, { userId, goalId: be, contextId: plan.contextId, count: 4, dueDate: addDays(today, 3), baseCapitalCents: 12_345 });
  await createActionsDirect(t, { userId, goalId: doGoal, contextId: officeId, count: 3, dueDate: addDays(today, -2) });
  await createActionsDirect(t, { userId, goalId: have, contextId: officeId, count: 2, dueDate: addDays(today, 3), completed: true, baseCapitalCents: 50_000, currencyCode: 'EUR' });
  await createActionsDirect(t, { userId, goalId: have, contextId: plan.contextId, count: 4, dueDate: addDays(today, 40), baseCapitalCents: 999 });
  await t.app.deps.db.action.updateMany({ where: { userId, goalId: be }, data: { description: 'Con descripción' } });
  owner = { ...plan, projectId: first.projectId, goalIds, officeId };

  const other = await createPlanUser(t);
  const project = await createProjectDirect(t, other.user.id, other.wheel.area('PERSONAL_DEVELOPMENT').id);
  stranger = { ...other, projectId: project.projectId, goalId: await createGoalDirect(t, other.user.id, project.projectDetailId) };
  await createActionsDirect(t, { userId: other.user.id, goalId: stranger.goalId, contextId: other.contextId, count: 2 });
});
afterAll(async () => t.close());

const api = (lang: 'es' | 'en' = 'es') => apiAs(t, owner.user.token, { lang });

async function fullList(query: Record<string, string> = {}): Promise<ActionList> {
  const response = await api().get('/actions/me', query);
  expect(response.status).toBe(200);
  return response.body as ActionList;
}

/** Every page of a list, following nextCursor. */
async function allPages(query: Record<string, string>): Promise<ActionPage[]> {
  const pages: ActionPage[] = [];
  let cursor: string | null = null;
  do {
    const response = await api().get('/actions/me', { ...query, ...(cursor ? { cursor } : {}) });
    expect(response.status).toBe(200);
    const page = response.body as ActionPage;
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor && pages.length < 50);
  return pages;
}

const withoutCreatedAt = ({ createdAt: _createdAt, ...action }: Action) => action;

describe('GET /actions/me without ?limit or ?cursor', () => {
  it('answers the whole list in the shape of SPEC.md section 7, every field kept', async () => {
    const list = await fullList();
    expect(Object.keys(list).sort()).toEqual(['actions', 'completedActions', 'overdueActions', 'pendingActions', 'totalActions']);
    expect(list.actions).toHaveLength(13);
    for (const action of list.actions) {
      expect(Object.keys(action).sort()).toEqual([
        'actualCost', 'budget', 'completed', 'completedAt', 'contextId', 'contextName', 'createdAt', 'daysUntilDue', 'description', 'dueDate', 'energy',
        'goal', 'goalId', 'id', 'isDueSoon', 'isMissed', 'isOverdue', 'project', 'projectId', 'seriesId', 'targetQuestionIds', 'timeEstimate', 'title',
        'version',
      ]);
      expect(Object.keys(action.budget).sort()).toEqual(['baseCapital', 'currencyCode', 'currencySymbol', 'dailyBudget', 'monthlyBudget', 'oneOff', 'totalCapital']);
    }
    expect(list).toMatchObject({ totalActions: 13, completedActions: 2, pendingActions: 11, overdueActions: 3 });
    const eur = list.actions.find((action) => action.budget.currencyCode === 'EUR');
    expect(eur?.budget).toMatchObject({ baseCapital: 500, totalCapital: 500, currencySymbol: '€' });
    expect(eur?.completedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});

describe('GET /actions/me?limit=&cursor=', () => {
  it('pages through the whole list in its order, id breaking ties, each action once', async () => {
    const list = await fullList();
    const pages = await allPages({ limit: '3' });
    expect(pages.map((page) => page.items.length)).toEqual([3, 3, 3, 3, 1]);
    expect(pages.at(-1)?.nextCursor).toBeNull();
    expect(pages.flatMap((page) => page.items.map((item) => item.id))).toEqual(list.actions.map((action) => action.id));
    // Actions created in one statement share dueDate and createdAt: the id orders them.
    const sameKey = list.actions.filter((action) => action.goalId === owner.goalIds[0]).map((action) => action.id);
    expect(sameKey).toEqual([...sameKey].sort());
  });

  it('answers compact items that expand into exactly the actions of the whole list', async () => {
    const list = await fullList();
    const pages = await allPages({ limit: '5' });
    expect(pages.flatMap(actionsOfPage)).toEqual(list.actions.map(withoutCreatedAt));
    const [first] = pages as [ActionPage];
    expect(first).toMatchObject({ today: todayIn(), currencyCode: 'USD', totalActions: 13, completedActions: 2, pendingActions: 11, overdueActions: 3 });
    for (const page of pages) expect(page).toMatchObject({ totalActions: 13, overdueActions: 3 });
    expect(first.contexts).toEqual([
      { id: owner.contextId, name: '@casa', totalActions: 8, completedActions: 0 },
      { id: owner.officeId, name: '@oficina', totalActions: 5, completedActions: 2 },
    ]);
    const items = pages.flatMap((page) => page.items);
    const overdue = items.find((item) => item.goalId === owner.goalIds[1]);
    expect(overdue && Object.keys(overdue).sort()).toEqual(['completed', 'contextId', 'dueDate', 'energy', 'goalId', 'id', 'timeEstimate', 'title', 'version']);
    const eur = items.find((item) => item.currencyCode === 'EUR');
    expect(eur).toMatchObject({ baseCapital: 500, completed: true, createdDate: todayIn() });
    expect(eur?.completedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('spends at most 40% of the whole list’s bytes per action (the page’s tables of goals, projects and contexts apart)', async () => {
    const whole = (await api().get('/actions/me')).body as ActionList;
    const paged = (await api().get('/actions/me', { limit: '200' })).body as ActionPage;
    expect(Buffer.byteLength(JSON.stringify(paged.items)) / Buffer.byteLength(JSON.stringify(whole.actions))).toBeLessThanOrEqual(0.4);
  });

  it('pages a filtered list, with the filtered counters', async () => {
    const byContext = await fullList({ contextId: owner.officeId });
    const pages = await allPages({ contextId: owner.officeId, limit: '2' });
    expect(pages.flatMap(actionsOfPage)).toEqual(byContext.actions.map(withoutCreatedAt));
    expect(pages[0]).toMatchObject({ totalActions: 5, completedActions: 2, overdueActions: 3 });
    const byProject = await fullList({ projectId: owner.projectId });
    const projectPages = await allPages({ projectId: owner.projectId, limit: '200' });
    expect(projectPages).toHaveLength(1);
    expect(projectPages.flatMap(actionsOfPage)).toEqual(byProject.actions.map(withoutCreatedAt));
  });

  it('takes ?cursor alone (a page of 50) and answers an empty last page after the last action', async () => {
    const list = await fullList();
    const last = list.actions.at(-1)!;
    const cursor = encodeActionCursor({ dueDate: last.dueDate, createdAt: last.createdAt, id: last.id });
    const after = await api().get('/actions/me', { cursor });
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ items: [], nextCursor: null, totalActions: 13, goals: [], projects: [] });
  });

  it('answers 400 with a translated message for a bad limit, and changes nothing', async () => {
    for (const limit of ['0', '201', 'abc', '1.5', '-1', '']) {
      const es = await api('es').get('/actions/me', { limit });
      expect(es.status, limit).toBe(400);
      expect(es.body).toMatchObject({ code: 'VALIDATION_ERROR', issues: [{ path: 'limit', code: 'INVALID_FORMAT', message: 'Formato inválido' }] });
    }
    const en = await api('en').get('/actions/me', { limit: '500' });
    expect(en.body).toMatchObject({ issues: [{ path: 'limit', code: 'INVALID_FORMAT', message: 'Invalid format' }] });
  });

  it('answers 400 with a translated message for a cursor it did not make', async () => {
    const forged = [
      'not a cursor!',
      'x'.repeat(201),
      Buffer.from('2026-01-01|yesterday|abc').toString('base64url'),
      Buffer.from(`2026-02-30|2026-01-01T00:00:00.000Z|${owner.user.id}`).toString('base64url'),
      '%%%',
    ];
    for (const cursor of forged) {
      const es = await api('es').get('/actions/me', { cursor });
      expect(es.status, cursor).toBe(400);
      expect(es.body.issues[0]).toMatchObject({ path: 'cursor', code: 'INVALID_FORMAT' });
      expect(es.body.issues[0].message).toBe('Formato inválido');
    }
    const en = await api('en').get('/actions/me', { cursor: 'nope!' });
    expect(en.body.issues[0].message).toBe('Invalid format');
  });

  it("answers 404 for another user's goal, project or context, paged too", async () => {
    const foreign: Record<string, string>[] = [{ goalId: stranger.goalId }, { projectId: stranger.projectId }, { contextId: stranger.contextId }];
    for (const query of foreign) {
      const response = await api().get('/actions/me', { ...query, limit: '10' });
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('NOT_FOUND');
    }
  });

  it('never lists another user’s actions, whatever the cursor', async () => {
    const strangerList = (await apiAs(t, stranger.user.token).get('/actions/me')).body as ActionList;
    const first = strangerList.actions[0]!;
    const cursor = encodeActionCursor({ dueDate: '1970-01-01', createdAt: first.createdAt, id: first.id });
    const page = (await api().get('/actions/me', { cursor, limit: '200' })).body as ActionPage;
    expect(page.items.map((item) => item.id)).not.toContain(first.id);
    expect(page.items).toHaveLength(13);
  });

  it('pages the same way over tRPC (the same operation)', async () => {
    const rest = await allPages({ limit: '4' });
    const first = await t.trpc('actions.me', { limit: 4 }, { token: owner.user.token, query: true });
    expect(first.status).toBe(200);
    const firstPage = first.data as ActionPage;
    expect(firstPage.items.map((item) => item.id)).toEqual(rest[0]!.items.map((item) => item.id));
    const second = await t.trpc('actions.me', { limit: 4, cursor: firstPage.nextCursor }, { token: owner.user.token, query: true });
    expect((second.data as ActionPage).items.map((item) => item.id)).toEqual(rest[1]!.items.map((item) => item.id));
    const bad = await t.trpc('actions.me', { limit: 0 }, { token: owner.user.token, query: true });
    expect(bad.error?.data).toMatchObject({ appCode: 'VALIDATION_ERROR', httpStatus: 400 });
  });
});
