import type { LifeAreaKey } from '../../domain/content/life-areas';
import type { TestApp } from './app';
import { areaOf, assessAllAreas, saveFocus } from './wheel';
import { apiAs, projectPayload, todayIn } from './plan-state';
import { addDays } from '../../domain/rules/dates';
import { weekStart } from '../../domain/rules/weekly';
import { createUserDirect, registerAndLogin } from './users';
import { newRefreshToken } from '../../server/infra/tokens';
import { samplePushEndpoint, samplePushKeys } from './security-openapi';

// A user holding one of everything the API can own, built through the real API, and a deterministic dump of
// their rows: the security suites compare dumps to prove that a request changed nothing it should not.

const SCORES: Record<LifeAreaKey, number> = {
  PERSONAL_DEVELOPMENT: 3,
  PROFESSIONAL_ACTIVITY: 4,
  HEALTH_NUTRITION: 5,
  MONEY_FINANCES: 7,
  SOCIAL_RELATIONSHIPS: 8,
  COUPLE_INTIMACY: 10,
};
const FOCUS: LifeAreaKey[] = ['PERSONAL_DEVELOPMENT', 'PROFESSIONAL_ACTIVITY', 'HEALTH_NUTRITION'];

/** The ids a user owns, by the field names the API uses for them. */
export type OwnedIds = {
  lifeWheelAreaId: string;
  cycleId: string;
  projectId: string;
  projectDetailId: string;
  goalId: string;
  contextId: string;
  actionId: string;
  subscriptionId: string;
  reviewId: string;
  seriesId: string;
  /** A linked sign-in provider identity (GET/DELETE /users/me/sign-in-methods). */
  identityId: string;
  /** A personal access token (DELETE /users/tokens/{id}). */
  apiTokenId: string;
  /** A webhook endpoint (/users/webhooks/{id}) and one delivery of it (its ping). */
  webhookId: string;
  webhookDeliveryId: string;
  /** A share the user owns, invited (/users/companions/{id}). */
  shareId: string;
  /** A share of another person that the user accepted as companion (/supporting/{id}). */
  supportedShareId: string;
  /** A device subscribed to push reminders (/users/notifications/devices/{id}). */
  pushDeviceId: string;
};

/** Reference rows every user shares (they are public, not owned). */
export type PublicIds = { areaId: string; questionId: string; planId: string; currencyId: string };

export type FullUser = {
  id: string;
  email: string;
  token: string;
  /** The token of an invitation to this user (POST /supporting/accept), from a person of their own. */
  invitationToken: string;
  /** Only for users made through registration. */
  refreshToken: string | null;
  owned: OwnedIds;
};

function expectStatus(response: { status: number; body: unknown }, status: number, what: string): void {
  if (response.status !== status) throw new Error(`${what} answered ${response.status}: ${JSON.stringify(response.body)}`);
}

type Plan = { id: string; name: string; basePrice: number; currencyId: string };

async function plans(t: TestApp): Promise<Plan[]> {
  const response = await t.http.get('/api/v1/subscription/all');
  expectStatus(response, 200, 'GET /subscription/all');
  return (response.body as { plans: Plan[] }).plans;
}

/**
 * The public ids the suites send: the personal-development life area and one of its questions, the QUARTERLY
 * plan (a fixture user holds MONTHLY, so changing to it is a real change) and USD.
 */
export async function publicIds(t: TestApp): Promise<PublicIds> {
  const db = t.app.deps.db;
  const area = await db.lifeArea.findUniqueOrThrow({ where: { key: 'PERSONAL_DEVELOPMENT' }, select: { id: true } });
  const question = await db.question.findFirstOrThrow({ where: { lifeAreaId: area.id }, orderBy: { order: 'asc' }, select: { id: true } });
  const quarterly = (await plans(t)).find((plan) => plan.name === 'QUARTERLY');
  if (!quarterly) throw new Error('No QUARTERLY plan');
  return { areaId: area.id, questionId: question.id, planId: quarterly.id, currencyId: quarterly.currencyId };
}

