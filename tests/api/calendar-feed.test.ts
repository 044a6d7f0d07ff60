import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateToUtc } from '../../domain/rules/dates';
import { createTestApp, type TestApp } from '../support/app';
import { testClock, tokenAt } from '../support/clock';
import { registerAndLogin } from '../support/users';
import { apiAs, createGoalDirect, createPlanUser, createProjectDirect, type PlanUser } from '../support/plan-state';

// The clock: tests move it, never sleep. Tuesday 2026-11-24; the cycle's focus was saved on 2026-11-02 (day 1).
const clock = testClock('2026-11-24T10:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_URL: 'https://prospera.example' }, { clock: clock.now });
});
afterAll(async () => t.close());

const api = (plan: PlanUser, lang: 'es' | 'en' = 'es', timeZone = 'UTC') => apiAs(t, tokenAt(t, plan.user), { lang, timeZone });

type FeedEvent = { uid: string; summary: string; description: string; start: string; isDate: boolean; recurring: boolean; url: string | null };

function parseFeed(text: string): FeedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      start: event.startDate.toString(),
      isDate: event.startDate.isDate,
      recurring: event.isRecurring(),
      url: (vevent.getFirstPropertyValue('url') as string | null) ?? null,
    };
  });
}

/** A user with a cycle started on 2026-11-02, a project 'Correr una maratón', two pending actions and a completed one. */
async function fixture(context = '@casa'): Promise<{ plan: PlanUser; pending: string[]; done: string }> {
  const plan = await createPlanUser(t);
  const db = t.app.deps.db;
  await db.lifeWheel.update({ where: { userId: plan.user.id }, data: { focusSelectedAt: new Date('2026-11-02T09:00:00Z') } });
  await db.context.update({ where: { id: plan.contextId }, data: { name: context, normalizedName: context.toLowerCase() } });
  const { projectId, projectDetailId } = await createProjectDirect(t, plan.user.id, plan.wheel.area('PERSONAL_DEVELOPMENT').id, {
    startDate: '2026-11-01',
    endDate: '2027-01-31',
  });
  await db.project.update({ where: { id: projectId }, data: { title: 'Correr una maratón' } });
  const goalId = await createGoalDirect(t, plan.user.id, projectDetailId, 'DO');
  const currency = await db.currency.findUniqueOrThrow({ where: { code: 'USD' }, select: { id: true } });
  const create = async (title: string, dueDate: string, completed = false) =>
    (
      await db.action.create({
        data: {
          userId: plan.user.id, goalId, contextId: plan.contextId, currencyId: currency.id, title, dueDate: dateToUtc(dueDate),
          energy: 'HIGH', timeEstimate: 45, completed, completedAt: completed ? new Date('2026-11-20T10:00:00Z') : null,
        },
        select: { id: true },
      })
    ).id;
  const pending = [await create('Entrenar 10 km', '2026-11-26'), await create('Comprar zapatillas', '2026-12-03')];
  const done = await create('Inscribirme en la carrera', '2026-11-20', true);
  return { plan, pending, done };
}

