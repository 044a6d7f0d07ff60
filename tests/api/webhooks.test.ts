import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { addDays, localDate } from '../../domain/rules/dates';
import { currentWeekStart } from '../../domain/rules/weekly';
import { runWebhookDeliveries } from '../../server/services/webhooks';
import { createTestApp, type TestApp } from '../support/app';
import { apiAs, createGoalDirect, createPlanUser, createProjectDirect, todayIn, type PlanUser } from '../support/plan-state';
import { registerAndLogin } from '../support/users';
import { startReceiver } from '../support/webhook-receiver';
import { assessAllAreas, CYCLE_ONE, saveFocus } from '../support/wheel';
import { shiftedClock } from './sessions-fixtures';

// Signed webhooks (issue 39, docs/decisions/2026-11-30-webhooks.md) against a real receiver on 127.0.0.1 that checks
// every delivery with the standardwebhooks package. Deliveries are sent by the worker's pass, run here at the test's
// clock.

const clock = shiftedClock();
let t: TestApp;
let receivers: Awaited<ReturnType<typeof startReceiver>>[] = [];
beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_TIMEOUT_MS: '1000' }, { clock: clock.now });
});
afterAll(async () => t.close());
afterEach(async () => {
  await Promise.all(receivers.map((receiver) => receiver.close()));
  receivers = [];
  // Each test's pass sends its own deliveries only.
  await t.app.deps.db.webhookEndpoint.deleteMany({});
});

async function receiver() {
  const started = await startReceiver(clock.now);
  receivers.push(started);
  return started;
}

type Created = { id: string; url: string; events: string[]; enabled: boolean; disabledReason: string | null; secret: string };
type Delivery = { id: string; eventId: string; type: string; status: string; attempts: number; responseStatus: number | null; durationMs: number | null; error: string | null; errorMessage: string | null; deliveredAt: string | null };

/** A user with a plan, and an endpoint of theirs on a receiver of their own, subscribed to `events`. */
async function subscribed(events: readonly string[] = ['action.created', 'action.completed', 'goal.completed']) {
  const plan = await createPlanUser(t);
  const api = apiAs(t, plan.user.token);
  const hook = await receiver();
  const response = await api.post('/users/webhooks', { url: hook.url, events });
  expect(response.status).toBe(201);
  const endpoint = response.body as Created;
  hook.secret.value = endpoint.secret;
  return { plan, api, hook, endpoint };
}

async function addAction(plan: PlanUser, api: ReturnType<typeof apiAs>): Promise<{ id: string; goalId: string }> {
  const area = plan.wheel.areas.find((row) => row.isFocus)!;
  const { projectDetailId } = await createProjectDirect(t, plan.user.id, area.id, { startDate: todayIn() });
  const goalId = await createGoalDirect(t, plan.user.id, projectDetailId);
  const response = await api.post('/actions/add', { goalId, contextId: plan.contextId, title: 'Correr 5 km', dueDate: addDays(todayIn(), 2) });
  expect(response.status).toBe(201);
  return { id: (response.body as { id: string }).id, goalId };
}

const pass = () => runWebhookDeliveries(t.app.deps);
const deliveriesOf = async (api: ReturnType<typeof apiAs>, id: string) => {
  const response = await api.get(`/users/webhooks/${id}/deliveries`);
  expect(response.status).toBe(200);
  return (response.body as { deliveries: Delivery[] }).deliveries;
};

