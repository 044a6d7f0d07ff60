import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAcross, startProcessPair, type ProcessPair, type ServerProcess } from '../support/server-process';

// If-Match claims the version it names with one conditional UPDATE (docs/decisions/2026-11-30-conditional-requests.md):
// writes racing with the same If-Match on two server processes on one PostgreSQL: exactly one wins, the others 412.

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('one If-Match on two server processes on one PostgreSQL (needs TEST_DATABASE_URL)', () => {
  let pair: ProcessPair;
  let a: ServerProcess;
  let b: ServerProcess;
  let accessToken: string;

  beforeAll(async () => {
    pair = await startProcessPair(adminUrl!);
    ({ a, b } = pair);
    ({ accessToken } = await registerAcross(pair));
  }, 200_000);

  afterAll(async () => pair?.stop(), 60_000);

  const headers = () => ({ 'content-type': 'application/json', 'accept-language': 'en', authorization: `Bearer ${accessToken}` });

  async function storedContext(id: string): Promise<{ name: string; version: number }> {
    const client = new pg.Client({ connectionString: pair.database.url });
    await client.connect();
    try {
      return (await client.query<{ name: string; version: number }>('SELECT name, version FROM "Context" WHERE id = $1', [id])).rows[0]!;
    } finally {
      await client.end();
    }
  }

  it('eight renames naming version 1, split between the processes: one 200, seven 412, one name stored', async () => {
    const created = await fetch(`${a.baseUrl}/api/v1/users/add-context`, { method: 'POST', headers: headers(), body: JSON.stringify({ name: '@inicio' }) });
    const context = (await created.json()) as { id: string; version: number };
    expect({ status: created.status, context }).toMatchObject({ status: 201, context: { version: 1 } });
    const answers = await Promise.all(
      Array.from({ length: 8 }, async (_, index) => {
        const response = await fetch(`${(index % 2 === 0 ? a : b).baseUrl}/api/v1/users/contexts/${context.id}`, {
          method: 'PUT',
          headers: { ...headers(), 'if-match': '"1"' },
          body: JSON.stringify({ name: `@nombre${index}` }),
        });
        return { status: response.status, body: (await response.json()) as { name?: string; code?: string } };
      }),
    );
    const won = answers.filter((answer) => answer.status === 200);
    expect(won).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 412 && answer.body.code === 'PRECONDITION_FAILED')).toHaveLength(7);
    const stored = await storedContext(context.id);
    expect(stored.name).toBe(won[0]!.body.name);
    expect(stored.version).toBeGreaterThan(1);
  });
});
