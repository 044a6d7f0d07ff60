import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAcross, startProcessPair, type ProcessPair, type ServerProcess } from '../support/server-process';

// An Idempotency-Key is claimed in the database before the work runs (docs/decisions/2026-11-30-idempotency-keys.md):
// requests racing with one key on two server processes do the work once, whichever process each one reaches.

const adminUrl = process.env.TEST_DATABASE_URL;

type Answer = { status: number; replayed: string | null; body: Record<string, unknown> };

describe.skipIf(!adminUrl)('one Idempotency-Key on two server processes on one PostgreSQL (needs TEST_DATABASE_URL)', () => {
  let pair: ProcessPair;
  let a: ServerProcess;
  let b: ServerProcess;
  let accessToken: string;
  let userId: string;

  beforeAll(async () => {
    pair = await startProcessPair(adminUrl!);
    ({ a, b } = pair);
    ({ accessToken, userId } = await registerAcross(pair));
  }, 200_000);

  afterAll(async () => pair?.stop(), 60_000);

  async function addContext(server: ServerProcess, name: string, key: string): Promise<Answer> {
    const response = await fetch(`${server.baseUrl}/api/v1/users/add-context`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en', authorization: `Bearer ${accessToken}`, 'idempotency-key': key },
      body: JSON.stringify({ name }),
    });
    return { status: response.status, replayed: response.headers.get('idempotent-replayed'), body: (await response.json()) as Record<string, unknown> };
  }

  async function storedContexts(name: string): Promise<number> {
    const client = new pg.Client({ connectionString: pair.database.url });
    await client.connect();
    try {
      const result = await client.query<{ count: number }>('SELECT count(*)::int AS count FROM "Context" WHERE "userId" = $1 AND name = $2', [userId, name]);
      return result.rows[0]!.count;
    } finally {
      await client.end();
    }
  }

  it('racing on both processes, the work is done once; the others answer 409 in progress or the replay', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, (_, index) => addContext(index % 2 === 0 ? a : b, '@race', 'key-two-processes')));
    const created = answers.filter((answer) => answer.status === 201 && answer.replayed === null);
    expect(created).toHaveLength(1);
    for (const answer of answers) {
      if (answer === created[0]) continue;
      if (answer.status === 409) expect(answer.body.code).toBe('IDEMPOTENCY_KEY_IN_PROGRESS');
      else expect({ status: answer.status, replayed: answer.replayed, body: answer.body }).toEqual({ status: 201, replayed: 'true', body: created[0]!.body });
    }
    expect(await storedContexts('@race')).toBe(1);

    // Once done, both processes answer the first result again, and another body with the key is refused on either.
    for (const server of [a, b]) {
      expect(await addContext(server, '@race', 'key-two-processes')).toEqual({ status: 201, replayed: 'true', body: created[0]!.body });
      const other = await addContext(server, '@another', 'key-two-processes');
      expect({ status: other.status, code: other.body.code }).toEqual({ status: 422, code: 'IDEMPOTENCY_KEY_REUSED' });
    }
    expect(await storedContexts('@race')).toBe(1);
    expect(await storedContexts('@another')).toBe(0);
  });
});
