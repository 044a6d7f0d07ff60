import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMigrations } from '../../server/database/migrate';
import { createTestApp, type TestApp } from '../support/app';

// The cycles migration on data in the shape of the schema before it: the migrations run in a schema of their
// own inside one transaction that is rolled back, on this project's database (PGlite or PostgreSQL).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

// A user of the old schema: assessed, focus saved, with answers and a project.
const OLD_DATA = `
INSERT INTO "Currency" ("id", "code", "symbol", "order") VALUES ('${id(1)}', 'USD', '$', 1);
INSERT INTO "User" ("id", "email", "passwordHash", "currencyId", "termsAcceptedAt", "createdAt", "updatedAt")
  VALUES ('${id(2)}', 'old@example.com', 'x', '${id(1)}', '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z');
INSERT INTO "LifeArea" ("id", "key", "order", "color", "emoji", "nameEs", "nameEn") VALUES
  ('${id(3)}', 'PERSONAL_DEVELOPMENT', 1, '#000000', 'x', 'Desarrollo', 'Development'),
  ('${id(4)}', 'HEALTH_NUTRITION', 2, '#000000', 'x', 'Salud', 'Health');
INSERT INTO "Question" ("id", "lifeAreaId", "order", "textEs", "textEn", "tipEs", "tipEn") VALUES
  ('${id(5)}', '${id(3)}', 1, 'p', 'q', 't', 't'),
  ('${id(6)}', '${id(4)}', 1, 'p', 'q', 't', 't');
INSERT INTO "LifeWheel" ("id", "userId", "isAnswered", "focusSelectedAt", "createdAt", "updatedAt")
  VALUES ('${id(7)}', '${id(2)}', true, '2026-01-05T10:00:00Z', '2026-01-01T00:00:00Z', '2026-01-05T10:00:00Z');
INSERT INTO "LifeWheelArea" ("id", "lifeWheelId", "lifeAreaId", "score", "isArchived", "isBlocked", "isFocus", "answeredSet", "assessedAt") VALUES
  ('${id(8)}', '${id(7)}', '${id(3)}', 10, true, true, false, false, '2026-01-02T00:00:00Z'),
  ('${id(9)}', '${id(7)}', '${id(4)}', 0, true, false, true, false, '2026-01-03T00:00:00Z');
INSERT INTO "Answer" ("id", "lifeWheelAreaId", "questionId", "value") VALUES ('${id(10)}', '${id(8)}', '${id(5)}', true), ('${id(11)}', '${id(9)}', '${id(6)}', false);
INSERT INTO "Project" ("id", "userId", "lifeWheelAreaId", "title", "description", "status", "expectedScore", "updatedAt")
  VALUES ('${id(12)}', '${id(2)}', '${id(9)}', 'Correr', 'd', 'ACTIVE', 5, '2026-01-06T00:00:00Z');
`;

describe('the cycles migration', () => {
  it('gives every existing wheel cycle 1, ACTIVE, holding all its areas, and changes no existing value', async () => {
    const [init, ...later] = readMigrations();
    const cycles = later.find((migration) => migration.name.endsWith('_cycles'));
    expect(init?.name).toMatch(/_init$/);
    expect(cycles).toBeDefined();
    const before = later.slice(0, later.indexOf(cycles!));
    await t.database.sql.withLock(async (db) => {
      await db.exec('BEGIN; CREATE SCHEMA "cycles_migration_test"; SET LOCAL search_path TO "cycles_migration_test";');
      try {
        await db.exec(init!.sql);
        for (const migration of before) await db.exec(migration.sql);
        await db.exec(OLD_DATA);
        const snapshot = async () => ({
          wheels: await db.query('SELECT * FROM "LifeWheel" ORDER BY "id"'),
          areas: await db.query('SELECT "id", "lifeWheelId", "lifeAreaId", "score", "isArchived", "isBlocked", "isFocus", "answeredSet", "assessedAt" FROM "LifeWheelArea" ORDER BY "id"'),
          answers: await db.query('SELECT * FROM "Answer" ORDER BY "id"'),
          projects: await db.query('SELECT * FROM "Project" ORDER BY "id"'),
        });
        const old = await snapshot();
        await db.exec(cycles!.sql);
        expect(await snapshot()).toEqual(old);
        const rows = await db.query<{ lifeWheelId: string; number: number; status: string; closedAt: Date | null; createdAt: Date }>(
          'SELECT "lifeWheelId", "number", "status", "closedAt", "createdAt" FROM "Cycle"',
        );
        expect(rows).toEqual([{ lifeWheelId: id(7), number: 1, status: 'ACTIVE', closedAt: null, createdAt: new Date('2026-01-01T00:00:00Z') }]);
        const areas = await db.query<{ cycleNumber: number }>('SELECT "cycleNumber" FROM "LifeWheelArea"');
        expect(areas.map((area) => area.cycleNumber)).toEqual([1, 1]);
      } finally {
        await db.exec('ROLLBACK');
      }
    });
  });
});
