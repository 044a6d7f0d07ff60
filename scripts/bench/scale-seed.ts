// The data of `npm run bench:scale` (scripts/bench/scale.ts): a PostgreSQL database per size, S (1,000 users) and L
// (100,000 users, about 5 million actions), each beside a heavy user (3 cycles, 5,000 actions, 20 recurring series).
// Two people are made through the public API by the real server (registration, wheel, focus, plan, projects, goals):
// the typical template and the heavy user. Everything else is written in SQL: the template is cloned (ids renamed
// by md5(id || ':' || n), so every foreign key follows), the heavy user's two earlier cycles are clones of the
// current one, and the actions are generated with generate_series. A database seeded today is reused (schema
// `bench`, table `seeded`), so a second run measures at once; `--reseed` seeds again.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import webPush from 'web-push';
import { Api } from './api';
import { startServer, type Running } from './servers';

export const SIZES = {
  // The heavy person beside a few typical ones, for the benches of one person's reads (bench:export).
  XS: { users: 10, meanActions: 50 },
  S: { users: 1_000, meanActions: 50 },
  L: { users: 100_000, meanActions: 50 },
} as const;
export type SizeName = keyof typeof SIZES;

export const PASSWORD = 'bench-scale-password';

export type Seeded = { size: SizeName; url: string; typicalEmail: string; heavyEmail: string; users: number; actions: number; seededOn: string };

// Production with DATABASE_URL asks for a VAPID pair (server/env.ts): one per bench run, shared by its servers.
const vapid = webPush.generateVAPIDKeys();

export const SERVER_ENV = {
  NODE_ENV: 'production', APP_URL: 'http://localhost', LOG_LEVEL: 'warn', JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  RATE_LIMIT_MAX: '100000000', AUTH_RATE_LIMIT_MAX: '100000000', STATIC_DIR: 'no-client', NOTIFICATIONS_WORKER: 'false',
  VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: 'mailto:bench@prospera.example',
};