describe('registering endpoints', () => {
  it('answers the whsec_ secret once, stores it sealed, and lists and reads the endpoint without it', async () => {
    const { api, endpoint, plan } = await subscribed(['goal.completed', 'action.created']);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(endpoint).toMatchObject({ events: ['action.created', 'goal.completed'], enabled: true, disabledReason: null });
    const row = await t.app.deps.db.webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id } });
    expect(row.secretSealed).not.toContain(endpoint.secret.slice(6));
    const { secret: _secret, ...shown } = endpoint;
    const list = await api.get('/users/webhooks');
    expect(list.body).toEqual({ endpoints: [shown] });
    expect(list.text).not.toContain(endpoint.secret);
    expect((await api.get(`/users/webhooks/${endpoint.id}`)).body).toEqual(shown);
    expect(await t.app.deps.db.webhookEndpoint.count({ where: { userId: plan.user.id } })).toBe(1);
  });

  it('refuses a URL that is not https, an unknown event, no event and a URL too long, translated, storing nothing', async () => {
    const plan = await createPlanUser(t);
    const refused = [
      [{ url: 'http://example.com/hook', events: ['week.closed'] }, 422, 'WEBHOOK_URL_NOT_HTTPS', 'debe usar https'],
      [{ url: 'https://example.com/hook', events: ['action.deleted'] }, 400, 'WEBHOOK_EVENT_UNKNOWN', 'Evento desconocido'],
      [{ url: 'https://example.com/hook', events: [] }, 400, 'WEBHOOK_EVENTS_REQUIRED', 'Elige al menos un evento'],
      [{ url: `https://example.com/${'a'.repeat(2048)}`, events: ['week.closed'] }, 400, 'WEBHOOK_URL_TOO_LONG', 'como máximo 2048'],
      [{ url: 'ftp://example.com/hook', events: ['week.closed'] }, 400, 'WEBHOOK_URL_INVALID', 'URL https válida'],
    ] as const;
    for (const [body, status, code, text] of refused) {
      const response = await apiAs(t, plan.user.token).post('/users/webhooks', body);
      expect(response.status).toBe(status);
      expect(status === 400 ? response.body.issues[0].code : response.body.code).toBe(code);
      expect(response.body.message).toContain(text);
    }
    const english = await apiAs(t, plan.user.token, { lang: 'en' }).post('/users/webhooks', { url: 'http://example.com/x', events: ['week.closed'] });
    expect(english.body.message).toContain('must use https');
    expect(await t.app.deps.db.webhookEndpoint.count({ where: { userId: plan.user.id } })).toBe(0);
  });

  it('takes at most 10 endpoints per person', async () => {
    const plan = await createPlanUser(t);
    const api = apiAs(t, plan.user.token);
    for (let index = 0; index < 10; index += 1) expect((await api.post('/users/webhooks', { url: `https://example.com/${index}`, events: ['week.closed'] })).status).toBe(201);
    const eleventh = await api.post('/users/webhooks', { url: 'https://example.com/11', events: ['week.closed'] });
    expect(eleventh.status).toBe(422);
    expect(eleventh.body.code).toBe('WEBHOOK_LIMIT');
  });

  it("answers 404 for another person's endpoint and delivery, on every operation", async () => {
    const { endpoint, api, plan } = await subscribed();
    await addAction(plan, api);
    const [delivery] = await deliveriesOf(api, endpoint.id);
    const other = apiAs(t, (await createPlanUser(t)).user.token);
    const calls = [
      other.get(`/users/webhooks/${endpoint.id}`),
      other.patch(`/users/webhooks/${endpoint.id}`, { enabled: false }),
      other.delete(`/users/webhooks/${endpoint.id}`),
      other.get(`/users/webhooks/${endpoint.id}/deliveries`),
      other.post(`/users/webhooks/${endpoint.id}/ping`),
      other.post(`/users/webhooks/${endpoint.id}/deliveries/${delivery!.id}/redeliver`),
    ];
    for (const response of await Promise.all(calls)) expect(response.status).toBe(404);
    expect((await api.get(`/users/webhooks/${endpoint.id}`)).body.enabled).toBe(true);
  });

  it('works with a token that has the webhooks scope, and refuses one without it', async () => {
    const user = await registerAndLogin(t);
    const make = async (scopes: string[]) => (await t.http.post('/api/v1/users/tokens').set('authorization', `Bearer ${user.token}`).send({ name: 'x', scopes })).body.token as string;
    const body = { url: 'https://example.com/hook', events: ['week.closed'] };
    expect((await apiAs(t, await make(['webhooks'])).post('/users/webhooks', body)).status).toBe(201);
    const refused = await apiAs(t, await make(['plan:write'])).post('/users/webhooks', body);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('INSUFFICIENT_SCOPE');
  });
});

