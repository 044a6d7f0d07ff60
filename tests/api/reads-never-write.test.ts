import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActionList } from '../../domain/schemas/actions';
import type { OperationTable } from '../../server/operations/define';
import { operationTables } from '../../server/operations';
import { createTestApp, type TestApp } from '../support/app';
import { testClock, tokenAt } from '../support/clock';
import { apiAs, createGoalDirect, createPlanUser, createProjectDirect, type PlanUser } from '../support/plan-state';

// Every GET operation of the operation tables, called for a person with a bit of everything (recurring series among
// it) after the clock moved three weeks: not one sends INSERT, UPDATE or DELETE (issue 35, "reads stay reads").
const clock = testClock('2026-11-25T12:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
});
afterAll(async () => t.close());

/** A statement that changes rows (a row lock, SELECT … FOR UPDATE, is not one). */
const WRITE = /\bINSERT\s+INTO\b|\bUPDATE\s+"?\w+"?\s+SET\b|\bDELETE\s+FROM\b|\bMERGE\s+INTO\b/i;

type Person = {
  plan: PlanUser;
  seriesId: string;
  areaId: string;
  cycleId: string;
  feedToken: string;
  webhookId: string;
  projectId: string;
  goalId: string;
  actionId: string;
  supportedShareId: string;
};

/** A share of everything from another person to `companionId`, accepted: the companion's view is a read too. */
async function supportedShare(companionId: string, companionEmail: string): Promise<string> {
  const owner = await createPlanUser(t);
  const now = new Date('2026-11-02T09:00:00.000Z');
  const everything = { wheel: true, cycles: true, plan: true, budgets: true, weekly: true, reviewText: true };
  const share = await t.app.deps.db.share.create({
    data: { ownerId: owner.user.id, companionEmail, companionId, role: 'COACH', ...everything, status: 'ACTIVE', mailLang: 'es', acceptedAt: now, createdAt: now, updatedAt: now },
    select: { id: true },
  });
  return share.id;
}

async function person(): Promise<Person> {
  const plan = await createPlanUser(t);
  const db = t.app.deps.db;
  await db.lifeWheel.update({ where: { id: plan.wheel.lifeWheelId }, data: { focusSelectedAt: new Date('2026-11-02T09:00:00.000Z') } });
  const api = apiAs(t, tokenAt(t, plan.user));
  const plans = (await t.http.get('/api/v1/subscription/all')).body as { plans: { name: string; id: string; currencyId: string; basePrice: number }[] };
  const monthly = plans.plans.find((row) => row.name === 'MONTHLY')!;
  expect((await api.post('/users/add-subscription', { planId: monthly.id, currencyId: monthly.currencyId, amountPaid: monthly.basePrice })).status).toBe(201);
  // A webhook endpoint before the actions, so that its delivery log has rows to read.
  const webhook = await api.post('/users/webhooks', { url: 'https://example.com/hook', events: ['action.created', 'action.completed'] });
  expect(webhook.status).toBe(201);
  const areaId = plan.wheel.area('PERSONAL_DEVELOPMENT').id;
  const { projectId, projectDetailId } = await createProjectDirect(t, plan.user.id, areaId, { startDate: '2026-11-01', endDate: '2027-01-31' });
  const goalId = await createGoalDirect(t, plan.user.id, projectDetailId, 'DO');
  const add = (body: object) => api.post('/actions/add', { goalId, contextId: plan.contextId, title: 'Leer', dueDate: '2026-11-25', baseCapital: 5, ...body });
  const daily = await add({ repeat: { everyDays: 1, until: '2027-01-31' } });
  expect(daily.status).toBe(201);
  expect((await add({ title: 'Nadar', repeat: { weekdays: [1, 3, 5], until: '2027-01-31' } })).status).toBe(201);
  const once = await add({ title: 'Llamar', dueDate: '2026-11-27' });
  expect((await api.put(`/actions/${once.body.id}/complete`, { actualCost: 3 })).status).toBe(200);
  const feed = await api.post('/users/calendar-feed');
  expect(feed.status).toBeLessThan(300);
  const feedToken = new URL((feed.body as { url: string }).url).pathname.split('/').pop()!.replace(/\.ics$/, '');
  const cycle = await db.cycle.findFirstOrThrow({ where: { lifeWheelId: plan.wheel.lifeWheelId }, select: { id: true } });
  const supportedShareId = await supportedShare(plan.user.id, plan.user.email);
  return { plan, seriesId: daily.body.seriesId, areaId, cycleId: cycle.id, feedToken, webhookId: webhook.body.id, projectId, goalId, actionId: once.body.id, supportedShareId };
}