/** The URL of database `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const today = () => new Date().toISOString().slice(0, 10);

async function alreadySeeded(url: string, size: SizeName): Promise<Seeded | undefined> {
  try {
    return await withClient(url, async (client) => {
      const { rows } = await client.query<Seeded>(`SELECT size, url, "typicalEmail", "heavyEmail", users, actions, "seededOn" FROM bench.seeded WHERE size = $1`, [size]);
      return rows[0] && rows[0].seededOn === today() ? { ...rows[0], url } : undefined;
    });
  } catch {
    return undefined;
  }
}

/** A person through the API: an assessed wheel, three focus areas, the annual plan, a project in each focus area with two goals. */
async function makePerson(base: string, email: string, firstName: string): Promise<void> {
  const api = new Api(base);
  const phone = `+34 6${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await api.call('POST', '/users/register', { email, password: PASSWORD, firstName, lastName: 'Scale', address: 'Calle Mayor 1', phone, acceptTermsAndPolicies: true });
  api.token = (await api.call<{ access_token: string }>('POST', '/auth/login', { email, password: PASSWORD })).access_token;
  type Wheel = { lifeAreas: { id: string; areaId: string }[] };
  const wheel = await api.call<Wheel>('GET', '/lifewheel/me');
  for (const [index, area] of wheel.lifeAreas.entries()) {
    const { questions } = await api.call<{ questions: { id: string; haveMoreQuestions: boolean }[] }>('GET', `/assessment/area/${area.areaId}`);
    const set = questions.filter((question) => !question.haveMoreQuestions);
    await api.call('POST', '/answers/submit-area', { areaId: area.areaId, answers: set.map((question, position) => ({ questionId: question.id, value: position < 3 + index })) });
  }
  const focus = wheel.lifeAreas.slice(0, 3);
  await api.call('POST', '/lifewheel/add-lifewheel-areas', { areaIds: focus.map((area) => ({ areaId: area.areaId })) });
  const { plans } = await api.call<{ plans: { id: string; name: string; basePrice: number; currencyId: string }[] }>('GET', '/subscription/all');
  const annual = plans.find((plan) => plan.name === 'ANNUAL')!;
  await api.call('POST', '/users/add-subscription', { planId: annual.id, currencyId: annual.currencyId, amountPaid: annual.basePrice });
  const start = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const end = new Date(Date.now() + 96 * 86_400_000).toISOString().slice(0, 10);
  for (const [index, area] of focus.entries()) {
    const project = await api.call<{ detail: { id: string } }>('POST', '/projects/from-lifewheel-area', {
      lifeWheelAreaId: area.id, title: `Proyecto ${index + 1}`, description: 'Un proyecto del programa', expectedScore: 8, startDate: start, endDate: end,
    });
    for (const [position, goalType] of (['DO', 'HAVE'] as const).entries()) {
      await api.call('POST', '/goals/add', { projectDetailId: project.detail.id, goalType, content: `Meta ${index + 1}.${position + 1}` });
    }
  }
  await api.call('POST', '/users/add-context', { name: '@ordenador' });
}

/** The id of copy `k` of a row: an md5 of the id and k, shaped as a version 4 uuid (the API's outputs check the format). */
const cloneId = (value: string, k = 'k') => `overlay(overlay(md5(${value}::text || ':' || ${k}) placing '4' from 13) placing '8' from 17)::uuid`;

/** A uuid column's clone for copy `k`: renamed when it points at a cloned table, else kept. */
type CloneSpec = { table: string; where: string; copies: string; renamed: Set<string>; set?: Record<string, string> };

/**
 * Copies the rows of `table` matching `where` (alias s) once per value k of `copies` (alias g(k)): ids, and uuid
 * columns whose foreign key points at a table in `renamed`, become md5(value || ':' || k)::uuid; `set` overrides
 * columns with SQL expressions (s and k in scope).
 */
async function cloneRows(client: pg.Client, spec: CloneSpec): Promise<number> {
  const { rows: columns } = await client.query<{ column_name: string; data_type: string }>(
    `SELECT column_name, data_type FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1 ORDER BY ordinal_position`, [spec.table]);
  const { rows: keys } = await client.query<{ column_name: string; target: string }>(
    `SELECT kcu.column_name, ccu.table_name AS target FROM information_schema.table_constraints tc
       JOIN information_schema.key_column_usage kcu ON kcu.constraint_name = tc.constraint_name AND kcu.table_schema = tc.table_schema
       JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = tc.constraint_name AND ccu.table_schema = tc.table_schema
     WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_schema = 'public' AND tc.table_name = $1`, [spec.table]);
  const renamedColumns = new Set(keys.filter((key) => spec.renamed.has(key.target) && key.column_name !== 'cycleNumber').map((key) => key.column_name));
  if (spec.renamed.has(spec.table)) renamedColumns.add('id');
  const values = columns.map(({ column_name: name, data_type: type }) => {
    if (spec.set?.[name]) return spec.set[name];
    if (renamedColumns.has(name) && type === 'uuid') return `CASE WHEN s."${name}" IS NULL THEN NULL ELSE ${cloneId(`s."${name}"`)} END`;
    return `s."${name}"`;
  });
  const names = columns.map((column) => `"${column.column_name}"`).join(', ');
  const result = await client.query(`INSERT INTO "${spec.table}" (${names}) SELECT ${values.join(', ')} FROM "${spec.table}" s CROSS JOIN ${spec.copies} AS g(k) WHERE ${spec.where}`);
  return result.rowCount ?? 0;
}

/** What a person owns, parent tables first (what a clone of the person copies). */
const PERSON_TABLES = ['User', 'Profile', 'LifeWheel', 'Cycle', 'LifeWheelArea', 'Answer', 'Project', 'ProjectDetail', 'Goal', 'GoalTarget', 'Context', 'UserSubscription', 'SubscriptionPayment', 'WeeklyReview'];

/** The owner condition of each table of PERSON_TABLES, for the person $USER. */
const OWNED_BY: Record<string, string> = {
  User: `s.id = $USER`,
  Profile: `s."userId" = $USER`,
  LifeWheel: `s."userId" = $USER`,
  Cycle: `s."lifeWheelId" IN (SELECT id FROM "LifeWheel" WHERE "userId" = $USER)`,
  LifeWheelArea: `s."lifeWheelId" IN (SELECT id FROM "LifeWheel" WHERE "userId" = $USER)`,
  Answer: `s."lifeWheelAreaId" IN (SELECT a.id FROM "LifeWheelArea" a JOIN "LifeWheel" w ON w.id = a."lifeWheelId" WHERE w."userId" = $USER)`,
  Project: `s."userId" = $USER`,
  ProjectDetail: `s."projectId" IN (SELECT id FROM "Project" WHERE "userId" = $USER)`,
  Goal: `s."userId" = $USER`,
  GoalTarget: `s."goalId" IN (SELECT id FROM "Goal" WHERE "userId" = $USER)`,
  Context: `s."userId" = $USER`,
  UserSubscription: `s."userId" = $USER`,
  SubscriptionPayment: `s."subscriptionId" IN (SELECT id FROM "UserSubscription" WHERE "userId" = $USER)`,
  WeeklyReview: `s."userId" = $USER`,
};

const owned = (table: string, userId: string) => OWNED_BY[table]!.replaceAll('$USER', `'${userId}'::uuid`);

/** Moves a person's dates `days` into the past: they started their cycle that long ago. */
async function backdate(client: pg.Client, userId: string, days: number): Promise<void> {
  const shift = `interval '${days} days'`;
  const wheel = `(SELECT id FROM "LifeWheel" WHERE "userId" = $1)`;
  await client.query(`UPDATE "User" SET "createdAt" = "createdAt" - ${shift}, "termsAcceptedAt" = "termsAcceptedAt" - ${shift} WHERE id = $1`, [userId]);
  await client.query(`UPDATE "Cycle" SET "createdAt" = "createdAt" - ${shift}, "focusSelectedAt" = "focusSelectedAt" - ${shift}, "closedAt" = "closedAt" - ${shift} WHERE "lifeWheelId" = ${wheel}`, [userId]);
  await client.query(`UPDATE "LifeWheel" SET "createdAt" = "createdAt" - ${shift}, "focusSelectedAt" = "focusSelectedAt" - ${shift} WHERE "userId" = $1`, [userId]);
  await client.query(`UPDATE "LifeWheelArea" SET "assessedAt" = "assessedAt" - ${shift} WHERE "lifeWheelId" = ${wheel}`, [userId]);
  await client.query(`UPDATE "Answer" SET "createdAt" = "createdAt" - ${shift} WHERE "lifeWheelAreaId" IN (SELECT id FROM "LifeWheelArea" WHERE "lifeWheelId" = ${wheel})`, [userId]);
  await client.query(`UPDATE "Project" SET "createdAt" = "createdAt" - ${shift} WHERE "userId" = $1`, [userId]);
  await client.query(`UPDATE "ProjectDetail" SET "startDate" = "startDate" - ${shift}, "endDate" = "endDate" - ${shift} WHERE "projectId" IN (SELECT id FROM "Project" WHERE "userId" = $1)`, [userId]);
  await client.query(`UPDATE "Goal" SET "createdAt" = "createdAt" - ${shift} WHERE "userId" = $1`, [userId]);
  await client.query(`UPDATE "Context" SET "createdAt" = "createdAt" - ${shift} WHERE "userId" = $1`, [userId]);
  await client.query(`UPDATE "UserSubscription" SET "startDate" = "startDate" - ${shift}, "createdAt" = "createdAt" - ${shift} WHERE "userId" = $1`, [userId]);
}

/** Weekly reviews of the Mondays of the last `weeks` weeks. */
async function addReviews(client: pg.Client, userId: string, weeks: number): Promise<void> {
  await client.query(`
    INSERT INTO "WeeklyReview" (id, "userId", "weekStart", wins, obstacles, changes, rating, "createdAt", "updatedAt")
    SELECT gen_random_uuid(), $1, date_trunc('week', now())::date - 7 * w, 'Avancé en el proyecto', 'Poco tiempo', 'Empezar antes', 1 + w % 5, now() - make_interval(days => 7 * w - 6), now() - make_interval(days => 7 * w - 6)
    FROM generate_series(1, $2::int) w`, [userId, weeks]);
}

/**
 * Actions of the people in `owners` (userId, currencyId, goals[], contexts[], n): count(n) each, due from `fromDays`
 * to `toDays` around today; those past due are done four times in five, the rest pending (overdue).
 */
function actionsInsert(owners: string, count: string, fromDays: number, toDays: number): string {
  return `
    INSERT INTO "Action" (id, "userId", "goalId", "contextId", "currencyId", title, description, energy, "timeEstimate", "dueDate", "baseCapitalCents", completed, "completedAt", "createdAt", "updatedAt")
    SELECT gen_random_uuid(), o."userId", o.goals[1 + k % cardinality(o.goals)], o.contexts[1 + (k * 7 + o.n) % cardinality(o.contexts)], o."currencyId",
      'Acción ' || k, CASE WHEN k % 4 = 0 THEN 'Notas de la acción ' || k ELSE '' END,
      (ARRAY['LOW', 'MEDIUM', 'HIGH'])[1 + (k + o.n) % 3]::"Energy", (ARRAY[15, 30, 45, 60, 90])[1 + k % 5],
      d.due, CASE WHEN k % 5 = 0 THEN 500 + (k * 137 + o.n) % 20000 ELSE 0 END,
      d.done, CASE WHEN d.done THEN d.due + interval '18 hours' END, d.created, d.created
    FROM ${owners} o
    CROSS JOIN LATERAL generate_series(1, ${count}) k
    CROSS JOIN LATERAL (SELECT current_date + (${fromDays} + (k * 7919 + o.n * 31) % (${toDays - fromDays} + 1)) AS due) day
    CROSS JOIN LATERAL (SELECT day.due, day.due < current_date AND (k * 13 + o.n) % 5 <> 0 AS done,
      least(day.due, current_date)::timestamptz - make_interval(days => (k % 10), hours => 4) AS created) d`;
}

/** The owners table of `where` (people), with their active goals and their contexts. */
async function ownersTable(client: pg.Client, name: string, where: string, projects: string): Promise<void> {
  await client.query(`DROP TABLE IF EXISTS ${name}`);
  await client.query(`
    CREATE TEMP TABLE ${name} AS
    SELECT u.id AS "userId", u."currencyId", row_number() OVER (ORDER BY u.id)::int AS n,
      (SELECT array_agg(g.id ORDER BY g."createdAt", g.id) FROM "Goal" g JOIN "ProjectDetail" d ON d.id = g."projectDetailId" JOIN "Project" p ON p.id = d."projectId"
        WHERE g."userId" = u.id AND ${projects}) AS goals,
      (SELECT array_agg(c.id ORDER BY c."createdAt", c.id) FROM "Context" c WHERE c."userId" = u.id) AS contexts
    FROM "User" u WHERE ${where}`);
}

/** The heavy person's two earlier cycles (closed, their projects completed), cloned from the current one, which becomes number 3. */
async function addEarlierCycles(client: pg.Client, heavyId: string): Promise<void> {
  const wheel = `(SELECT id FROM "LifeWheel" WHERE "userId" = '${heavyId}')`;
  await client.query(`UPDATE "Cycle" SET number = 3 WHERE "lifeWheelId" = ${wheel}`);
  const copies = `(VALUES (1), (2))`;
  const renamed = new Set(['LifeWheelArea', 'Answer', 'Project', 'ProjectDetail', 'Goal']);
  const back = (column: string, unit = 'days') => `s."${column}" - make_interval(${unit} => (3 - k) * 90)`;
  await cloneRows(client, {
    table: 'Cycle', where: `s."lifeWheelId" = ${wheel}`, copies, renamed,
    set: { id: cloneId('s.id'), number: 'k', status: `'CLOSED'`, createdAt: back('createdAt'), focusSelectedAt: back('focusSelectedAt'), closedAt: `s."createdAt" - make_interval(days => (2 - k) * 90)` },
  });
  await cloneRows(client, { table: 'LifeWheelArea', where: `s."lifeWheelId" = ${wheel}`, copies, renamed, set: { cycleNumber: 'k', assessedAt: back('assessedAt') } });
  await cloneRows(client, { table: 'Answer', where: owned('Answer', heavyId), copies, renamed, set: { createdAt: back('createdAt') } });
  await cloneRows(client, { table: 'Project', where: `s."userId" = '${heavyId}'`, copies, renamed, set: { status: `'COMPLETED'`, createdAt: back('createdAt'), updatedAt: back('updatedAt') } });
  await cloneRows(client, {
    table: 'ProjectDetail', where: owned('ProjectDetail', heavyId), copies, renamed,
    set: { startDate: `(s."startDate" - (3 - k) * 90)`, endDate: `(s."endDate" - (3 - k) * 90)` },
  });
  await cloneRows(client, { table: 'Goal', where: `s."userId" = '${heavyId}'`, copies, renamed, set: { completed: 'true', createdAt: back('createdAt'), updatedAt: back('updatedAt') } });
}

/** 20 recurring series on the heavy person's current goals, with their stored occurrences of the last 60 days. */
async function addSeries(client: pg.Client, heavyId: string): Promise<void> {
  await client.query(`
    INSERT INTO "ActionSeries" (id, "userId", "goalId", "contextId", "currencyId", title, energy, "timeEstimate", "baseCapitalCents", "everyDays", weekdays, until, "lastDate", "createdAt", "updatedAt")
    SELECT gen_random_uuid(), o."userId", o.goals[1 + s % cardinality(o.goals)], o.contexts[1 + s % cardinality(o.contexts)], o."currencyId", 'Rutina ' || s,
      (ARRAY['LOW', 'MEDIUM', 'HIGH'])[1 + s % 3]::"Energy", 15 + 15 * (s % 4), CASE WHEN s % 4 = 0 THEN 300 ELSE 0 END,
      CASE WHEN s % 5 = 0 THEN NULL ELSE 1 + s % 3 END, CASE WHEN s % 5 = 0 THEN ARRAY[1, 3, 5] ELSE ARRAY[]::int[] END,
      current_date + 20, current_date - 1, now() - interval '60 days', now() - interval '60 days'
    FROM heavy_owner o CROSS JOIN generate_series(1, 20) s`);
  await client.query(`
    INSERT INTO "Action" (id, "userId", "goalId", "contextId", "currencyId", title, energy, "timeEstimate", "dueDate", "baseCapitalCents", completed, "completedAt", "createdAt", "updatedAt", "seriesId")
    SELECT gen_random_uuid(), s."userId", s."goalId", s."contextId", s."currencyId", s.title, s.energy, s."timeEstimate", day::date, s."baseCapitalCents",
      (extract(doy FROM day)::int % 10) < 7, CASE WHEN (extract(doy FROM day)::int % 10) < 7 THEN day + interval '19 hours' END, s."createdAt", s."createdAt", s.id
    FROM "ActionSeries" s CROSS JOIN generate_series(current_date - 60, current_date - 1, interval '1 day') day
    WHERE s."userId" = '${heavyId}' AND CASE WHEN s."everyDays" IS NULL THEN extract(isodow FROM day)::int = ANY (s.weekdays) ELSE (day::date - (current_date - 60)) % s."everyDays" = 0 END`);
}

async function seedPeople(client: pg.Client, users: number, meanActions: number, log: (line: string) => void): Promise<void> {
  const [typical, heavy] = (await client.query<{ id: string; email: string }>(`SELECT id, email FROM "User" ORDER BY "createdAt"`)).rows;
  await backdate(client, typical!.id, 45);
  await addReviews(client, typical!.id, 6);
  const clones = users - 2;
  const batch = 5_000;
  const renamed = new Set(PERSON_TABLES);
  for (let first = 1; first <= clones; first += batch) {
    const last = Math.min(clones, first + batch - 1);
    const copies = `generate_series(${first}, ${last})`;
    await client.query('BEGIN');
    for (const table of PERSON_TABLES) {
      const set: Record<string, string> = table === 'User' ? { email: `'scale-' || k || '@example.com'` } : table === 'Profile' ? { phone: `'+1 ' || lpad(k::text, 10, '0')` } : {};
      await cloneRows(client, { table, where: owned(table, typical!.id), copies, renamed, set });
    }
    await client.query('COMMIT');
    log(`  people ${last + 1} of ${users - 1}`);
  }
  await ownersTable(client, 'typical_owners', `u.id <> '${heavy!.id}'`, `p.status = 'ACTIVE'`);
  const count = `${meanActions - 30} + (o.n * 37) % 61`;
  const { rows } = await client.query<{ max: number }>(`SELECT max(n) FROM typical_owners`);
  const step = 10_000;
  for (let first = 1; first <= rows[0]!.max; first += step) {
    await client.query(actionsInsert(`(SELECT * FROM typical_owners WHERE n BETWEEN ${first} AND ${first + step - 1})`, count, -44, 35));
    log(`  actions of ${Math.min(rows[0]!.max, first + step - 1)} of ${rows[0]!.max} people`);
  }
  await addEarlierCycles(client, heavy!.id);
  await backdate(client, heavy!.id, 60);
  await addReviews(client, heavy!.id, 38);
  await ownersTable(client, 'heavy_owner', `u.id = '${heavy!.id}'`, `p.status = 'ACTIVE'`);
  await addSeries(client, heavy!.id);
  const stored = (await client.query<{ count: number }>(`SELECT count(*)::int FROM "Action" WHERE "userId" = $1`, [heavy!.id])).rows[0]!.count;
  await ownersTable(client, 'heavy_earlier', `u.id = '${heavy!.id}'`, `p.status = 'COMPLETED'`);
  // Two earlier cycles of 1,500 actions each, all past due; the current one holds the rest.
  await client.query(actionsInsert(`(SELECT * FROM heavy_earlier)`, '3000', -240, -61));
  await client.query(actionsInsert(`(SELECT * FROM heavy_owner)`, String(5_000 - 3_000 - stored), -59, 20));
}

/**
 * Seeds database prospera_bench_<size> on the server of `adminUrl` (created anew), unless it was seeded today and
 * `reseed` is not asked.
 */
export async function seedSize(adminUrl: string, size: SizeName, options: { reseed: boolean; log: (line: string) => void }): Promise<Seeded> {
  const name = `prospera_bench_${size.toLowerCase()}`;
  const url = databaseUrl(adminUrl, name);
  if (!options.reseed) {
    const seeded = await alreadySeeded(url, size);
    if (seeded) {
      options.log(`${size}: reusing ${name}, seeded ${seeded.seededOn} (${seeded.users} users, ${seeded.actions} actions)`);
      return seeded;
    }
  }
  const started = Date.now();
  options.log(`${size}: seeding ${name}`);
  await withClient(adminUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  });
  const tag = randomBytes(4).toString('hex');
  const typicalEmail = `typical-${tag}@example.com`;
  const heavyEmail = `heavy-${tag}@example.com`;
  let server: Running | undefined;
  try {
    server = await startServer({ ...SERVER_ENV, DATABASE_URL: url });
    await makePerson(server.url, typicalEmail, 'Típica');
    await makePerson(server.url, heavyEmail, 'Intensa');
  } finally {
    await server?.stop();
  }
  const { users, meanActions } = SIZES[size];
  const seeded = await withClient(url, async (client) => {
    await seedPeople(client, users, meanActions, options.log);
    options.log(`  VACUUM ANALYZE`);
    await client.query('VACUUM ANALYZE');
    const counts = (await client.query<{ users: number; actions: number }>(`SELECT (SELECT count(*) FROM "User")::int AS users, (SELECT count(*) FROM "Action")::int AS actions`)).rows[0]!;
    const row: Seeded = { size, url, typicalEmail, heavyEmail, ...counts, seededOn: today() };
    await client.query(`CREATE SCHEMA IF NOT EXISTS bench`);
    await client.query(`CREATE TABLE IF NOT EXISTS bench.seeded (size text PRIMARY KEY, url text, "typicalEmail" text, "heavyEmail" text, users int, actions int, "seededOn" text)`);
    await client.query(`INSERT INTO bench.seeded VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (size) DO UPDATE SET url = $2, "typicalEmail" = $3, "heavyEmail" = $4, users = $5, actions = $6, "seededOn" = $7`,
      [row.size, row.url, row.typicalEmail, row.heavyEmail, row.users, row.actions, row.seededOn]);
    return row;
  });
  options.log(`${size}: ${seeded.users} users, ${seeded.actions} actions in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return seeded;
}
