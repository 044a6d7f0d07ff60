import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateToUtc } from '../../domain/rules/dates';
import { createTestApp, type TestApp } from '../support/app';
import { testClock, tokenAt } from '../support/clock';
import { getBytes, readPdf } from '../support/pdf';
import { areaOf, assessAllAreas, CYCLE_ONE, CYCLE_TWO, saveFocus } from '../support/wheel';
import { createContextDirect, createGoalDirect, createProjectDirect } from '../support/plan-state';
import { createUserDirect, type TestUser } from '../support/users';

// "now" is the app's clock: the tests move it, never sleep.
const clock = testClock('2026-01-10T15:00:00.000Z');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
});
afterAll(async () => t.close());

async function subscribe(user: TestUser, plan: 'MONTHLY' | 'ANNUAL', renewalDate: Date): Promise<void> {
  const db = t.app.deps.db;
  const { id: planId } = await db.subscriptionPlan.findUniqueOrThrow({ where: { name: plan }, select: { id: true } });
  await db.userSubscription.create({
    data: { userId: user.id, planId, currencyId: user.currencyId, paymentMethod: 'manual', startDate: clock.now(), renewalDate },
  });
}

const auth = (user: TestUser) => ({ authorization: `Bearer ${tokenAt(t, user)}` });

/**
 * A paying user with two assessed cycles (CYCLE_ONE then CYCLE_TWO, a reassessment 80 days later), one project of
 * cycle 1 with a goal, a done action that cost 45.5 EUR of a 1,234.5 EUR budget, and an open one of 20 USD.
 */
async function paidUserWithHistory(): Promise<TestUser> {
  clock.moveTo('2026-01-10T15:00:00.000Z');
  const db = t.app.deps.db;
  const user = await createUserDirect(t, { firstName: 'Valentina' });
  await subscribe(user, 'ANNUAL', new Date('2027-01-10T00:00:00.000Z'));
  await assessAllAreas(t, tokenAt(t, user), CYCLE_ONE.scores);
  const wheel = await saveFocus(t, tokenAt(t, user), CYCLE_ONE.focus);
  const contextId = await createContextDirect(t, user.id);
  const { projectDetailId } = await createProjectDirect(t, user.id, areaOf(wheel, 'HEALTH_NUTRITION').id, { startDate: '2026-01-11', endDate: '2026-04-09' });
  await db.project.updateMany({ where: { userId: user.id }, data: { title: 'Correr una media maratón' } });
  const goalId = await createGoalDirect(t, user.id, projectDetailId, 'DO');
  await db.goal.update({ where: { id: goalId }, data: { content: 'Entrenar cuatro días por semana' } });
  const [eur, usd] = await Promise.all(['EUR', 'USD'].map((code) => db.currency.findUniqueOrThrow({ where: { code }, select: { id: true } })));
  await db.action.create({
    data: {
      userId: user.id,
      goalId,
      contextId,
      currencyId: eur!.id,
      title: 'Comprar zapatillas de trail',
      dueDate: dateToUtc('2026-01-12'),
      baseCapitalCents: 123_450,
      completed: true,
      completedAt: new Date('2026-01-12T18:00:00.000Z'),
      actualCostCents: 4_550,
    },
  });
  await db.action.create({
    data: { userId: user.id, goalId, contextId, currencyId: usd!.id, title: 'Inscribirse en la carrera', dueDate: dateToUtc('2026-01-14'), baseCapitalCents: 2_000 },
  });
  clock.moveDays(80);
  const next = await t.http.post('/api/v1/lifewheel/start-next-cycle').set(auth(user)).send({});
  expect(next.status).toBe(200);
  await assessAllAreas(t, tokenAt(t, user), CYCLE_TWO.scores);
  return user;
}

