import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weekStarts } from '../../domain/rules/weekly';
import type { SharedView } from '../../domain/schemas/companions';
import { createTestApp, type TestApp } from '../support/app';
import { apiAs, createActionsDirect, createGoalDirect, createPlanUser, createProjectDirect, type PlanUser } from '../support/plan-state';
import { startTestSmtp, type TestSmtp } from '../support/smtp';
import { createUserDirect, registerAndLogin, type TestUser } from '../support/users';

// Companions (issue 41) through the real app and a real SMTP peer: the invitation is read from the mail it sends.
const APP_URL = 'https://prospera.example';
let smtp: TestSmtp;
let t: TestApp;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, APP_URL, NOTIFICATIONS_WORKER: 'false' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const as = (user: { token: string }, lang: 'es' | 'en' = 'es') => apiAs(t, user.token, { lang });
const everything = { wheel: true, cycles: true, plan: true, budgets: true, weekly: true, reviewText: true };
const thisMonday = () => weekStarts(new Date(), 'UTC', 0)[0]!;

/** Invites `email` from `owner` and follows the mail's link: the token it carries. */
async function invite(owner: { token: string }, email: string, choices: Record<string, boolean>, lang: 'es' | 'en' = 'es') {
  const response = await as(owner, lang).post('/users/companions', { email, role: 'COACH', ...choices });
  expect(response.status).toBe(201);
  const mail = await smtp.next(email);
  const link = /https:\/\/prospera\.example\/supporting\/accept\?[^\s"]+/.exec(mail.text ?? '')?.[0] ?? '';
  const token = new URL(link).searchParams.get('token') ?? '';
  expect(token).not.toBe('');
  return { id: (response.body as { id: string }).id, token, mail };
}

async function ownerWithPlan(): Promise<PlanUser> {
  const plan = await createPlanUser(t);
  const { projectDetailId } = await createProjectDirect(t, plan.user.id, plan.wheel.areas[0]!.id);
  const goalId = await createGoalDirect(t, plan.user.id, projectDetailId, 'DO');
  await createActionsDirect(t, { userId: plan.user.id, goalId, contextId: plan.contextId, count: 2, baseCapitalCents: 12_345 });
  await t.app.deps.db.weeklyReview.create({ data: { userId: plan.user.id, weekStart: new Date(`${thisMonday()}T00:00:00Z`), wins: 'Gané', obstacles: 'Sueño', changes: 'Dormir', rating: 4 } });
  return plan;
}

const view = (companion: TestUser, id: string) => as(companion).get(`/supporting/${id}`);
const PRIVATE = ['email', 'phone', 'address', 'lastName', 'Calle Falsa'];

describe('companions: invite, accept, read, narrow, note, end', () => {
  it('shares nothing before acceptance, then exactly the chosen parts, at once narrower, until it ends', async () => {
    const owner = await ownerWithPlan();
    const companion = await createUserDirect(t, { firstName: 'Carla' });
    const { id, token, mail } = await invite(owner.user, companion.email, { wheel: true, plan: true, weekly: true });
    expect(mail.subject).toBe('Ana te invita a acompañarle en Prospera');

    expect((await as(companion).get('/supporting')).body).toEqual({ people: [] });
    expect((await view(companion, id)).status).toBe(404);
    expect((await as(owner.user).get('/users/companions')).body.shares).toMatchObject([{ id, status: 'INVITED', companionName: null }]);

    const stranger = await createUserDirect(t);
    const mismatch = await as(stranger, 'en').post('/supporting/accept', { token });
    expect(mismatch.status).toBe(403);
    expect(mismatch.body.message).toBe('This invitation is for another e-mail address: sign in with the account it was sent to.');
    const accepted = await as(companion).post('/supporting/accept', { token });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ id, firstName: 'Ana', role: 'COACH' });
    expect((await as(companion).post('/supporting/accept', { token })).status).toBe(404);

    const shared = (await view(companion, id)).body as SharedView;
    expect(Object.keys(shared).sort()).toEqual(['person', 'plan', 'weekly', 'wheel']);
    expect(shared.wheel?.areas).toHaveLength(6);
    expect(shared.wheel?.areas[0]).toMatchObject({ color: expect.any(String), emoji: expect.any(String) });
    expect(shared.plan?.actions).toHaveLength(2);
    expect(shared.plan?.actions[0]).not.toHaveProperty('budget');
    expect(shared.plan?.projects[0]).not.toHaveProperty('budget');
    expect(shared.weekly?.reviews[0]).toEqual({ weekStart: thisMonday(), rating: 4 });
    const text = JSON.stringify(shared);
    for (const secret of [...PRIVATE.slice(3), owner.user.email]) expect(text).not.toContain(secret);

    const widened = await as(owner.user).patch(`/users/companions/${id}`, everything);
    expect(widened.status).toBe(200);
    const full = (await view(companion, id)).body as SharedView;
    expect(full.plan?.actions[0]?.budget).toEqual({ baseCapital: 123.45, actualCost: null });
    expect(full.weekly?.reviews[0]?.text).toEqual({ wins: 'Gané', obstacles: 'Sueño', changes: 'Dormir' });
    expect(full.cycles?.history.cycles).toHaveLength(1);

    expect((await as(owner.user).patch(`/users/companions/${id}`, { weekly: true })).status).toBe(200);
    const narrow = (await view(companion, id)).body as SharedView;
    expect(Object.keys(narrow).sort()).toEqual(['person', 'weekly']);
    expect(narrow.weekly?.reviews[0]).not.toHaveProperty('text');

    const note = await as(companion).put(`/supporting/${id}/notes`, { weekStart: thisMonday(), text: '¡Buen trabajo!' });
    expect(note.status).toBe(200);
    expect((await as(companion).put(`/supporting/${id}/notes`, { weekStart: thisMonday(), text: 'Sigue así' })).status).toBe(200);
    const reviews = await as(owner.user).get('/reviews/me');
    expect(reviews.body.reviews[0].companionNotes).toMatchObject([{ companionName: 'Carla', role: 'COACH', text: 'Sigue así' }]);
    expect(reviews.body.reviews[0]).toMatchObject({ wins: 'Gané', rating: 4 });

    expect((await as(companion).delete(`/users/companions/${id}`)).status).toBe(404);
    const ended = await as(owner.user).delete(`/users/companions/${id}`);
    expect(ended.body.message).toBe(`Has dejado de compartir con ${companion.email}`);
    expect((await view(companion, id)).status).toBe(404);
    expect((await as(companion).put(`/supporting/${id}/notes`, { weekStart: thisMonday(), text: 'x' })).status).toBe(404);
    expect((await as(companion).get('/supporting')).body).toEqual({ people: [] });
  });

  it('lets the companion leave, and answers 404 to a foreign id on every companion call', async () => {
    const owner = await ownerWithPlan();
    const companion = await createUserDirect(t);
    const other = await createUserDirect(t);
    const { id, token } = await invite(owner.user, companion.email, { weekly: true, reviewText: true }, 'en');
    await as(companion).post('/supporting/accept', { token });
    for (const call of [view(other, id), as(other).delete(`/supporting/${id}`), as(other).patch(`/users/companions/${id}`, { weekly: true }), as(other).delete(`/users/companions/${id}`)]) {
      expect((await call).status).toBe(404);
    }
    expect((await as(other).put(`/supporting/${id}/notes`, { weekStart: thisMonday(), text: 'x' })).status).toBe(404);
    expect((await as(owner.user).get(`/supporting/${id}`)).status).toBe(404);
    const left = await as(companion, 'en').delete(`/supporting/${id}`);
    expect(left.body.message).toBe('You no longer support Ana');
    expect((await view(companion, id)).status).toBe(404);
    expect((await as(owner.user).get('/users/companions')).body).toEqual({ shares: [] });
  });

  it('refuses bad input with translated messages and changes nothing', async () => {
    const owner = await createUserDirect(t);
    const db = t.app.deps.db;
    const before = await db.share.count();
    const cases: [object, string, string][] = [
      [{ email: 'not-an-email', role: 'COACH', wheel: true }, 'Escribe un correo electrónico válido', 'Enter a valid e-mail address'],
      [{ email: 'a@example.com', role: 'BOSS', wheel: true }, 'El rol es COACH o PARTNER', 'The role is COACH or PARTNER'],
      [{ email: 'a@example.com', role: 'COACH' }, 'Elige al menos una cosa que compartir: la rueda, los ciclos, el plan o la semana', 'Choose at least one thing to share: the wheel, the cycles, the plan or the week'],
      [{ email: 'a@example.com', role: 'COACH', wheel: true, budgets: true }, 'Los presupuestos solo se comparten junto con el plan', 'Budgets are only shared together with the plan'],
      [{ email: 'a@example.com', role: 'COACH', wheel: true, reviewText: true }, 'El texto de las revisiones solo se comparte junto con la semana', 'The review text is only shared together with the week'],
    ];
    for (const [body, es, en] of cases) {
      const refused = await as(owner).post('/users/companions', body);
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain(es);
      expect(JSON.stringify((await as(owner, 'en').post('/users/companions', body)).body)).toContain(en);
    }
    expect((await as(owner).post('/users/companions', { email: owner.email, role: 'PARTNER', wheel: true })).body.code).toBe('SHARE_SELF');
    expect(await db.share.count()).toBe(before);

    const companion = await createUserDirect(t);
    const { id, token } = await invite(owner, companion.email, { weekly: true });
    expect((await as(owner).post('/users/companions', { email: companion.email.toUpperCase(), role: 'COACH', wheel: true })).body.code).toBe('SHARE_EXISTS');
    await as(companion).post('/supporting/accept', { token });
    const long = await as(companion, 'en').put(`/supporting/${id}/notes`, { weekStart: thisMonday(), text: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain('The note takes at most 500 characters');
    const old = await as(companion).put(`/supporting/${id}/notes`, { weekStart: '2020-01-06', text: 'hola' });
    expect(old.body.code).toBe('COMPANION_NOTE_WEEK_INVALID');
    expect(await db.companionNote.count({ where: { shareId: id } })).toBe(0);
    expect((await as(companion).post('/supporting/accept', { token: 'nope' })).body.code).toBe('SHARE_INVITATION_INVALID');
  });

  it('writes the invitation in the invitee’s language when they have an account, else in the sender’s', async () => {
    const owner = await createUserDirect(t);
    const english = await createUserDirect(t);
    await t.app.deps.db.profile.update({ where: { userId: english.id }, data: { language: 'en' } });
    expect((await invite(owner, english.email, { wheel: true }, 'es')).mail.subject).toBe('Ana invites you to support them on Prospera');
    const newcomer = `new-${english.id.slice(0, 8)}@example.com`;
    const spanish = await invite(owner, newcomer, { wheel: true }, 'es');
    expect(spanish.mail.subject).toBe('Ana te invita a acompañarle en Prospera');
    expect(spanish.mail.text).toContain('lang=es');
  });

  it('ends every share and deletes its notes when either account is deleted', async () => {
    const db = t.app.deps.db;
    for (const side of ['owner', 'companion'] as const) {
      const owner = await registerAndLogin(t);
      const companion = await registerAndLogin(t);
      const { id, token } = await invite(owner, companion.email, { weekly: true });
      await as(companion).post('/supporting/accept', { token });
      expect((await as(companion).put(`/supporting/${id}/notes`, { weekStart: thisMonday(), text: 'Nota' })).status).toBe(200);
      const leaving = side === 'owner' ? owner : companion;
      const deleted = await t.http.delete('/api/v1/users/me').set('authorization', `Bearer ${leaving.token}`).send({ password: leaving.password });
      expect(deleted.status).toBe(200);
      expect(await db.share.count({ where: { id } })).toBe(0);
      expect(await db.companionNote.count({ where: { shareId: id } })).toBe(0);
      const remaining = side === 'owner' ? companion : owner;
      expect((await as(remaining).get(side === 'owner' ? '/supporting' : '/users/companions')).body).toEqual(side === 'owner' ? { people: [] } : { shares: [] });
    }
  });

  it('refuses personal access tokens on every companion call (403, translated)', async () => {
    const owner = await createUserDirect(t);
    const created = await as(owner).post('/users/tokens', { name: 'script', scopes: ['plan:read', 'weekly:read', 'wheel:read', 'profile:read'] });
    const pat = { token: (created.body as { token: string }).token };
    for (const path of ['/supporting', '/users/companions']) {
      const refused = await as(pat, 'en').get(path);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('A personal access token cannot do this: sign in to Prospera to do it.');
    }
  });
});