/** The user's context of that name, as GET /users/my-contexts lists it (status 404 when there is none). */
async function defaultContext(api: ReturnType<typeof apiAs>, name: string): Promise<{ status: number; body: unknown }> {
  const listed = await api.get('/users/my-contexts');
  expectStatus(listed, 200, 'GET /users/my-contexts');
  const found = (listed.body as { contexts: { id: string; name: string }[] }).contexts.find((context) => context.name === name);
  return found ? { status: 200, body: found } : { status: 404, body: null };
}

/**
 * A user with a finished assessment, a saved focus, a context, an ACTIVE project in personal development with a
 * BE goal (two actions, one completed, and a recurring series) and a DO goal, and a MONTHLY subscription. `registered` makes the user
 * through registration and login (a real argon2 hash and a refresh token) instead of writing the rows.
 */
/**
 * The shares a fixture user holds as a companion, written directly: an active one from a person who shares everything,
 * and an invitation (its token known) from another.
 */
async function supportedShares(t: TestApp, companion: { id: string; email: string }): Promise<{ shareId: string; invitationToken: string }> {
  const db = t.app.deps.db;
  const now = new Date();
  const everything = { wheel: true, cycles: true, plan: true, budgets: true, weekly: true, reviewText: true };
  const person = await createUserDirect(t);
  const active = await db.share.create({
    data: { ownerId: person.id, companionEmail: companion.email, companionId: companion.id, role: 'PARTNER', ...everything, status: 'ACTIVE', mailLang: 'es', acceptedAt: now, createdAt: now, updatedAt: now },
    select: { id: true },
  });
  const inviter = await createUserDirect(t);
  const { token, tokenHash } = newRefreshToken();
  await db.share.create({
    data: { ownerId: inviter.id, companionEmail: companion.email, role: 'COACH', weekly: true, mailLang: 'es', tokenHash, tokenExpiresAt: new Date(now.getTime() + 86_400_000), createdAt: now, updatedAt: now },
  });
  return { shareId: active.id, invitationToken: token };
}

