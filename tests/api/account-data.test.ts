import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../server/infra/mail';
import { createTestApp, type TestApp } from '../support/app';
import { assertNoLeak, createFullUser, dumpUserRows, secretsOf, type FullUser } from '../support/security-fixture';
import { registerBody, registerAndLogin } from '../support/users';
import { bearer, seedWork } from './accounts-fixtures';

let t: TestApp;
const sent: MailMessage[] = [];
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' });
  // The mailer is read from the deps at each call: these tests read what would have been sent.
  t.app.deps.mailer = { send: async (message) => void sent.push(message), deliver: async (message) => void sent.push(message) };
});
afterAll(async () => t.close());

const api = (path: string) => `/api/v1${path}`;
const exportOf = (token: string, lang = 'es') => t.http.get(api('/users/export')).set(bearer(token)).set('accept-language', lang);
const csvOf = (token: string, lang = 'es') => t.http.get(api('/users/export/actions.csv')).set(bearer(token)).set('accept-language', lang).set('x-time-zone', 'UTC');
const deleteMe = (token: string, body: object, lang = 'es') => t.http.delete(api('/users/me')).set(bearer(token)).set('accept-language', lang).send(body);

/** A user of createFullUser's (registered: a real password and refresh token) whose goal and action aim at a NO answer. */
async function fixtureUser(): Promise<FullUser & { password: string; phone: string }> {
  const user = await createFullUser(t, { registered: true });
  const db = t.app.deps.db;
  const no = await db.answer.findFirstOrThrow({ where: { lifeWheelAreaId: user.owned.lifeWheelAreaId, value: false }, select: { questionId: true } });
  const target = { lifeWheelAreaId: user.owned.lifeWheelAreaId, questionId: no.questionId };
  await db.goalTarget.create({ data: { goalId: user.owned.goalId, ...target } });
  await db.actionTarget.create({ data: { actionId: user.owned.actionId, ...target } });
  // The day-45 pulse of the cycle: the aimed question answered YES half-way.
  const cycle = await db.cycle.findFirstOrThrow({ where: { lifeWheel: { userId: user.id }, status: 'ACTIVE' }, select: { id: true } });
  await db.pulse.create({ data: { cycleId: cycle.id, takenAt: new Date('2026-11-20T10:00:00.000Z'), answers: { create: [{ questionId: no.questionId, value: true }] } } });
  const profile = await db.profile.findUniqueOrThrow({ where: { userId: user.id }, select: { phone: true } });
  return { ...user, password: registerBody().password, phone: profile.phone };
}

/** Every table with a user column, read from the database itself, so tables added later are covered too. */
async function userTables(): Promise<{ table: string; column: string }[]> {
  return t.app.deps.db.$queryRaw<{ table: string; column: string }[]>`
    SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns
    WHERE table_schema = current_schema() AND column_name IN ('userId', 'user_id') ORDER BY table_name`;
}

async function rowsOfUser(userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { table, column } of await userTables()) {
    const [row] = await t.app.deps.db.$queryRawUnsafe<{ count: bigint }[]>(`SELECT count(*) AS count FROM "${table}" WHERE "${column}" = $1::uuid`, userId);
    counts[table] = Number(row?.count ?? 0);
  }
  return counts;
}

/** RFC 4180 fields, quotes and line breaks inside quotes included. */
function parseCsv(text: string, separator = ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += char;
  }
  return rows;
}