describe('GET /api/v1/reports/progress/{LANG}', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await paidUserWithHistory();
  });

  it('answers a PDF attachment named with today in X-Time-Zone, never cached', async () => {
    // 01:30 UTC on April 1 is still March 31 in Mexico City.
    clock.moveTo('2026-04-01T01:30:00.000Z');
    const mexico = await getBytes(t, '/api/v1/reports/progress/ES', { ...auth(user), 'x-time-zone': 'America/Mexico_City' });
    expect(mexico.status).toBe(200);
    expect(mexico.headers['content-type']).toBe('application/pdf');
    expect(mexico.headers['cache-control']).toBe('private, no-store');
    expect(mexico.headers['content-disposition']).toBe('attachment; filename="prospera-progreso-2026-03-31.pdf"');
    expect(mexico.headers.etag).toBeUndefined();
    const body = mexico.body as Buffer;
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(Number(mexico.headers['content-length'])).toBe(body.length);
    const utc = await getBytes(t, '/api/v1/reports/progress/en', auth(user));
    expect(utc.headers['content-disposition']).toBe('attachment; filename="prospera-progress-2026-04-01.pdf"');
  });

  it("holds the user's figures in Spanish", async () => {
    clock.moveTo('2026-04-01T12:00:00.000Z');
    const response = await getBytes(t, '/api/v1/reports/progress/ES', { ...auth(user), 'accept-language': 'en' });
    expect(response.status).toBe(200);
    const { text } = await readPdf(response.body as Buffer);
    expect(text).toContain('Informe de progreso: Valentina Prueba');
    expect(text).toContain('Generado el 1 de abril de 2026');
    expect(text).toContain('Ciclo 1 · 10 ene 2026');
    expect(text).toContain('Ciclo 2');
    // Cycle 1's wheel, then cycle 2's, as text beside each chart.
    expect(text).toMatch(/Desarrollo Personal 2\/10 .*Pareja e Intimidad 10\/10 .*Desarrollo Personal 6\/10 .*Pareja e Intimidad 8\/10/);
    // The comparison: area before, after and change; global 6.2 -> 7.2.
    expect(text).toMatch(/Desarrollo Personal 2 6 \+4/);
    expect(text).toMatch(/Actividad Profesional 7 6 -1/);
    expect(text).toMatch(/Global 6,2 7,2 \+1/);
    expect(text).toContain('Respuestas que pasaron de NO a SÍ');
    expect(text).toContain('Objetivo 85 %');
    expect(text).toMatch(/12 ene 2026: 1\/2 · 50 %/);
    expect(text).toContain('Correr una media maratón');
    expect(text).toContain('HACER');
    expect(text).toContain('Entrenar cuatro días por semana');
    expect(text).toContain('Comprar zapatillas de trail · 12 ene 2026');
    expect(text).not.toContain('Inscribirse en la carrera');
    expect(text).toMatch(/EUR 1234,50 € 45,50 € 1189,00 €/);
    expect(text).toMatch(/USD 20,00 US\$ 0,00 US\$ 20,00 US\$/);
  });

  it("holds the user's figures in English", async () => {
    const response = await getBytes(t, '/api/v1/reports/progress/EN', auth(user));
    expect(response.status).toBe(200);
    const { text } = await readPdf(response.body as Buffer);
    expect(text).toContain('Progress report: Valentina Prueba');
    expect(text).toContain('Generated on April 1, 2026');
    expect(text).toMatch(/Personal Development 2\/10 .*Couple and Intimacy 10\/10/);
    expect(text).toMatch(/Global 6.2 7.2 \+1/);
    expect(text).toContain('Target 85%');
    expect(text).toMatch(/Jan 12, 2026: 1\/2 · 50%/);
    expect(text).toContain('Correr una media maratón');
    expect(text).toContain('DO');
    expect(text).toContain('Comprar zapatillas de trail · Jan 12, 2026');
    expect(text).toMatch(/EUR €1,234.50 €45.50 €1,189.00/);
    expect(text).toMatch(/USD \$20.00 \$0.00 \$20.00/);
  });

  it('BASICO and a lapsed paid plan answer 403 PLAN_LIMIT in the request language', async () => {
    clock.moveTo('2026-04-01T12:00:00.000Z');
    const free = await createUserDirect(t);
    const refused = await t.http.get('/api/v1/reports/progress/ES').set({ ...auth(free), 'accept-language': 'en' });
    expect(refused.status).toBe(403);
    expect(refused.headers['content-type']).toContain('application/json');
    expect(refused.body).toMatchObject({ statusCode: 403, code: 'PLAN_LIMIT' });
    expect(refused.body.message).toContain('analytics and progress reports');
    const lapsed = await createUserDirect(t);
    await subscribe(lapsed, 'MONTHLY', new Date('2026-03-01T00:00:00.000Z'));
    expect((await t.http.get('/api/v1/reports/progress/EN').set(auth(lapsed))).body.code).toBe('PLAN_LIMIT');
  });

  it('without a valid token answers the 401 envelope', async () => {
    const missing = await t.http.get('/api/v1/reports/progress/ES');
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({ statusCode: 401, error: 'Unauthorized', code: 'UNAUTHENTICATED', message: 'Autenticación requerida' });
    expect(missing.headers['cache-control']).toBe('no-store');
    const forged = await t.http.get('/api/v1/reports/progress/ES').set('authorization', 'Bearer not-a-token');
    expect(forged.status).toBe(401);
    // The token createUserDirect signed at the start of the history has long expired.
    const expired = await t.http.get('/api/v1/reports/progress/ES').set('authorization', `Bearer ${user.token}`);
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe(forged.body.code);
  });

  it.each(['/api/v1/reports/progress/FR', '/api/v1/reports/progress/ESP', '/api/v1/reports/progress/ES-es'])('%s: 404 REPORT_NOT_FOUND in the request language', async (url) => {
    const es = await t.http.get(url).set(auth(user));
    expect(es.status).toBe(404);
    expect(es.body).toEqual({ statusCode: 404, error: 'Not Found', code: 'REPORT_NOT_FOUND', message: 'Informe no encontrado: el informe de progreso está en ES o EN' });
    const en = await t.http.get(url).set('accept-language', 'en');
    expect(en.body.message).toBe('Report not found: the progress report is in ES or EN');
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await t.http.get('/api/openapi.json')).body as {
      paths: Record<string, Record<string, { security?: unknown[]; parameters: { name: string; in: string; schema: { enum?: string[] } }[]; responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>>;
    };
    const get = doc.paths['/api/v1/reports/progress/{lang}']?.get;
    // A session's access token, or a personal access token with every scope the report embeds (issue 39).
    expect(get?.security).toEqual([{ bearerAuth: [] }, { personalAccessToken: ['analytics:read', 'profile:read', 'wheel:read', 'plan:read', 'weekly:read'] }]);
    expect(get?.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'lang', in: 'path', schema: expect.objectContaining({ enum: ['ES', 'EN'] }) })]));
    expect(get?.responses['200']?.content?.['application/pdf']?.schema).toEqual({ type: 'string', format: 'binary' });
    for (const status of ['401', '403', '404']) expect(get?.responses[status]?.content?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/ErrorEnvelope' });
  });
});