async function createFeed(plan: PlanUser, lang: 'es' | 'en' = 'es', timeZone = 'UTC'): Promise<{ url: string; path: string; webcalUrl: string }> {
  const response = await api(plan, lang, timeZone).post('/users/calendar-feed');
  expect(response.status).toBe(201);
  const { url, webcalUrl } = response.body as { url: string; webcalUrl: string };
  expect(url).toMatch(/^https:\/\/prospera\.example\/api\/v1\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  expect(webcalUrl).toBe(url.replace('https://', 'webcal://'));
  return { url, webcalUrl, path: new URL(url).pathname };
}

describe('the secret calendar feed', () => {
  it('serves the pending actions, the weekly review and the cycle end, with stable UIDs; completed actions are absent', async () => {
    const { plan, pending, done } = await fixture();
    const { path } = await createFeed(plan);
    const first = await t.http.get(path);
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const events = parseFeed(first.text);
    const byUid = new Map(events.map((event) => [event.uid, event]));
    expect(events).toHaveLength(4);
    const training = byUid.get(`action-${pending[0]}@prospera`);
    expect(training).toMatchObject({ summary: 'Entrenar 10 km @casa', start: '2026-11-26', isDate: true, recurring: false, url: 'https://prospera.example/actions' });
    expect(training?.description).toContain('@casa · Energía alta · 45 min · Proyecto: Correr una maratón');
    expect(training?.description).toContain('https://prospera.example/actions');
    expect(byUid.get(`action-${pending[1]}@prospera`)).toMatchObject({ start: '2026-12-03', isDate: true });
    expect(byUid.has(`action-${done}@prospera`)).toBe(false);
    expect(first.text).not.toContain('Inscribirme');
    // The review opens on Fridays: weekly from the Friday of the week the feed was made.
    expect(byUid.get(`weekly-review-${plan.user.id}@prospera`)).toMatchObject({ summary: 'Revisión semanal (Prospera)', start: '2026-11-27', recurring: true });
    expect(first.text).toContain('RRULE:FREQ=WEEKLY');
    // Day 1 on 2026-11-02: day 90 is 2027-01-30 and re-assessing opens on day 76, 2027-01-16.
    const cycleEnd = events.find((event) => event.uid.startsWith('cycle-'));
    expect(cycleEnd).toMatchObject({ summary: 'Fin del ciclo 1: reevalúa tu rueda de la vida', start: '2027-01-30', isDate: true });
    expect(cycleEnd?.description).toContain('16 de enero de 2027');

    clock.moveTo('2026-11-24T10:05:00.000Z');
    const second = await t.http.get(path);
    expect(second.text).toBe(first.text);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(parseFeed(second.text).map((event) => event.uid)).toEqual(events.map((event) => event.uid));
  });

  it('answers 304 to If-None-Match with the current ETag, and 200 with the new body once an action changes', async () => {
    const { plan, pending } = await fixture();
    const { path } = await createFeed(plan);
    const first = await t.http.get(path);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const cached = await t.http.get(path).set('if-none-match', etag);
    expect(cached.status).toBe(304);
    expect(cached.text).toBe('');
    expect(cached.headers.etag).toBe(etag);
    await t.app.deps.db.action.update({ where: { id: pending[0] as string }, data: { completed: true, completedAt: new Date() } });
    const changed = await t.http.get(path).set('if-none-match', etag);
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(parseFeed(changed.text).map((event) => event.uid)).not.toContain(`action-${pending[0]}@prospera`);
  });

  it('regenerating kills the old URL (404) and revoking the new one too; GET says whether one exists, never the token', async () => {
    const { plan } = await fixture();
    expect((await api(plan).get('/users/calendar-feed')).body).toEqual({ active: false, createdAt: null, lang: null });
    const old = await createFeed(plan);
    const status = await api(plan).get('/users/calendar-feed');
    expect(status.body).toEqual({ active: true, createdAt: clock.now().toISOString(), lang: 'es' });
    expect(JSON.stringify(status.body)).not.toContain(old.path.split('/').pop()?.slice(0, -4));
    const renewed = await createFeed(plan);
    expect(renewed.path).not.toBe(old.path);
    const gone = await t.http.get(old.path);
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ statusCode: 404, code: 'CALENDAR_FEED_NOT_FOUND' });
    expect((await t.http.get(renewed.path)).status).toBe(200);
    expect(await t.app.deps.db.calendarFeed.count({ where: { userId: plan.user.id } })).toBe(1);

    const revoked = await api(plan).delete('/users/calendar-feed');
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ success: true, message: 'El enlace de tu calendario ya no funciona' });
    expect((await t.http.get(renewed.path)).status).toBe(404);
    expect((await api(plan).get('/users/calendar-feed')).body).toMatchObject({ active: false });
    expect((await api(plan).delete('/users/calendar-feed')).status).toBe(200);
  });

  it('answers 404 to tokens that are not ours, and the feed needs no login but the calls about it do', async () => {
    for (const path of ['/api/v1/calendar/nope.ics', `/api/v1/calendar/${'a'.repeat(43)}.ics`, `/api/v1/calendar/${'a'.repeat(43)}`, `/api/v1/calendar/${'x'.repeat(500)}.ics`]) {
      const response = await t.http.get(path);
      expect(response.status, path).toBe(404);
      expect(response.body, path).toMatchObject({ code: 'CALENDAR_FEED_NOT_FOUND' });
      expect(response.headers['cache-control']).toBe('no-store');
    }
    expect((await t.http.post('/api/v1/users/calendar-feed')).status).toBe(401);
    expect((await t.http.get('/api/v1/users/calendar-feed')).status).toBe(401);
  });

  it("never shows another user's actions", async () => {
    const mine = await fixture('@oficina');
    const theirs = await fixture('@jardin');
    await t.app.deps.db.action.updateMany({ where: { userId: theirs.plan.user.id }, data: { title: 'Secreto ajeno' } });
    const text = (await t.http.get((await createFeed(mine.plan)).path)).text;
    const uids = parseFeed(text).map((event) => event.uid);
    for (const id of [...theirs.pending, theirs.done]) expect(uids).not.toContain(`action-${id}@prospera`);
    expect(text).not.toContain('Secreto ajeno');
    expect(text).not.toContain('@jardin');
    expect(uids.filter((uid) => uid.startsWith('action-'))).toEqual(mine.pending.map((id) => `action-${id}@prospera`));
  });

  it('writes the events in the language of the request that created the URL, whatever the calendar app sends', async () => {
    const { plan, pending } = await fixture();
    const { path } = await createFeed(plan, 'en');
    const events = parseFeed((await t.http.get(path).set('accept-language', 'es')).text);
    const action = events.find((event) => event.uid === `action-${pending[0]}@prospera`);
    expect(action?.description).toContain('@casa · High energy · 45 min · Project: Correr una maratón');
    expect(events.find((event) => event.uid.startsWith('weekly-review-'))?.summary).toBe('Weekly review (Prospera)');
    const cycleEnd = events.find((event) => event.uid.startsWith('cycle-'));
    expect(cycleEnd?.summary).toBe('End of cycle 1: re-assess your life wheel');
    expect(cycleEnd?.description).toContain('January 16, 2027');
    expect((await api(plan).get('/users/calendar-feed')).body).toMatchObject({ lang: 'en' });
  });

  it('the account export says a feed exists without its token, and deleting the account erases it', async () => {
    const user = await registerAndLogin(t);
    const headers = { authorization: `Bearer ${tokenAt(t, user)}`, 'x-time-zone': 'Europe/Madrid' };
    const created = await t.http.post('/api/v1/users/calendar-feed').set(headers).send({});
    const path = new URL((created.body as { url: string }).url).pathname;
    const exported = await t.http.get('/api/v1/users/export').set(headers);
    expect(exported.body.calendarFeed).toEqual({ createdAt: clock.now().toISOString(), lang: 'es', timeZone: 'Europe/Madrid' });
    expect(JSON.stringify(exported.body)).not.toContain(path.split('/').pop()?.slice(0, -4));
    const deleted = await t.http.delete('/api/v1/users/me').set(headers).send({ password: user.password });
    expect(deleted.status).toBe(200);
    expect(await t.app.deps.db.calendarFeed.count({ where: { userId: user.id } })).toBe(0);
    expect((await t.http.get(path)).status).toBe(404);
  });

  it('works over tRPC too: users.createCalendarFeed, users.calendarFeed, users.revokeCalendarFeed', async () => {
    const { plan } = await fixture();
    const token = tokenAt(t, plan.user);
    const created = await t.trpc('users.createCalendarFeed', {}, { token, lang: 'en' });
    expect(created.status).toBe(200);
    const { url } = created.data as { url: string };
    expect((await t.http.get(new URL(url).pathname)).status).toBe(200);
    expect((await t.trpc('users.calendarFeed', {}, { token, query: true })).data).toMatchObject({ active: true, lang: 'en' });
    const revoked = await t.trpc('users.revokeCalendarFeed', {}, { token });
    expect(revoked.data).toEqual({ success: true, message: 'El enlace de tu calendario ya no funciona' });
    expect((await t.http.get(new URL(url).pathname)).status).toBe(404);
    expect((await t.trpc('users.calendarFeed', {}, { token })).status).not.toBe(200);
  });
});

describe('the rate limit', () => {
  it('counts the feed like every route under /api: past RATE_LIMIT_MAX a minute it answers 429', async () => {
    const limited = await createTestApp({ RATE_LIMIT_MAX: '3' });
    try {
      const path = `/api/v1/calendar/${'a'.repeat(43)}.ics`;
      const statuses: number[] = [];
      for (let index = 0; index < 4; index += 1) statuses.push((await limited.http.get(path)).status);
      expect(statuses).toEqual([404, 404, 404, 429]);
    } finally {
      await limited.close();
    }
  });
});
