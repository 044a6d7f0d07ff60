import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMigrations, migrate } from '../../server/database/migrate';
import { seedReferenceData } from '../../server/database/seed';
import { diffMigrationsToSchema } from '../../scripts/schema-engine';
import { createTestApp, type TestApp } from '../support/app';
import { testDbKind } from '../support/database';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('migrations', () => {
  it('are recorded in _prisma_migrations as prisma migrate deploy records them', async () => {
    const rows = await t.database.sql.query<{ migration_name: string; checksum: string; finished_at: Date | null; applied_steps_count: number }>(
      'SELECT migration_name, checksum, finished_at, applied_steps_count FROM "_prisma_migrations" ORDER BY migration_name',
    );
    const files = readMigrations();
    expect(rows.map((row) => row.migration_name)).toEqual(files.map((file) => file.name));
    expect(rows.map((row) => row.checksum)).toEqual(files.map((file) => file.checksum));
    expect(rows.every((row) => row.finished_at !== null && row.applied_steps_count === 1)).toBe(true);
  });

  it('are idempotent, and concurrent runs apply each migration once', async () => {
    const results = await Promise.all([migrate(t.database.sql), migrate(t.database.sql)]);
    expect(results).toEqual([[], []]);
    const [{ count }] = (await t.database.sql.query<{ count: number }>('SELECT count(*)::int AS count FROM "_prisma_migrations"')) as [{ count: number }];
    expect(count).toBe(readMigrations().length);
  });

  // Prisma's schema engine (WebAssembly) replays every migration into a new PGlite: over 60 s on a loaded 2-core machine.
  it.runIf(testDbKind === 'pglite')('match schema.prisma (a schema change without its migration fails here)', async () => {
    expect(await diffMigrationsToSchema()).toBe('');
  }, 240_000);
});

describe('maintenance', () => {
  it.runIf(testDbKind === 'pglite')('vacuums and analyses the embedded database: the planner then knows its tables', async () => {
    const usd = await t.app.deps.db.currency.findUniqueOrThrow({ where: { code: 'USD' } });
    await t.app.deps.db.user.createMany({
      data: Array.from({ length: 40 }, (_, i) => ({ email: `maintained-${i}@example.com`, currencyId: usd.id, termsAcceptedAt: new Date() })),
    });
    const known = async () => {
      const [row] = await t.database.sql.query<{ tuples: number; analysed: number }>(
        `SELECT c.reltuples::int AS tuples, (SELECT count(*)::int FROM pg_stats s WHERE s.tablename = 'User') AS analysed
         FROM pg_class c WHERE c.relname = 'User'`,
      );
      return row;
    };
    expect((await known())?.analysed).toBe(0);
    await t.database.maintain!();
    const after = await known();
    expect(after?.tuples).toBeGreaterThanOrEqual(40);
    expect(after?.analysed).toBeGreaterThan(0);
  });

  it.runIf(testDbKind === 'postgres')('is left to PostgreSQL\'s autovacuum', () => {
    expect('maintain' in t.database).toBe(false);
  });
});

describe('constraints in the database', () => {
  it('refuses a score outside 0..10 and an email that is not lower-case', async () => {
    const usd = await t.app.deps.db.currency.findUniqueOrThrow({ where: { code: 'USD' } });
    const user = await t.app.deps.db.user.create({ data: { email: 'c@example.com', passwordHash: 'x', currencyId: usd.id, termsAcceptedAt: new Date() } });
    const area = await t.app.deps.db.lifeArea.findFirstOrThrow();
    const wheel = await t.app.deps.db.lifeWheel.create({ data: { userId: user.id } });
    await expect(t.app.deps.db.lifeWheelArea.create({ data: { lifeWheelId: wheel.id, lifeAreaId: area.id, score: 11, isArchived: true } })).rejects.toThrow();
    await expect(t.app.deps.db.user.create({ data: { email: 'UPPER@example.com', passwordHash: 'x', currencyId: usd.id, termsAcceptedAt: new Date() } })).rejects.toThrow();
  });
});

describe('reference data', () => {
  it('is loaded once however often the seed runs', async () => {
    const db = t.app.deps.db;
    const before = await Promise.all([db.currency.count(), db.lifeArea.count(), db.subscriptionPlan.count(), db.question.count()]);
    const ids = (await db.lifeArea.findMany({ orderBy: { order: 'asc' } })).map((area) => area.id);
    await seedReferenceData(db);
    const after = await Promise.all([db.currency.count(), db.lifeArea.count(), db.subscriptionPlan.count(), db.question.count()]);
    expect(after).toEqual(before);
    expect(before.slice(0, 3)).toEqual([6, 6, 5]);
    expect((await db.lifeArea.findMany({ orderBy: { order: 'asc' } })).map((area) => area.id)).toEqual(ids);
  });
});
