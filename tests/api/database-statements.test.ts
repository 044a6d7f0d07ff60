import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/database/open';
import { statementName } from '../../server/database/statement-names';
import { createTestApp, type TestApp } from '../support/app';
import { testDbKind } from '../support/database';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe.runIf(testDbKind === 'postgres')('PostgreSQL: Prisma sends named prepared statements', () => {
  // pg_prepared_statements shows the statements of its own connection: an interactive transaction keeps the
  // read and the look-up on one connection of the pool.
  const preparedOnOneConnection = () =>
    t.app.deps.db.$transaction(async (db) => {
      await db.context.findMany({ where: { name: '@none' }, select: { id: true, name: true } });
      await db.context.findMany({ where: { name: '@other' }, select: { id: true, name: true } });
      return db.$queryRaw<{ name: string; statement: string }[]>`SELECT name, statement FROM pg_prepared_statements`;
    });

  it('prepares each SQL text once per connection under the hash of its text', async () => {
    const prepared = await preparedOnOneConnection();
    const reads = prepared.filter((row) => row.statement.includes('"Context"'));
    expect(reads).toHaveLength(1);
    expect(reads[0]!.name).toBe(statementName({ sql: reads[0]!.statement }));
    // The look-up itself was prepared under its own name before it ran.
    expect(prepared.some((row) => row.statement.includes('pg_prepared_statements'))).toBe(true);
  });

  it('runs with JIT compilation off on every connection (a short read must not pay for compiling it)', async () => {
    const settings = await Promise.all(Array.from({ length: 3 }, () => t.app.deps.db.$queryRaw<{ jit: string }[]>`SHOW jit`));
    expect(settings.map(([row]) => row!.jit)).toEqual(['off', 'off', 'off']);
  });

  it('reuses the statements on every later call', async () => {
    await preparedOnOneConnection();
    const prepared = await preparedOnOneConnection();
    expect(new Set(prepared.map((row) => row.name)).size).toBe(prepared.length);
    expect(prepared.filter((row) => row.statement.includes('"Context"'))).toHaveLength(1);
  });
});

describe.runIf(testDbKind === 'pglite')('PGlite', () => {
  it('creates a new folder in another process, then opens and reopens it with its data and 32 MB of shared buffers', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prospera-pglite-'));
    try {
      const first = await openDatabase({ dataDir });
      expect(fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
      const areas = await first.prisma.lifeArea.count();
      await first.close();
      const again = await openDatabase({ dataDir });
      expect(await again.prisma.lifeArea.count()).toBe(areas);
      expect(await again.sql.query('SHOW shared_buffers')).toEqual([{ shared_buffers: '32MB' }]);
      expect(areas).toBeGreaterThan(0);
      await again.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