export async function createFullUser(t: TestApp, options: { registered?: boolean } = {}): Promise<FullUser> {
  const registered = options.registered ? await registerAndLogin(t) : null;
  const base = registered ?? (await createUserDirect(t));
  const api = apiAs(t, base.token);
  const wheel = await assessAllAreas(t, base.token, SCORES);
  await saveFocus(t, base.token, FOCUS);
  const lifeWheelAreaId = areaOf(wheel, 'PERSONAL_DEVELOPMENT').id;

  // A registered user already has @casa among the default contexts registration creates; a direct one adds it.
  const context = registered ? await defaultContext(api, '@casa') : await api.post('/users/add-context', { name: '@casa' });
  expectStatus(context, registered ? 200 : 201, registered ? '@casa in GET /users/my-contexts' : 'POST /users/add-context');
  const project = await api.post('/projects/from-lifewheel-area', projectPayload(lifeWheelAreaId));
  expectStatus(project, 201, 'POST /projects/from-lifewheel-area');
  const projectId = (project.body as { id: string }).id;
  const projectDetailId = (project.body as { detail: { id: string } }).detail.id;
  const goal = await api.post('/goals/add', { projectDetailId, goalType: 'BE', content: 'Ser constante' });
  expectStatus(goal, 201, 'POST /goals/add');
  expectStatus(await api.post('/goals/add', { projectDetailId, goalType: 'DO', content: 'Correr' }), 201, 'POST /goals/add');
  const goalId = (goal.body as { id: string }).id;
  const contextId = (context.body as { id: string }).id;
  const dueDate = addDays(todayIn(), 7);
  const action = await api.post('/actions/add', { goalId, contextId, title: 'Comprar zapatillas', dueDate, baseCapital: 80 });
  expectStatus(action, 201, 'POST /actions/add');
  const done = await api.post('/actions/add', { goalId, contextId, title: 'Primer entrenamiento', dueDate });
  expectStatus(done, 201, 'POST /actions/add');
  expectStatus(await api.patch(`/actions/${(done.body as { id: string }).id}/toggle`), 200, 'PATCH /actions/{id}/toggle');
  // A day later than the others, so lists order the same for every fixture user whatever the ids.
  const recurringDate = addDays(dueDate, 1);
  const recurring = await api.post('/actions/add', { goalId, contextId, title: 'Estirar', dueDate: recurringDate, repeat: { everyDays: 7, until: recurringDate } });
  expectStatus(recurring, 201, 'POST /actions/add (repeat)');

  const monthly = (await plans(t)).find((plan) => plan.name === 'MONTHLY');
  if (!monthly) throw new Error('No MONTHLY plan');
  const subscription = await api.post('/users/add-subscription', { planId: monthly.id, currencyId: monthly.currencyId, amountPaid: monthly.basePrice });
  expectStatus(subscription, 201, 'POST /users/add-subscription');

  const review = await api.post('/reviews/add', { weekStart: addDays(weekStart(todayIn()), -7), wins: 'Constancia', rating: 4 });
  expectStatus(review, 201, 'POST /reviews/add');

  // Linking goes through a provider the suites do not run: the proven identity is written directly.
  const identity = await t.app.deps.db.oAuthIdentity.create({
    data: { provider: 'oidc', subject: base.id, email: base.email, userId: base.id, verifiedAt: new Date() },
    select: { id: true },
  });

  const apiToken = await api.post('/users/tokens', { name: 'Script', scopes: ['plan:read'] });
  expectStatus(apiToken, 201, 'POST /users/tokens');

  const webhook = await api.post('/users/webhooks', { url: 'https://example.com/hook', events: ['action.created'] });
  expectStatus(webhook, 201, 'POST /users/webhooks');
  const webhookId = (webhook.body as { id: string }).id;
  const ping = await api.post(`/users/webhooks/${webhookId}/ping`);
  expectStatus(ping, 200, 'POST /users/webhooks/{id}/ping');

  const share = await api.post('/users/companions', { email: `companion-${base.id}@example.com`, role: 'COACH', wheel: true });
  expectStatus(share, 201, 'POST /users/companions');
  const supported = await supportedShares(t, base);
  const device = await api.post('/users/notifications/devices', { endpoint: samplePushEndpoint(), keys: samplePushKeys(), label: 'Navegador' });
  expectStatus(device, 200, 'POST /users/notifications/devices');

  return {
    id: base.id,
    email: base.email,
    token: base.token,
    invitationToken: supported.invitationToken,
    refreshToken: registered?.refreshToken ?? null,
    owned: {
      lifeWheelAreaId,
      cycleId: wheel.cycle.id,
      projectId,
      projectDetailId,
      goalId,
      contextId,
      actionId: (action.body as { id: string }).id,
      subscriptionId: (subscription.body as { subscription: { id: string } }).subscription.id,
      reviewId: (review.body as { id: string }).id,
      seriesId: (recurring.body as { seriesId: string }).seriesId,
      identityId: identity.id,
      apiTokenId: (apiToken.body as { id: string }).id,
      webhookId,
      webhookDeliveryId: (ping.body as { id: string }).id,
      shareId: (share.body as { id: string }).id,
      supportedShareId: supported.shareId,
      pushDeviceId: (device.body as { id: string }).id,
    },
  };
}

/** Every row a user owns, each table ordered by id: equal dumps mean nothing of theirs changed. */
export async function dumpUserRows(t: TestApp, userId: string): Promise<Record<string, unknown[]>> {
  const db = t.app.deps.db;
  const byId = { orderBy: { id: 'asc' as const } };
  const [users, profiles, refreshTokens, wheels, areas, answers, projects, details, goals, actions, contexts, subscriptions, payments, reviews, series, identities] =
    await Promise.all([
      db.user.findMany({ where: { id: userId }, ...byId }),
      db.profile.findMany({ where: { userId }, ...byId }),
      db.refreshToken.findMany({ where: { userId }, ...byId }),
      db.lifeWheel.findMany({ where: { userId }, ...byId }),
      db.lifeWheelArea.findMany({ where: { lifeWheel: { userId } }, ...byId }),
      db.answer.findMany({ where: { lifeWheelArea: { lifeWheel: { userId } } }, ...byId }),
      db.project.findMany({ where: { userId }, ...byId }),
      db.projectDetail.findMany({ where: { project: { userId } }, ...byId }),
      db.goal.findMany({ where: { userId }, ...byId }),
      db.action.findMany({ where: { userId }, ...byId }),
      db.context.findMany({ where: { userId }, ...byId }),
      db.userSubscription.findMany({ where: { userId }, ...byId }),
      db.subscriptionPayment.findMany({ where: { subscription: { userId } }, ...byId }),
      db.weeklyReview.findMany({ where: { userId }, ...byId }),
      db.actionSeries.findMany({ where: { userId }, ...byId }),
      db.oAuthIdentity.findMany({ where: { userId }, ...byId }),
    ]);
  return { users, profiles, refreshTokens, wheels, areas, answers, projects, details, goals, contexts, actions, subscriptions, payments, reviews, series, identities };
}

