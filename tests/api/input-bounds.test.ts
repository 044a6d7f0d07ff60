import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LIFE_AREA_COUNT } from '../../domain/rules/wheel';
import { MAX_ANSWERS_PER_SUBMISSION } from '../../domain/schemas/wheel';
import { operationTables } from '../../server/operations';
import { createTestApp } from '../support/app';
import { addressedClient, expectEnvelope } from '../support/security-http';
import { createUserDirect, type TestUser } from '../support/users';

// The work one request can cause is bounded: every list and every text of every input has a maximum, and going
// past it answers the translated 400 envelope before anything runs. Bodies stop at BODY_LIMIT_BYTES and URLs at
// Node's 16 KiB of headers; tRPC batches at 10 procedures (trpc-batch-limits.test.ts).

type JsonSchema = {
  type?: string;
  maxItems?: number;
  maxLength?: number;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/** The paths of the lists without maxItems and the texts without maxLength (enums and uuids are bounded). */
function unbounded(schema: JsonSchema, path: string): string[] {
  const found: string[] = [];
  if (schema.type === 'array' && schema.maxItems === undefined) found.push(`${path} (list)`);
  if (schema.type === 'string' && schema.maxLength === undefined && !schema.enum && schema.const === undefined && schema.format !== 'uuid') {
    found.push(`${path} (text)`);
  }
  const children: [string, JsonSchema][] = [
    ...Object.entries(schema.properties ?? {}).map(([key, child]) => [`${path}.${key}`, child] as [string, JsonSchema]),
    ...(schema.items ? [[`${path}[]`, schema.items] as [string, JsonSchema]] : []),
    ...(typeof schema.additionalProperties === 'object' ? [[`${path}.*`, schema.additionalProperties] as [string, JsonSchema]] : []),
    ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].map((child) => [path, child] as [string, JsonSchema]),
  ];
  return found.concat(children.flatMap(([childPath, child]) => unbounded(child, childPath)));
}

describe('every input schema is bounded', () => {
  it('no operation takes a list without a maximum length or a text without a maximum size', () => {
    const found = Object.entries(operationTables).flatMap(([area, table]) =>
      Object.entries(table).flatMap(([name, operation]) =>
        unbounded(z.toJSONSchema(operation.input, { io: 'input', unrepresentable: 'any' }) as JsonSchema, `${area}.${name}`),
      ),
    );
    expect(found).toEqual([]);
  });
});

const t = await createTestApp({ TRUST_PROXY: 'true' });
afterAll(async () => t.close());
const { send } = addressedClient(t.app, 51);
let user: TestUser;
beforeAll(async () => {
  user = await createUserDirect(t);
});

describe('past a bound: the translated 400 envelope, nothing changed', () => {
  const post = (url: string, body: unknown, lang = 'es') =>
    send({ method: 'POST', url, headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json', 'accept-language': lang }, payload: JSON.stringify(body) });
  const firstIssue = (response: { json<T>(): T }) => response.json<{ message: string; issues: { path: string; code: string; message: string }[] }>().issues[0]!;

  it.each([
    ['a refresh token of 50,000 characters', '/api/v1/auth/refresh', { refresh_token: 'a'.repeat(50_000) }, 'refresh_token', 'INVALID_FORMAT', 'Invalid format'],
    ['a logout naming a token of 50,000 characters', '/api/v1/auth/logout', { refresh_token: 'a'.repeat(50_000) }, 'refresh_token', 'INVALID_FORMAT', 'Invalid format'],
    ['a login email of 50,000 characters', '/api/v1/auth/login', { email: `${'a'.repeat(50_000)}@example.com`, password: 'x' }, 'email', 'EMAIL_TOO_LONG', undefined],
    ['a context name of 50,000 spaces around a word', '/api/v1/users/add-context', { name: `${' '.repeat(50_000)}casa` }, 'name', 'CONTEXT_NAME_TOO_LONG', undefined],
    [
      'a due date followed by 50,000 digits',
      '/api/v1/actions/add',
      { goalId: randomUUID(), contextId: randomUUID(), title: 'Larga', dueDate: `2030-01-01T${'1'.repeat(50_000)}` },
      'dueDate',
      'INVALID_DATE',
      'Invalid date (use YYYY-MM-DD)',
    ],
    [
      `${MAX_ANSWERS_PER_SUBMISSION + 1} answers`,
      '/api/v1/answers/submit-area',
      { areaId: randomUUID(), answers: Array.from({ length: MAX_ANSWERS_PER_SUBMISSION + 1 }, () => ({ questionId: randomUUID(), value: true })) },
      'answers',
      'ANSWERS_TOO_MANY',
      undefined,
    ],
    [
      `${LIFE_AREA_COUNT + 1} focus areas`,
      '/api/v1/lifewheel/add-lifewheel-areas',
      { areaIds: Array.from({ length: LIFE_AREA_COUNT + 1 }, () => ({ areaId: randomUUID() })) },
      'areaIds',
      'FOCUS_SELECT_EXACTLY_3',
      undefined,
    ],
    [
      `${LIFE_AREA_COUNT + 1} areas to unlock`,
      '/api/v1/lifewheel/unlock-areas',
      { lifeWheelAreaIds: Array.from({ length: LIFE_AREA_COUNT + 1 }, () => randomUUID()) },
      'lifeWheelAreaIds',
      'UNLOCK_AREAS_TOO_MANY',
      undefined,
    ],
  ] as const)('%s', async (_what, url, body, path, code, english) => {
    const before = await t.app.deps.db.action.count() + (await t.app.deps.db.context.count());
    const response = await post(url, body, 'en');
    expectEnvelope(response, 400, 'VALIDATION_ERROR');
    expect(firstIssue(response)).toMatchObject({ path, code });
    if (english) expect(firstIssue(response).message).toBe(english);
    const spanish = firstIssue(await post(url, body, 'es'));
    expect(spanish.code).toBe(code);
    expect(spanish.message).not.toBe(firstIssue(response).message);
    expect(await t.app.deps.db.action.count() + (await t.app.deps.db.context.count())).toBe(before);
  });

  it('a query string repeating one parameter a thousand times answers 400, on REST and tRPC', async () => {
    const repeated = Array.from({ length: 1000 }, () => `goalId=${randomUUID()}`).join('&');
    const headers = { authorization: `Bearer ${user.token}` };
    expectEnvelope(await send({ method: 'GET', url: `/api/v1/actions/me?${repeated}`, headers }), 400, 'VALIDATION_ERROR');
    const inputs = Array.from({ length: 200 }, () => `input=${encodeURIComponent(JSON.stringify({ goalId: 'x' }))}`).join('&');
    const trpc = await send({ method: 'GET', url: `/api/trpc/actions.me?${inputs}`, headers });
    expect(trpc.statusCode).toBe(400);
    expect(trpc.json<{ error: { data: { appCode: string } } }>().error.data.appCode).toBe('VALIDATION_ERROR');
  });
});
