import { randomUUID } from 'node:crypto';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { Database } from '../../server/database/open';
import { createTestApp, testEnv, type TestApp } from '../support/app';
import { testClock } from '../support/clock';
import { openTestDatabase, testDbKind } from '../support/database';
import { parsePrometheusText, type Sample } from '../support/prometheus';
import { apiAs } from '../support/plan-state';
import { createUserDirect, type TestUser } from '../support/users';

const TOKEN = 'metrics-token-metrics-token-0123456789';
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

async function scrape(t: TestApp, token?: string): Promise<Sample[]> {
  const request = t.http.get('/metrics');
  const response = await (token ? request.set('authorization', `Bearer ${token}`) : request);
  expect(response.status, response.text).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4; charset=utf-8/);
  expect(response.headers['cache-control']).toBe('no-store');
  return parsePrometheusText(response.text);
}

const valueOf = (samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined =>
  samples.find((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value))?.value;

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => t?.close());

  it('answers 401 with the translated envelope and WWW-Authenticate: Bearer without the token or with a wrong one', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, TOKEN, 'Basic bWV0cmljczp4']) {
      const request = t.http.get('/metrics').set('accept-language', 'en');
      const response = await (authorization ? request.set('authorization', authorization) : request);
      expect(response.status, authorization).toBe(401);
      expect(response.headers['www-authenticate']).toMatch(/^Bearer\b/);
      expect(response.body).toMatchObject({ statusCode: 401, code: 'METRICS_TOKEN_REQUIRED', message: expect.stringMatching(/METRICS_TOKEN/) });
      expect(response.text).not.toContain('prospera_');
    }
    const spanish = await t.http.get('/metrics').set('accept-language', 'es');
    expect(spanish.body.message).toMatch(/^Las métricas piden el token/);
  });

  it('answers 200 in Prometheus text with the token', async () => {
    const samples = await scrape(t, TOKEN);
    expect(samples.length).toBeGreaterThan(50);
    // Event-loop delay and the rest of prom-client's default metrics.
    expect(valueOf(samples, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(valueOf(samples, 'process_cpu_seconds_total')).toBeGreaterThan(0);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  let user: TestUser;
  // The job tables' read is kept 5 s of the app's clock; the test moves it past that instead of waiting.
  const clock = testClock('2026-11-30T07:00:00.000Z');
  beforeAll(async () => {
    t = await createTestApp({}, { clock: clock.now });
    user = await createUserDirect(t);
  });
  afterAll(async () => t?.close());

  it('is open outside production', async () => {
    await scrape(t);
  });

  it('times each operation under its name, never its URL: REST and tRPC, with an id in the path', async () => {
    const api = apiAs(t, user.token);
    const missing = randomUUID();
    expect((await api.get('/actions/me')).status).toBe(200);
    expect((await api.put(`/actions/${missing}/complete`)).status).toBe(404);
    expect((await t.trpc('actions.complete', { id: missing }, { token: user.token })).status).toBe(404);
    expect((await t.trpc('projects.me', undefined, { token: user.token, query: true })).status).toBe(200);
    expect((await t.http.get(`/api/v1/nothing/${missing}`)).status).toBe(404);
    expect((await t.http.get(`/assets/${missing}.js`)).status).toBe(404);

    const samples = await scrape(t);
    const latency = (labels: Record<string, string>) => valueOf(samples, 'prospera_http_request_duration_seconds_count', labels);
    expect(latency({ operation: 'actions.me', method: 'GET', status_class: '2xx' })).toBe(1);
    expect(latency({ operation: 'actions.complete', method: 'PUT', status_class: '4xx' })).toBe(1);
    expect(latency({ operation: 'actions.complete', method: 'POST', status_class: '4xx' })).toBe(1);
    expect(latency({ operation: 'projects.me', method: 'GET', status_class: '2xx' })).toBe(1);
    expect(latency({ operation: 'not_found', method: 'GET', status_class: '4xx' })).toBe(2);
    expect(valueOf(samples, 'prospera_http_request_duration_seconds_bucket', { operation: 'actions.me', le: '+Inf' })).toBe(1);
    expect(valueOf(samples, 'prospera_http_requests_total', { status_class: '4xx' })).toBeGreaterThanOrEqual(4);

    const labelValues = samples.flatMap((sample) => Object.values(sample.labels));
    expect(labelValues.filter((value) => UUID.test(value) || value.includes('/'))).toEqual([]);
    const operations = new Set(samples.filter((sample) => sample.name === 'prospera_http_request_duration_seconds_count').map((sample) => sample.labels.operation));
    expect([...operations].sort()).toEqual(['actions.complete', 'actions.me', 'metrics', 'not_found', 'projects.me']);
  });

  it('shows the database pool', async () => {
    const samples = await scrape(t);
    const pool = ['max', 'total', 'idle', 'waiting'].map((name) => valueOf(samples, `prospera_db_pool_${name}`));
    if (testDbKind === 'pglite') expect(pool).toEqual([1, 1, 0, 0]);
    else {
      expect(pool[0]).toBe(5);
      expect(pool[1]).toBeGreaterThanOrEqual(1);
      expect(pool[3]).toBe(0);
    }
  });

  it('shows the job tables: depth by kind and status, the oldest due job, retrying and failed jobs', async () => {
    const now = clock.now();
    const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
    const job = (period: string, fields: { status?: 'PENDING' | 'FAILED' | 'SENT'; runAt: Date; attempts?: number; kind?: 'WEEKLY_DIGEST' | 'DUE_REMINDER' }) =>
      t.app.deps.db.notificationJob.create({
        data: { userId: user.id, kind: fields.kind ?? 'DUE_REMINDER', period, status: fields.status, runAt: fields.runAt, attempts: fields.attempts, createdAt: now, updatedAt: now },
      });
    const before = await scrape(t);
    expect(valueOf(before, 'prospera_jobs', { kind: 'due_reminder', status: 'pending' })).toBe(0);
    expect(valueOf(before, 'prospera_jobs_oldest_due_seconds', { kind: 'due_reminder' })).toBe(0);

    await job('2026-11-27', { runAt: minutesAgo(10) });
    await job('2026-11-28', { runAt: minutesAgo(3), attempts: 1 });
    await job('2026-11-29', { runAt: new Date(now.getTime() + 60_000) });
    await job('2026-11-26', { status: 'FAILED', runAt: minutesAgo(60), attempts: 6 });
    await job('2026-11-25', { status: 'SENT', runAt: minutesAgo(90) });
    await t.app.deps.db.passwordResetMail.create({ data: { id: randomUUID(), email: 'a@example.com', lang: 'es', runAt: minutesAgo(1), createdAt: now, updatedAt: now } });
    const endpoint = await t.app.deps.db.webhookEndpoint.create({
      data: { userId: user.id, url: 'https://hooks.example.com/in', events: ['action.created'], secretSealed: 'sealed', createdAt: now, updatedAt: now },
    });
    const delivery = (eventId: string, fields: { status?: 'PENDING' | 'FAILED' | 'DELIVERED'; runAt: Date; attempts?: number }) =>
      t.app.deps.db.webhookDelivery.create({
        data: { endpointId: endpoint.id, eventId, type: 'action.created', payload: {}, ...fields, queuedAt: now, createdAt: now, updatedAt: now },
      });
    await delivery('msg_a', { runAt: minutesAgo(2), attempts: 2 });
    await delivery('msg_b', { status: 'FAILED', runAt: minutesAgo(30), attempts: 9 });
    await delivery('msg_c', { status: 'DELIVERED', runAt: minutesAgo(40), attempts: 1 });
    const device = await t.app.deps.db.pushSubscription.create({
      data: { userId: user.id, endpoint: 'https://push.example.com/send/a', p256dh: 'key', auth: 'auth', label: 'Phone', createdAt: now, updatedAt: now },
    });
    const push = (period: string, fields: { status?: 'PENDING' | 'FAILED' | 'SENT'; runAt: Date; attempts?: number }) =>
      t.app.deps.db.pushDelivery.create({ data: { subscriptionId: device.id, kind: 'DUE_REMINDER', period, payload: {}, ...fields, createdAt: now, updatedAt: now } });
    await push('2026-11-27', { runAt: minutesAgo(4), attempts: 1 });
    await push('2026-11-28', { runAt: minutesAgo(1) });
    await push('2026-11-26', { status: 'FAILED', runAt: minutesAgo(50), attempts: 6 });
    await push('2026-11-25', { status: 'SENT', runAt: minutesAgo(70), attempts: 1 });
    const share = await t.app.deps.db.share.create({
      data: { ownerId: user.id, companionEmail: 'coach@example.com', role: 'COACH', wheel: true, mailLang: 'es', createdAt: now, updatedAt: now },
    });
    await t.app.deps.db.companionInvitationMail.create({ data: { id: randomUUID(), shareId: share.id, runAt: minutesAgo(7), createdAt: now, updatedAt: now } });

    // Within 5 s of the clock the last read stands: scrapes never load the database.
    expect(valueOf(await scrape(t), 'prospera_jobs', { kind: 'due_reminder', status: 'pending' })).toBe(0);
    clock.moveTo(new Date(now.getTime() + 5_000).toISOString());
    const samples = await scrape(t);
    expect(valueOf(samples, 'prospera_jobs', { kind: 'due_reminder', status: 'pending' })).toBe(3);
    expect(valueOf(samples, 'prospera_jobs', { kind: 'due_reminder', status: 'failed' })).toBe(1);
    expect(valueOf(samples, 'prospera_jobs', { kind: 'weekly_digest', status: 'pending' })).toBe(0);
    expect(valueOf(samples, 'prospera_jobs', { kind: 'password_reset', status: 'pending' })).toBe(1);
    expect(valueOf(samples, 'prospera_jobs_retrying', { kind: 'due_reminder' })).toBe(1);
    expect(valueOf(samples, 'prospera_jobs_oldest_due_seconds', { kind: 'due_reminder' })).toBe(605);
    expect(valueOf(samples, 'prospera_jobs_oldest_due_seconds', { kind: 'password_reset' })).toBe(65);
    expect(valueOf(samples, 'prospera_jobs', { kind: 'webhook', status: 'pending' })).toBe(1);
    expect(valueOf(samples, 'prospera_jobs', { kind: 'webhook', status: 'failed' })).toBe(1);
    expect(valueOf(samples, 'prospera_jobs_retrying', { kind: 'webhook' })).toBe(1);
    expect(valueOf(samples, 'prospera_jobs_oldest_due_seconds', { kind: 'webhook' })).toBe(125);
    expect(valueOf(samples, 'prospera_jobs', { kind: 'push', status: 'pending' })).toBe(2);
    expect(valueOf(samples, 'prospera_jobs', { kind: 'push', status: 'failed' })).toBe(1);
    expect(valueOf(samples, 'prospera_jobs_retrying', { kind: 'push' })).toBe(1);
    expect(valueOf(samples, 'prospera_jobs_oldest_due_seconds', { kind: 'push' })).toBe(245);
    expect(valueOf(samples, 'prospera_jobs', { kind: 'companion_invitation', status: 'pending' })).toBe(1);
    expect(valueOf(samples, 'prospera_jobs_oldest_due_seconds', { kind: 'companion_invitation' })).toBe(425);
    expect(samples.filter((sample) => sample.name === 'prospera_jobs' && sample.labels.status === 'sent')).toEqual([]);
  });
});

describe('GET /metrics in production', () => {
  // Two apps on one database: one without METRICS_TOKEN, one with it.
  let database: Database;
  const productionApp = async (overrides: Record<string, string>) => {
    const app = await buildApp({ env: testEnv({ NODE_ENV: 'production', APP_URL: 'https://prospera.example', ...overrides }), database });
    await app.ready();
    return { app, http: supertest(app.server) };
  };
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => database?.close());

  it('is off without METRICS_TOKEN: 404 like any unknown path, and requests are not timed', async () => {
    const { app, http } = await productionApp({});
    try {
      expect(app.metrics).toBeNull();
      const response = await http.get('/metrics').set('accept-language', 'en');
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ code: 'ROUTE_NOT_FOUND', message: 'Route not found: GET /metrics' });
    } finally {
      await app.close();
    }
  });

  it('answers with the token, and the API rate limit never counts a scrape', async () => {
    const { app, http } = await productionApp({ METRICS_TOKEN: TOKEN, RATE_LIMIT_MAX: '1' });
    const scrapeWithToken = async () => {
      const response = await http.get('/metrics').set('authorization', `Bearer ${TOKEN}`);
      expect(response.status).toBe(200);
      return parsePrometheusText(response.text);
    };
    try {
      expect((await http.get('/metrics')).status).toBe(401);
      expect(valueOf(await scrapeWithToken(), 'prospera_http_requests_total', { status_class: '4xx' })).toBe(1);
      for (let scrapeCount = 0; scrapeCount < 4; scrapeCount += 1) await scrapeWithToken();
      expect((await http.get('/api/v1/health/live')).status).toBe(200);
      expect((await http.get('/api/v1/health/live')).status).toBe(429);
      expect(valueOf(await scrapeWithToken(), 'prospera_http_request_duration_seconds_count', { operation: 'system.live', status_class: '4xx' })).toBe(1);
    } finally {
      await app.close();
    }
  });
});
