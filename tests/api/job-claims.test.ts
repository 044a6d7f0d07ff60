import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { statement } from '../../server/database/rows';
import { claimJobs, claimStatement } from '../../server/services/job-claims';
import { Prisma } from '../../server/generated/prisma/client';
import { createTestApp, type TestApp } from '../support/app';
import { createUserDirect } from '../support/users';

// A claim of due jobs reads the rows it takes, whatever PostgreSQL believes of the table: right after a burst of new
// rows (a Monday wave) its statistics still say the table is nearly empty, and the earlier `IN (subquery)` form was
// then planned as a nested loop that ran the locking subquery once per row of the table (20 s a claim at 100,000
// rows, bench:planner). The plan is read with EXPLAIN ANALYZE: every node runs once.
const NOW = new Date('2026-12-07T07:00:00.000Z');
const ROWS = 2_000;
const claimedId = statement(z.object({ id: z.string() }), Prisma.sql`"id"::text AS "id"`);

type PlanNode = { 'Node Type': string; 'Actual Loops': number; Plans?: PlanNode[] };
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('claiming due jobs', () => {
  it('runs every node of the claim once, with statistics taken before a burst of due rows', async () => {
    const db = t.app.deps.db;
    const user = await createUserDirect(t);
    await db.$executeRawUnsafe('ANALYZE "NotificationJob"');
    await db.$executeRaw`
      INSERT INTO "NotificationJob" ("id", "userId", "kind", "period", "status", "runAt", "attempts", "createdAt", "updatedAt")
      SELECT gen_random_uuid(), ${user.id}::uuid, 'DUE_REMINDER', 'burst-' || n, 'PENDING', ${NOW}::timestamptz - n * interval '1 second', 0, ${NOW}, ${NOW}
      FROM generate_series(1, ${ROWS}) AS n`;

    const claim = claimStatement('NotificationJob', claimedId, NOW, 'pending', 25).sql;
    const [explained] = await db.$queryRawUnsafe<{ 'QUERY PLAN': [{ Plan: PlanNode }] }[]>(`EXPLAIN (ANALYZE, FORMAT JSON) ${claim.text}`, ...claim.values);
    const nodes = nodesOf(explained!['QUERY PLAN'][0].Plan);
    expect(nodes.map((node) => `${node['Node Type']} ×${node['Actual Loops']}`).filter((line) => !line.endsWith('×1'))).toEqual([]);

    // And the claims take each due row once, oldest first, across the batch.
    const first = await claimJobs(db, 'NotificationJob', claimedId, NOW, 100);
    const second = await claimJobs(db, 'NotificationJob', claimedId, NOW, 100);
    expect(first).toHaveLength(100);
    expect(new Set([...first, ...second].map((row) => row.id)).size).toBe(200);
    expect(await db.notificationJob.count({ where: { status: 'PENDING' } })).toBe(ROWS - 25 - 200);
  });
});