describe('deliveries', () => {
  it('signs each event for its owner only: the receiver verifies every delivery; another person gets none', async () => {
    const mine = await subscribed();
    const theirs = await subscribed();
    const action = await addAction(mine.plan, mine.api);
    expect((await mine.api.put(`/actions/${action.id}/complete`, {})).status).toBe(200);
    expect((await mine.api.patch(`/goals/${action.goalId}/toggle`, {})).status).toBeLessThan(300);
    expect(await pass()).toMatchObject({ delivered: 3 });

    // One batch is sent side by side: the three arrive in any order.
    expect(mine.hook.received.map((request) => request.payload.type).sort()).toEqual(['action.completed', 'action.created', 'goal.completed']);
    const received = (type: string) => mine.hook.received.find((request) => request.payload.type === type)!;
    for (const request of mine.hook.received) {
      expect(request.verified).toBe(true);
      expect(request.headers['webhook-id']).toMatch(/^msg_/);
      expect(request.headers['webhook-signature']).toMatch(/^v1,/);
      expect(request.headers['content-type']).toBe('application/json');
    }
    expect(received('action.created').payload.data).toMatchObject({ actionId: action.id, title: 'Correr 5 km', goalId: action.goalId });
    expect(received('action.completed').payload.data).toMatchObject({ actionId: action.id, completedAt: expect.any(String) });
    expect(received('goal.completed').payload.data).toMatchObject({ goalId: action.goalId });
    expect(theirs.hook.received).toEqual([]);

    const log = await deliveriesOf(mine.api, mine.endpoint.id);
    expect(log.map((row) => [row.type, row.status, row.attempts, row.responseStatus]).sort()).toEqual([
      ['action.completed', 'DELIVERED', 1, 200],
      ['action.created', 'DELIVERED', 1, 200],
      ['goal.completed', 'DELIVERED', 1, 200],
    ]);
    expect(await pass()).toMatchObject({ delivered: 0 });
    expect(mine.hook.received).toHaveLength(3);
  });

  it('retries a 500 with backoff, delivers on a 200, and a 410 disables the endpoint: no more deliveries', async () => {
    const { api, hook, endpoint, plan } = await subscribed();
    hook.answers.push({ status: 500 });
    const action = await addAction(plan, api);
    expect(await pass()).toMatchObject({ retried: 1 });
    const [failed] = await deliveriesOf(api, endpoint.id);
    expect(failed).toMatchObject({ status: 'PENDING', attempts: 1, responseStatus: 500 });
    expect(await pass()).toMatchObject({ delivered: 0, retried: 0 });

    clock.shift(31_000);
    expect(await pass()).toMatchObject({ delivered: 1 });
    expect(hook.received.map((request) => request.headers['webhook-id'])).toEqual([failed!.eventId, failed!.eventId]);
    expect(hook.received.every((request) => request.verified)).toBe(true);

    hook.answers.push({ status: 410 });
    expect((await api.put(`/actions/${action.id}/complete`, {})).status).toBe(200);
    expect(await pass()).toMatchObject({ failed: 1 });
    const gone = await apiAs(t, plan.user.token, { lang: 'en' }).get(`/users/webhooks/${endpoint.id}`);
    expect(gone.body).toMatchObject({ enabled: false, disabledReason: 'Disabled: the server answered 410 (Gone)' });
    expect((await api.patch(`/goals/${action.goalId}/toggle`, {})).status).toBeLessThan(300);
    expect(await pass()).toMatchObject({ delivered: 0, failed: 0 });
    expect(hook.received).toHaveLength(3);
    expect((await deliveriesOf(api, endpoint.id)).map((row) => row.status)).toEqual(['FAILED', 'DELIVERED']);

    const enabled = await api.patch(`/users/webhooks/${endpoint.id}`, { enabled: true });
    expect(enabled.body).toMatchObject({ enabled: true, disabledReason: null });
  });

  it('gives up a day after the event was queued', async () => {
    const { api, hook, endpoint, plan } = await subscribed();
    for (let index = 0; index < 100; index += 1) hook.answers.push({ status: 503 });
    await addAction(plan, api);
    expect(await pass()).toMatchObject({ retried: 1 });
    clock.shift(23 * 3_600_000);
    expect(await pass()).toMatchObject({ retried: 1 });
    clock.shift(24 * 3_600_000 + 60_000);
    expect(await pass()).toMatchObject({ failed: 1 });
    // The session's access token has expired by now: the log is read from the table.
    expect(await t.app.deps.db.webhookDelivery.findFirst({ where: { endpointId: endpoint.id } })).toMatchObject({ status: 'FAILED', attempts: 3, lastStatus: 503 });
    expect(hook.received).toHaveLength(3);
  });

  it('redelivers on request with the same webhook-id, and pings', async () => {
    const { api, hook, endpoint, plan } = await subscribed();
    await addAction(plan, api);
    await pass();
    const [delivered] = await deliveriesOf(api, endpoint.id);
    const again = await api.post(`/users/webhooks/${endpoint.id}/deliveries/${delivered!.id}/redeliver`);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: delivered!.id, status: 'PENDING', attempts: 0 });
    const ping = await api.post(`/users/webhooks/${endpoint.id}/ping`);
    expect(ping.body).toMatchObject({ type: 'webhook.ping', status: 'PENDING' });
    expect(await pass()).toMatchObject({ delivered: 2 });
    const sent = hook.received.map((request) => `${request.payload.type} ${String(request.headers['webhook-id'])}`).sort();
    expect(sent).toEqual([`action.created ${delivered!.eventId}`, `action.created ${delivered!.eventId}`, `webhook.ping ${ping.body.eventId}`]);
    expect(hook.received.every((request) => request.verified)).toBe(true);
  });

  it('follows no redirect, and gives up a try that takes longer than the timeout', async () => {
    // The backoff's jitter at its ceiling: a retry drawn a second or two ahead would be due again within the same
    // pass on this real-time clock, and the receiver's next answer (200) would deliver it before the test reads it.
    const jitter = vi.spyOn(Math, 'random').mockReturnValue(0.999);
    onTestFinished(() => jitter.mockRestore());
    const { api, hook, endpoint, plan } = await subscribed();
    hook.answers.push({ status: 302, location: `${hook.url}/elsewhere` }, 'hang');
    await addAction(plan, api);
    expect(await pass()).toMatchObject({ retried: 1 });
    expect(hook.received.map((request) => request.path)).toEqual(['/hook']);
    expect((await deliveriesOf(api, endpoint.id))[0]).toMatchObject({ status: 'PENDING', responseStatus: 302 });
    clock.shift(60_000);
    expect(await pass()).toMatchObject({ retried: 1 });
    const [timedOut] = await deliveriesOf(api, endpoint.id);
    expect(timedOut).toMatchObject({ status: 'PENDING', attempts: 2, responseStatus: null, error: 'timed out after 1000 ms' });
    expect(timedOut!.durationMs).toBeGreaterThanOrEqual(900);
    // Why, in the reader's language; the technical detail above stays as the sender wrote it.
    expect(timedOut!.errorMessage).toBe('El servidor no respondió a tiempo');
    const english = await apiAs(t, plan.user.token, { lang: 'en' }).get(`/users/webhooks/${endpoint.id}/deliveries`);
    expect(english.body.deliveries[0]).toMatchObject({ error: 'timed out after 1000 ms', errorMessage: 'The server did not answer in time' });
  });
});

