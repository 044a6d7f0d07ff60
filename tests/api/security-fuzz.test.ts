import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../support/app';
import { requestArbitrary, type FuzzRequest, type IdsOf } from '../support/security-arbitraries';
import { assertNoLeak, createFullUser, dumpUserRows, publicIds, secretsOf, type FullUser } from '../support/security-fixture';
import { signHmac } from '../support/security-jwt';
import { documentedOperations, idKindOrNull, isOwnedKind, parseJson, restUrl, type ApiOperation, type IdKind } from '../support/security-openapi';

// Requests generated from the OpenAPI document, against every operation over both transports: no 5xx, no
// crash, every status one the operation declares, every error in its envelope, nothing of another user's in any
// answer and nothing of theirs changed. FUZZ_SEED replays a run; FUZZ_RUNS raises the count above the floor.

const FLOOR = 10_000;
const seed = Number(process.env.FUZZ_SEED ?? 1_202_612);
const runs = Math.max(FLOOR, Number(process.env.FUZZ_RUNS ?? FLOOR));

const t = await createTestApp();
const operations = await documentedOperations(t.app);
afterAll(async () => t.close());

let caller: FullUser;
let victim: FullUser;
let victimSecrets: string[];
let victimRows: Record<string, unknown[]>;
let tokens: Record<FuzzRequest['auth'], string | null>;
let idsFor: (op: ApiOperation) => IdsOf;

beforeAll(async () => {
  caller = await createFullUser(t);
  victim = await createFullUser(t, { registered: true });
  victimSecrets = await secretsOf(t, victim);
  victimRows = await dumpUserRows(t, victim.id);
  const shared = await publicIds(t);
  const forged = await signHmac(
    { sub: victim.id, email: victim.email, currencyId: shared.currencyId, typ: 'access', iss: 'prospera', aud: 'prospera-app', iat: 1, exp: 2 },
  );
  tokens = { caller: caller.token, none: null, garbage: 'eyJhbGciOiJub25lIn0.e30.', forged };
  const db = t.app.deps.db;
  const select = { select: { id: true } };
  const reference: Record<string, string[]> = {
    areaId: (await db.lifeArea.findMany(select)).map((row) => row.id),
    questionId: (await db.question.findMany({ ...select, take: 30, orderBy: { order: 'asc' } })).map((row) => row.id),
    planId: (await db.subscriptionPlan.findMany(select)).map((row) => row.id),
    currencyId: (await db.currency.findMany(select)).map((row) => row.id),
  };
  const everyId = [...Object.values(caller.owned), ...Object.values(victim.owned), ...Object.values(reference).flat(), randomUUID(), '00000000-0000-0000-0000-000000000000'];
  const anyId = fc.constantFrom(...everyId);
  const invalid = fc.constantFrom('not-a-uuid', '', victim.id.toUpperCase(), `${victim.owned.goalId} `, 'ffffffff-ffff-ffff-ffff-ffffffffffff');
  // Each field gets mostly ids of its own kind (the caller's, then the victim's), so requests reach the rules.
  const byKind = (kind: IdKind | null): fc.Arbitrary<string> => {
    if (!kind) return fc.oneof(anyId, invalid);
    const own = isOwnedKind(kind)
      ? fc.oneof({ arbitrary: fc.constant(caller.owned[kind as keyof FullUser['owned']]), weight: 5 }, { arbitrary: fc.constant(victim.owned[kind as keyof FullUser['owned']]), weight: 2 })
      : fc.constantFrom(shared[kind as keyof typeof shared], ...(reference[kind] ?? []));
    return fc.oneof({ arbitrary: own, weight: 7 }, { arbitrary: anyId, weight: 2 }, { arbitrary: invalid, weight: 1 });
  };
  idsFor = (op) => (field) => byKind(idKindOrNull(op, field));
});

type Answer = { status: number; text: string; json: unknown };