describe('GET /users/export', () => {
  let owner: Awaited<ReturnType<typeof fixtureUser>>;
  let other: FullUser;
  beforeAll(async () => {
    owner = await fixtureUser();
    other = await createFullUser(t, { registered: true });
  });

  it('holds every row of the user, version 1, and nothing of another user nor any hash or token', async () => {
    const response = await exportOf(owner.token);
    expect(response.status).toBe(200);
    const body = response.body as Record<string, unknown> & { version: number };
    expect(body.version).toBe(1);
    const dump = await dumpUserRows(t, owner.id);
    const text = response.text;
    for (const table of ['wheels', 'refreshTokens', 'users', 'profiles', 'details'] as const) delete dump[table];
    for (const [table, rows] of Object.entries(dump)) {
      expect(rows.length, table).toBeGreaterThan(0);
      for (const row of rows as { id: string }[]) expect(text, `${table} ${row.id}`).toContain(row.id);
    }
    const cycles = await t.app.deps.db.cycle.findMany({ where: { lifeWheel: { userId: owner.id } }, select: { id: true } });
    for (const cycle of cycles) expect(text).toContain(cycle.id);
    expect(body).toMatchObject({
      profile: { id: owner.id, email: owner.email, phone: owner.phone, hasPassword: true, weeklyDigest: true, dueReminders: true, notifyHour: 8 },
      subscription: { plan: 'MONTHLY', payments: [expect.objectContaining({ amount: expect.any(Number) })] },
    });
    const exported = body as unknown as { goals: { id: string; targets: unknown[] }[]; actions: { id: string; targets: unknown[] }[] };
    expect(exported.goals.find((goal) => goal.id === owner.owned.goalId)?.targets).toHaveLength(1);
    expect(exported.actions.find((action) => action.id === owner.owned.actionId)?.targets).toHaveLength(1);
    const withPulse = (body as unknown as { cycles: { status: string; pulse: { takenAt: string; answers: { questionId: string; question: string; value: boolean }[] } | null }[] }).cycles;
    const taken = withPulse.find((cycle) => cycle.status === 'ACTIVE')!.pulse;
    expect(taken).toMatchObject({ takenAt: '2026-11-20T10:00:00.000Z', answers: [{ value: true, question: expect.any(String) }] });
    const aimed = await t.app.deps.db.goalTarget.findFirstOrThrow({ where: { goalId: owner.owned.goalId }, select: { questionId: true } });
    expect(taken!.answers[0]!.questionId).toBe(aimed.questionId);
    assertNoLeak('export', text, await secretsOf(t, other));
    const own = await t.app.deps.db.user.findUniqueOrThrow({ where: { id: owner.id }, select: { passwordHash: true, refreshTokens: { select: { tokenHash: true } } } });
    for (const secret of [own.passwordHash ?? '', ...own.refreshTokens.map((row) => row.tokenHash), owner.refreshToken ?? '']) expect(text).not.toContain(secret);
  });

  it('holds the shares on both sides with their notes, and never an invitation token', async () => {
    const db = t.app.deps.db;
    const now = new Date('2026-11-21T09:00:00.000Z');
    const otherEmail = (await db.user.findUniqueOrThrow({ where: { id: other.id }, select: { email: true } })).email;
    const share = await db.share.create({
      data: {
        ownerId: owner.id, companionEmail: otherEmail, companionId: other.id, role: 'COACH', plan: true, weekly: true, reviewText: true, status: 'ACTIVE',
        tokenHash: 'f'.repeat(64), mailLang: 'es', acceptedAt: now, createdAt: now, updatedAt: now,
      },
    });
    await db.share.create({ data: { ownerId: owner.id, companionEmail: 'gone@example.com', role: 'PARTNER', wheel: true, status: 'ENDED', mailLang: 'en', endedAt: now, createdAt: now, updatedAt: now } });
    await db.companionNote.create({ data: { shareId: share.id, weekStart: new Date('2026-11-16T00:00:00.000Z'), text: 'Buena semana, sigue así', createdAt: now, updatedAt: now } });
    const firstName = (await db.profile.findUniqueOrThrow({ where: { userId: owner.id }, select: { firstName: true } })).firstName;

    const given = await exportOf(owner.token);
    expect(given.status).toBe(200);
    expect(given.text).not.toContain('f'.repeat(64));
    const note = { weekStart: '2026-11-16T00:00:00.000Z', text: 'Buena semana, sigue así', createdAt: now.toISOString(), updatedAt: now.toISOString() };
    type Exported = { id: string; email?: string }[];
    const companions = given.body.companions as Exported;
    expect(companions.find((row) => row.id === share.id)).toEqual({
      id: share.id, email: otherEmail, role: 'COACH', status: 'ACTIVE', createdAt: now.toISOString(), acceptedAt: now.toISOString(), endedAt: null,
      choices: { wheel: false, cycles: false, plan: true, budgets: false, weekly: true, reviewText: true }, notes: [note],
    });
    expect(companions.find((row) => row.email === 'gone@example.com')).toMatchObject({ role: 'PARTNER', status: 'ENDED', endedAt: now.toISOString(), notes: [] });
    const invited = await db.share.findFirstOrThrow({ where: { id: owner.owned.shareId }, select: { companionEmail: true } });
    expect(companions.find((row) => row.id === owner.owned.shareId)).toMatchObject({ email: invited.companionEmail, status: 'INVITED' });
    expect((given.body.supporting as Exported).map((row) => row.id)).not.toContain(share.id);
    const held = await exportOf(other.token);
    expect((held.body.supporting as Exported).find((row) => row.id === share.id)).toMatchObject({ personFirstName: firstName, role: 'COACH', status: 'ACTIVE', notes: [note] });
    expect(held.text).not.toContain(owner.email);
    await db.share.deleteMany({ where: { id: share.id } });
    await db.share.deleteMany({ where: { ownerId: owner.id, companionEmail: 'gone@example.com' } });
  });

  it('carries what a completed action really cost, in the JSON and in the CSV', async () => {
    const completed = await t.http.put(api(`/actions/${owner.owned.actionId}/complete`)).set(bearer(owner.token)).send({ actualCost: 12.5 });
    expect(completed.status).toBe(200);
    const exported = (await exportOf(owner.token)).body as { actions: { id: string; actualCost: number | null }[] };
    expect(exported.actions.find((action) => action.id === owner.owned.actionId)?.actualCost).toBe(12.5);
    expect(exported.actions.filter((action) => action.id !== owner.owned.actionId).every((action) => action.actualCost === null)).toBe(true);
    const [header, ...rows] = parseCsv((await csvOf(owner.token, 'en')).text.slice(1));
    expect(header?.at(-1)).toBe('Actual cost');
    expect(rows.filter((row) => row.at(-1) === '12.50')).toHaveLength(1);
  });

  it('answers the same over tRPC, and 401 without a token', async () => {
    const rest = await exportOf(owner.token);
    const trpc = await t.trpc('users.export', undefined, { token: owner.token, query: true });
    expect(trpc.status).toBe(200);
    expect({ ...(trpc.data as object), exportedAt: 'x' }).toEqual({ ...rest.body, exportedAt: 'x' });
    expect((await t.http.get(api('/users/export'))).status).toBe(401);
  });

  it('reads the same number of queries for an empty account and a full one', async () => {
    const empty = await registerAndLogin(t);
    await seedWork(t, owner.id, { goals: 10, actionsPerGoal: 5, completedActions: 10 });
    const queriesFor = async (token: string) => {
      let n = 0;
      const stop = t.database.onQuery(() => n++);
      try {
        expect((await exportOf(token)).status).toBe(200);
      } finally {
        stop();
      }
      return n;
    };
    const few = await queriesFor(empty.token);
    expect(few).toBeGreaterThan(0);
    expect(await queriesFor(owner.token)).toBe(few);
  });
});