describe('events without a webhook request of their own', () => {
  it('cycle.started, review.created and cycle.reassessed, each signed', async () => {
    const user = await registerAndLogin(t);
    const api = apiAs(t, user.token);
    const hook = await receiver();
    const created = await api.post('/users/webhooks', { url: hook.url, events: ['cycle.started', 'review.created', 'cycle.reassessed'] });
    hook.secret.value = created.body.secret;
    await assessAllAreas(t, user.token, CYCLE_ONE.scores);
    await saveFocus(t, user.token, CYCLE_ONE.focus);
    const lastMonday = addDays(currentWeekStart(clock.now(), 'UTC'), -7);
    expect((await api.post('/reviews/add', { weekStart: lastMonday, rating: 4, wins: 'Corrí' })).status).toBe(201);
    await t.app.deps.db.lifeWheel.update({ where: { userId: user.id }, data: { focusSelectedAt: new Date(clock.now().getTime() - 80 * 86_400_000) } });
    expect((await api.post('/lifewheel/start-next-cycle')).status).toBe(200);
    expect(await pass()).toMatchObject({ delivered: 3 });
    expect(hook.received.map((request) => request.payload.type).sort()).toEqual(['cycle.reassessed', 'cycle.started', 'review.created']);
    expect(hook.received.every((request) => request.verified)).toBe(true);
    const byType = Object.fromEntries(hook.received.map((request) => [request.payload.type, request.payload.data]));
    expect(byType['cycle.started']).toMatchObject({ cycleNumber: 1 });
    expect(byType['review.created']).toMatchObject({ review: { weekStart: lastMonday, rating: 4 } });
    expect(byType['cycle.reassessed']).toMatchObject({ closedCycleNumber: 1, cycleNumber: 2 });
  });

  it('week.closed: once per endpoint and week, from the pass, when the week has closed in the person\'s zone', async () => {
    const { hook, endpoint, plan } = await subscribed(['week.closed']);
    const monday = currentWeekStart(clock.now(), 'UTC');
    expect(await pass()).toMatchObject({ weeks: 0 });
    const nextMonday = Date.parse(`${addDays(monday, 7)}T00:00:00.000Z`);
    clock.shift(nextMonday - Date.now() + 60_000);
    expect(localDate(clock.now(), 'UTC')).toBe(addDays(monday, 7));
    expect(await pass()).toMatchObject({ weeks: 1, delivered: 1 });
    expect(await pass()).toMatchObject({ weeks: 0, delivered: 0 });
    expect(hook.received).toHaveLength(1);
    expect(hook.received[0]!.verified).toBe(true);
    expect(hook.received[0]!.payload).toMatchObject({ type: 'week.closed', data: { weekStart: monday, weekEnd: addDays(monday, 6), timeZone: 'UTC', due: 0, done: 0, executionScore: null } });
    expect(hook.received[0]!.headers['webhook-id']).toBe(`msg_week_${plan.user.id}_${monday}`);
    expect(await t.app.deps.db.webhookDelivery.count({ where: { endpointId: endpoint.id } })).toBe(1);
  });
});