/** The ids of the reference tables (life areas, questions, currencies, plans): the same for every user. */
export async function referenceIds(t: TestApp): Promise<Set<string>> {
  const db = t.app.deps.db;
  const select = { select: { id: true } };
  const rows = await Promise.all([db.lifeArea.findMany(select), db.question.findMany(select), db.currency.findMany(select), db.subscriptionPlan.findMany(select)]);
  return new Set(rows.flat().map((row) => row.id));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A user's dump with everything that differs between two equivalent users made the same way replaced: instants
 * become 'instant' (null stays null), the given per-user strings (email, phone) and payment references become
 * placeholders, and the user's own uuids become labels. Tables are labelled in dump order (parents first) and
 * each table's rows are sorted by their content, with the labels of the rows they point at and their real
 * instants, so two users whose rows hold the same things get equal shapes.
 */
export function shapeOf(dump: Record<string, unknown[]>, reference: Set<string>, personal: readonly string[]): Record<string, unknown[]> {
  const labels = new Map<string, string>();
  const walk = (value: unknown, ids: (id: string) => string, instant: (date: Date) => string): unknown => {
    if (value instanceof Date) return instant(value);
    if (typeof value === 'string') {
      if (personal.includes(value)) return 'personal';
      if (value.startsWith('manual-')) return 'payment-reference';
      return UUID.test(value) && !reference.has(value) ? ids(value) : value;
    }
    if (Array.isArray(value)) return value.map((inner) => walk(inner, ids, instant));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, walk(inner, ids, instant)]));
    return value;
  };
  const known = (id: string) => labels.get(id) ?? 'id';
  const assign = (id: string) => {
    if (!labels.has(id)) labels.set(id, `id-${labels.size + 1}`);
    return labels.get(id)!;
  };
  return Object.fromEntries(
    Object.entries(dump).map(([table, rows]) => {
      const sorted = rows
        .map((row) => ({ row, key: JSON.stringify(walk(row, known, (date) => date.toISOString())) }))
        .sort((a, b) => a.key.localeCompare(b.key))
        .map(({ row }) => row);
      return [table, sorted.map((row) => walk(row, assign, () => 'instant'))];
    }),
  );
}

/** What no response to anyone else may contain: the user's own ids, email, phone and stored hashes. */
export async function secretsOf(t: TestApp, user: FullUser): Promise<string[]> {
  const db = t.app.deps.db;
  const row = await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { passwordHash: true, profile: { select: { phone: true } } } });
  const refreshTokens = await db.refreshToken.findMany({ where: { userId: user.id }, select: { tokenHash: true } });
  const tokens = [...refreshTokens, ...(await db.personalAccessToken.findMany({ where: { userId: user.id }, select: { tokenHash: true } }))];
  return [user.id, user.email, ...Object.values(user.owned), row.passwordHash ?? '', row.profile?.phone ?? '', ...tokens.map((token) => token.tokenHash)].filter(Boolean);
}

/** Throws when a response body names a secret or carries a stored hash field. */
export function assertNoLeak(what: string, text: string, secrets: readonly string[]): void {
  for (const marker of ['passwordHash', 'tokenHash', '$argon2']) {
    if (text.includes(marker)) throw new Error(`${what} leaks ${marker}: ${text.slice(0, 300)}`);
  }
  const leaked = secrets.find((secret) => text.includes(secret));
  if (leaked) throw new Error(`${what} leaks another user's data (${leaked}): ${text.slice(0, 300)}`);
}