describe('GET /users/export/actions.csv', () => {
  let owner: Awaited<ReturnType<typeof fixtureUser>>;
  beforeAll(async () => {
    owner = await fixtureUser();
    // A title that needs quoting, an accent, and one a spreadsheet would run as a formula.
    await t.app.deps.db.action.update({ where: { id: owner.owned.actionId }, data: { title: 'Comprar "zapatillas", ya\ncorrer', description: '=1+1 canción' } });
  });

  it('a UTF-8 BOM, the header in the request language, one parsed row per action, quoting and formula guard, dated attachment', async () => {
    const response = await csvOf(owner.token);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="prospera-acciones-${today}.csv"`);
    expect(response.text.charCodeAt(0)).toBe(0xfeff);
    const [header, ...rows] = parseCsv(response.text.slice(1), ';');
    expect(header).toEqual(['Acción', 'Descripción', 'Proyecto', 'Meta', 'Contexto', 'Energía', 'Minutos', 'Fecha límite', 'Presupuesto', 'Moneda', 'Completada', 'Completada el', 'Coste real']);
    const actions = await t.app.deps.db.action.findMany({ where: { userId: owner.id }, select: { title: true, dueDate: true, completed: true } });
    expect(rows).toHaveLength(actions.length);
    const bought = rows.find((row) => row[0] === 'Comprar "zapatillas", ya\ncorrer');
    expect(bought).toEqual(['Comprar "zapatillas", ya\ncorrer', "'=1+1 canción", expect.any(String), 'Ser constante', 'casa', 'media', '30', expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), '80,00', 'USD', 'no', '', '']);
    expect(rows.filter((row) => row[10] === 'sí')).toHaveLength(actions.filter((action) => action.completed).length);
  });

  // Issue 37: the Spanish CSV said "0.00,USD" for an action without a budget, comma-separated with a dot decimal,
  // which a Spanish spreadsheet misreads; each language now follows its spreadsheets' conventions.
  it("follows the language's spreadsheet conventions, and an action without a budget carries no amount or currency", async () => {
    const owned = await t.app.deps.db.action.findUniqueOrThrow({ where: { id: owner.owned.actionId }, select: { dueDate: true } });
    const added = await t.http
      .post(api('/actions/add'))
      .set(bearer(owner.token))
      .send({ goalId: owner.owned.goalId, contextId: owner.owned.contextId, title: 'Sin presupuesto; sin moneda', dueDate: owned.dueDate.toISOString().slice(0, 10) });
    expect(added.status).toBe(201);
    const spanish = (await csvOf(owner.token)).text;
    expect(spanish.split('\r\n')[0]).toBe('\uFEFFAcción;Descripción;Proyecto;Meta;Contexto;Energía;Minutos;Fecha límite;Presupuesto;Moneda;Completada;Completada el;Coste real');
    expect(spanish).toContain(';80,00;USD;');
    const spanishRows = parseCsv(spanish.slice(1), ';');
    expect(spanishRows.find((row) => row[0] === 'Sin presupuesto; sin moneda')?.slice(8, 10)).toEqual(['', '']);
    const english = (await csvOf(owner.token, 'en')).text;
    expect(english).toContain(',80.00,USD,');
    expect(parseCsv(english.slice(1)).find((row) => row[0] === 'Sin presupuesto; sin moneda')?.slice(8, 10)).toEqual(['', '']);
  });

  it('in English: header and words in English, the English file name; 401 without a token', async () => {
    const response = await csvOf(owner.token, 'en');
    const [header] = parseCsv(response.text.slice(1));
    expect(header?.[0]).toBe('Action');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="prospera-actions-\d{4}-\d{2}-\d{2}\.csv"$/);
    const unauthenticated = await t.http.get(api('/users/export/actions.csv'));
    expect(unauthenticated.status).toBe(401);
    expect(unauthenticated.body.code).toBe('UNAUTHENTICATED');
  });
});

describe('DELETE /users/me', () => {
  it('a wrong password answers 403 in the request language and changes nothing', async () => {
    const owner = await fixtureUser();
    const before = await dumpUserRows(t, owner.id);
    const response = await deleteMe(owner.token, { password: 'not-my-password' });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ code: 'ACCOUNT_PASSWORD_INCORRECT', message: 'La contraseña no es correcta. Tu cuenta no se ha eliminado.' });
    expect((await deleteMe(owner.token, { password: 'nope' }, 'en')).body.message).toBe('The password is not correct. Your account was not deleted.');
    const missing = await deleteMe(owner.token, {});
    expect(missing.status).toBe(400);
    expect(missing.body.issues[0].code).toBe('ACCOUNT_DELETION_PASSWORD_REQUIRED');
    expect(await dumpUserRows(t, owner.id)).toEqual(before);
  });

  it('erases every row of the user in every table, ends every session, and the e-mail and phone register again', async () => {
    const owner = await fixtureUser();
    const other = await createFullUser(t, { registered: true });
    const otherBefore = await dumpUserRows(t, other.id);
    const tables = await userTables();
    expect(tables.map((row) => row.table)).toEqual(expect.arrayContaining(['Action', 'Goal', 'Project', 'Context', 'WeeklyReview', 'UserSubscription', 'RefreshToken', 'Profile']));
    expect(Object.values(await rowsOfUser(owner.id)).some((count) => count > 0)).toBe(true);

    const response = await deleteMe(owner.token, { password: owner.password });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: 'Tu cuenta y todos tus datos se han eliminado' });

    expect(Object.values(await rowsOfUser(owner.id)).every((count) => count === 0)).toBe(true);
    const db = t.app.deps.db;
    expect(await db.user.count({ where: { id: owner.id } })).toBe(0);
    expect(await db.answer.count({ where: { lifeWheelArea: { lifeWheel: { userId: owner.id } } } })).toBe(0);
    expect(await db.subscriptionPayment.count({ where: { subscriptionId: owner.owned.subscriptionId } })).toBe(0);
    expect(await db.projectDetail.count({ where: { id: owner.owned.projectDetailId } })).toBe(0);
    expect(await dumpUserRows(t, other.id)).toEqual(otherBefore);

    for (const path of ['/auth/session', '/users/me', '/users/export', '/actions/me']) {
      const refused = await t.http.get(api(path)).set(bearer(owner.token));
      expect(refused.status, path).toBe(401);
    }
    expect((await t.http.post(api('/users/add-context')).set(bearer(owner.token)).send({ name: '@otra' })).status).toBe(401);
    expect((await t.http.post(api('/auth/refresh')).send({ refresh_token: owner.refreshToken })).status).toBe(401);

    const again = await t.http.post(api('/users/register')).send(registerBody({ email: owner.email, phone: owner.phone }));
    expect(again.status).toBe(201);
  });

  it('works over tRPC', async () => {
    const user = await registerAndLogin(t);
    const result = await t.trpc('users.deleteMe', { password: user.password }, { token: user.token });
    expect(result.status).toBe(200);
    expect(await t.app.deps.db.user.count({ where: { id: user.id } })).toBe(0);
  });
});

describe('accounts without a password: the e-mailed confirmation', () => {
  const linkToken = (message: MailMessage | undefined) => /delete-account=([A-Za-z0-9_-]+)/.exec(message?.text ?? '')?.[1] ?? '';

  async function passwordless() {
    const user = await registerAndLogin(t);
    await t.app.deps.db.user.update({ where: { id: user.id }, data: { passwordHash: null } });
    return user;
  }

  it('the summary says which confirmation the account takes, with the counts the dialog names', async () => {
    const owner = await fixtureUser();
    const summary = await t.http.get(api('/users/me/deletion-summary')).set(bearer(owner.token));
    // The fixture's person pays a monthly plan: its days left are named too.
    expect(summary.body).toEqual({ projects: 1, actions: 3, cycles: 1, hasPassword: true, paidPlan: { name: 'MONTHLY', renewalDate: expect.any(String), daysRemaining: expect.any(Number) } });
    const user = await passwordless();
    expect((await t.http.get(api('/users/me/deletion-summary')).set(bearer(user.token))).body).toMatchObject({ hasPassword: false, paidPlan: null });
  });

  it('the summary names a paid plan still running and the days of it the deletion gives up', async () => {
    const user = await registerAndLogin(t);
    const list = await t.http.get(api('/subscription/all'));
    const monthly = (list.body as { plans: { name: string; id: string; currencyId: string; basePrice: number }[] }).plans.find((plan) => plan.name === 'MONTHLY')!;
    const bought = await t.http.post(api('/users/add-subscription')).set(bearer(user.token)).send({ planId: monthly.id, currencyId: monthly.currencyId, amountPaid: monthly.basePrice });
    expect(bought.status).toBe(201);
    const { paidPlan } = (await t.http.get(api('/users/me/deletion-summary')).set(bearer(user.token))).body as { paidPlan: { name: string; renewalDate: string; daysRemaining: number } };
    expect(paidPlan).toMatchObject({ name: 'MONTHLY', renewalDate: (bought.body as { subscription: { renewalDate: string } }).subscription.renewalDate });
    expect(paidPlan.daysRemaining).toBeGreaterThanOrEqual(28);
    expect(paidPlan.daysRemaining).toBeLessThanOrEqual(31);
  });

  it('mails a single-use link in the language of the request; the link deletes the account once', async () => {
    const user = await passwordless();
    sent.length = 0;
    const requested = await t.http.post(api('/users/me/deletion-request')).set(bearer(user.token)).set('accept-language', 'en').send({});
    expect(requested.status).toBe(200);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: user.email, subject: 'Confirm the deletion of your Prospera account' });
    const token = linkToken(sent[0]);
    expect(token).toHaveLength(43);
    const stored = await t.app.deps.db.accountDeletionToken.findFirstOrThrow({ where: { userId: user.id } });
    expect(stored.tokenHash).not.toContain(token);

    expect((await deleteMe(user.token, { password: 'guess' })).status).toBe(403);
    expect((await deleteMe(user.token, { confirmationToken: 'x'.repeat(43) })).body.code).toBe('ACCOUNT_DELETION_LINK_INVALID');
    const done = await deleteMe(user.token, { confirmationToken: token });
    expect(done.status).toBe(200);
    expect(await t.app.deps.db.user.count({ where: { id: user.id } })).toBe(0);
    expect((await deleteMe(user.token, { confirmationToken: token })).status).toBe(401);
  });

  it('a newer link replaces the older one; an expired link deletes nothing', async () => {
    const user = await passwordless();
    sent.length = 0;
    await t.http.post(api('/users/me/deletion-request')).set(bearer(user.token)).send({});
    await t.http.post(api('/users/me/deletion-request')).set(bearer(user.token)).send({});
    const [older, newer] = sent.map(linkToken);
    const refused = await deleteMe(user.token, { confirmationToken: older });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('El enlace de confirmación no es válido, ya se usó o caducó. Pide uno nuevo desde tu perfil.');
    await t.app.deps.db.accountDeletionToken.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await deleteMe(user.token, { confirmationToken: newer })).status).toBe(403);
    expect(await t.app.deps.db.user.count({ where: { id: user.id } })).toBe(1);
  });

  it('an account with a password is told to confirm with it (422) and no mail leaves', async () => {
    const user = await registerAndLogin(t);
    sent.length = 0;
    const response = await t.http.post(api('/users/me/deletion-request')).set(bearer(user.token)).send({});
    expect(response.status).toBe(422);
    expect(response.body.code).toBe('ACCOUNT_HAS_PASSWORD');
    expect(sent).toHaveLength(0);
  });
});

describe('the bound of the export', () => {
  it('an account with more actions than EXPORT_MAX_ACTIONS gets a translated 413 for the JSON and the CSV, and at the bound both answer', async () => {
    const bounded = await createTestApp();
    try {
      const user = await createFullUser(bounded);
      // The bound is set to what the fixture's account holds (deps are read at each call, as the mailer above).
      const held = await bounded.app.deps.db.action.count({ where: { userId: user.id } });
      bounded.app.deps.env = { ...bounded.app.deps.env, EXPORT_MAX_ACTIONS: held };
      expect((await bounded.http.get(api('/users/export')).set(bearer(user.token))).status).toBe(200);
      expect((await bounded.http.get(api('/users/export/actions.csv')).set(bearer(user.token)).set('x-time-zone', 'UTC')).status).toBe(200);

      const one = await bounded.app.deps.db.action.findFirstOrThrow({ where: { userId: user.id }, select: { goalId: true, contextId: true, currencyId: true, dueDate: true } });
      await bounded.app.deps.db.action.create({ data: { ...one, userId: user.id, title: 'Una más', energy: 'LOW', timeEstimate: 10 } });
      for (const [lang, message] of [
        ['es', new RegExp(`^Tu cuenta tiene más de ${held} acciones`)],
        ['en', new RegExp(`^Your account has more than ${held} actions`)],
      ] as const) {
        const refused = await bounded.http.get(api('/users/export')).set(bearer(user.token)).set('accept-language', lang);
        expect(refused.status).toBe(413);
        expect(refused.body).toMatchObject({ code: 'EXPORT_TOO_LARGE', max: held, message: expect.stringMatching(message) });
      }
      const csv = await bounded.http.get(api('/users/export/actions.csv')).set(bearer(user.token)).set('x-time-zone', 'UTC');
      expect(csv.status).toBe(413);
      expect(csv.body).toMatchObject({ code: 'EXPORT_TOO_LARGE', max: held });
      const trpc = await bounded.trpc('users.export', undefined, { token: user.token, query: true });
      expect(trpc.error?.data).toMatchObject({ httpStatus: 413, appCode: 'EXPORT_TOO_LARGE' });
    } finally {
      await bounded.close();
    }
  });
});