/** The path parameters and query each GET needs; a GET added without an entry here fails the test until it has one. */
function requestsOf(path: string, p: Person): { path: string; query: Record<string, string> }[] {
  const samples: Record<string, { params?: Record<string, string>; queries?: Record<string, string>[] }> = {
    '/actions/me': { queries: [{}, { limit: '5' }, { goalId: '00000000-0000-4000-8000-000000000000' }] },
    '/actions/now': { queries: [{}, { energy: 'LOW' }] },
    '/actions/series/{id}': { params: { id: p.seriesId } },
    '/actions/{id}': { params: { id: p.actionId } },
    '/projects/{id}': { params: { id: p.projectId } },
    '/goals/{id}': { params: { id: p.goalId } },
    '/users/contexts/{id}': { params: { id: p.plan.contextId } },
    '/weeks/me': { queries: [{}, { weeks: '52' }] },
    '/assessment/area/{id}': { params: { id: p.areaId } },
    '/assessment/area/{id}/answers': { params: { id: p.areaId } },
    '/projects/by-area': { queries: [{ area: p.areaId }] },
    '/assessment/suggestions': { queries: [{ lifeWheelAreaId: p.areaId }] },
    '/lifewheel/compare': { queries: [{ from: p.cycleId, to: p.cycleId }] },
    '/documents/{type}/{lang}': { params: { type: 'terms', lang: 'ES' } },
    '/reports/progress/{lang}': { params: { lang: 'ES' } },
    '/calendar/{token}.ics': { params: { token: p.feedToken } },
    '/users/webhooks/{id}': { params: { id: p.webhookId } },
    '/supporting/{id}': { params: { id: p.supportedShareId } },
    '/users/webhooks/{id}/deliveries': { params: { id: p.webhookId }, queries: [{}, { limit: '1' }] },
    // The providers' trips: the test app configures no provider, so both answer before any provider is asked.
    '/auth/oauth/{provider}/start': { params: { provider: 'oidc' } },
    '/auth/oauth/{provider}/callback': { params: { provider: 'oidc' }, queries: [{ code: 'x', state: 'y' }] },
  };
  const sample = samples[path] ?? {};
  const placeholders = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  const missing = placeholders.filter((name) => sample.params?.[name] === undefined);
  if (missing.length > 0) throw new Error(`No sample ${missing.join(', ')} for GET ${path}: add one to requestsOf`);
  const filled = placeholders.reduce((full, name) => full.replace(`{${name}}`, sample.params![name]!), path);
  return (sample.queries ?? [{}]).map((query) => ({ path: filled, query }));
}

const getOperations: { name: string; path: string }[] = Object.entries(operationTables).flatMap(([area, table]) =>
  Object.entries(table as OperationTable).flatMap(([name, operation]) => (operation.method === 'GET' ? [{ name: `${area}.${name}`, path: operation.path }] : [])),
);

describe('reads stay reads', () => {
  it('lists the GET operations it calls', () => {
    expect(getOperations.map((operation) => operation.path)).toEqual(expect.arrayContaining(['/actions/me', '/actions/now', '/weeks/me', '/analytics/me', '/actions/series/{id}']));
  });

  it('no GET operation sends INSERT, UPDATE or DELETE, with recurring series three weeks behind', async () => {
    const p = await person();
    clock.moveTo('2026-12-16T12:00:00.000Z');
    const api = apiAs(t, tokenAt(t, p.plan.user));
    const writes: string[] = [];
    const failures: string[] = [];
    for (const operation of getOperations) {
      for (const request of requestsOf(operation.path, p)) {
        const sent: string[] = [];
        const stop = t.database.onQuery((sql) => sent.push(sql));
        const response = await api.get(request.path, request.query);
        stop();
        const label = `${operation.name} GET ${request.path}?${new URLSearchParams(request.query).toString()}`;
        if (response.status >= 500) failures.push(`${label}: ${response.status}`);
        writes.push(...sent.filter((sql) => WRITE.test(sql)).map((sql) => `${label}: ${sql.replace(/\s+/g, ' ').slice(0, 160)}`));
      }
    }
    expect(failures).toEqual([]);
    expect(writes).toEqual([]);
    // The reads did see the three weeks of owed occurrences (computed, not stored).
    const list = (await api.get('/actions/me')).body as ActionList;
    const daily = list.actions.filter((action) => action.seriesId === p.seriesId).map((action) => action.dueDate);
    expect(daily).toEqual(['2026-11-25', ...Array.from({ length: 8 }, (_, index) => `2026-12-${String(9 + index).padStart(2, '0')}`)]);
    expect(await t.app.deps.db.action.count({ where: { userId: p.plan.user.id } })).toBe(3);
  });
});