async function send(request: FuzzRequest): Promise<Answer> {
  const { op } = request;
  const headers: Record<string, string> = { 'accept-language': request.language, 'x-time-zone': request.timeZone };
  const token = tokens[request.auth];
  if (token) headers.authorization = `Bearer ${token}`;
  if (request.contentType) headers['content-type'] = request.contentType;
  let response;
  if (request.transport === 'rest') {
    response = await t.app.inject({ method: op.method, url: restUrl(op, request), headers, ...(request.body !== null ? { payload: request.body } : {}) });
  } else {
    const body = request.body ? parseJson(request.body) : {};
    const merged = body && typeof body === 'object' && !Array.isArray(body) ? { ...request.query, ...body, ...request.params } : null;
    const url = `/api/trpc/${op.trpcPath}`;
    response =
      op.method === 'GET'
        ? await t.app.inject({ method: 'GET', url: `${url}?input=${encodeURIComponent(JSON.stringify({ ...request.query, ...request.params }))}`, headers })
        : await t.app.inject({
            method: 'POST',
            url,
            // A mutation always takes a JSON body over tRPC, even for a REST DELETE that has none.
            headers: { ...headers, 'content-type': request.contentType ?? 'application/json' },
            payload: merged ? JSON.stringify(merged) : (request.body ?? ''),
          });
  }
  return { status: response.statusCode, text: response.body, json: parseJson(response.body) };
}

const BODY_ERRORS = ['INVALID_JSON', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'];
/** The calls whose success is a file (legal PDFs, the progress report, the actions CSV, the calendar feed), not JSON. */
const FILE_DOWNLOAD = /\/(documents|reports)\/|\.(csv|ics)$/;

/** Why an answer breaks the contract, or null when it keeps it. */
function violation(request: FuzzRequest, answer: Answer): string | null {
  const { op } = request;
  if (answer.status >= 500) return `${answer.status}: ${answer.text.slice(0, 300)}`;
  // tRPC answers every success with 200; the REST success status (201 for creations) is REST's.
  const success = request.transport === 'trpc' && answer.status === 200;
  if (!success && !op.statuses.includes(answer.status)) return `undeclared status ${answer.status} (declared ${op.statuses.join(',')}): ${answer.text.slice(0, 300)}`;
  if (answer.status === 304 || (op.method === 'GET' && FILE_DOWNLOAD.test(op.path) && answer.status === 200)) return null;
  if (answer.json === null) return `not JSON: ${answer.text.slice(0, 200)}`;
  if (answer.status >= 400) {
    if (request.transport === 'rest') {
      const envelope = answer.json as { statusCode?: unknown; code?: unknown; message?: unknown; error?: unknown };
      const ok = envelope.statusCode === answer.status && typeof envelope.code === 'string' && typeof envelope.message === 'string' && typeof envelope.error === 'string';
      if (!ok) return `not the error envelope: ${answer.text.slice(0, 300)}`;
    } else {
      // Fastify reads the body before tRPC runs: a body it cannot read is answered in the REST envelope.
      const envelope = answer.json as { statusCode?: unknown; code?: unknown };
      if (envelope.statusCode === answer.status && BODY_ERRORS.includes(envelope.code as string)) return null;
      const error = (answer.json as { error?: { data?: { httpStatus?: unknown; appCode?: unknown } } }).error;
      if (error?.data?.httpStatus !== answer.status || typeof error.data.appCode !== 'string') return `not a tRPC error with appCode: ${answer.text.slice(0, 300)}`;
    }
  }
  return null;
}

it(`${runs} generated requests across every operation: no 5xx, only declared statuses, nothing leaked or changed`, async () => {
  console.log(`security fuzz: seed ${seed}, ${runs} requests (replay with FUZZ_SEED=${seed})`);
  const statuses = new Map<number, number>();
  const arbitrary = fc.oneof(...operations.map((op) => requestArbitrary(op, idsFor(op))));
  await fc.assert(
    fc.asyncProperty(arbitrary, async (request) => {
      const answer = await send(request);
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      const problem = violation(request, answer);
      if (problem) throw new Error(`${request.transport} ${request.op.name}: ${problem}`);
      // An answer may echo what the request itself sent (a route-not-found names its path); anything else is a leak.
      const sent = JSON.stringify([request.params, request.query, request.body]);
      assertNoLeak(request.op.name, answer.text, victimSecrets.filter((secret) => !sent.includes(secret)));
    }),
    { seed, numRuns: runs },
  );
  console.log(`security fuzz: statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(await dumpUserRows(t, victim.id)).toEqual(victimRows);
  expect((await t.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
}, 900_000);
