import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { addCalendarMonths, addDays } from '../../domain/rules/dates';
import { weekStart } from '../../domain/rules/weekly';
import type { OwnedIds, PublicIds } from './security-fixture';
import { todayIn } from './plan-state';

// The API as its OpenAPI document describes it, for suites that must cover every operation: a new route is
// covered the moment it is documented, and an id field the suites cannot classify fails them loudly.

export type JsonSchema = {
  type?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  /** A union of shapes (POST /reviews/settle's resolutions): a sample takes the first. */
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  description?: string;
};

type Parameter = { name: string; in: 'path' | 'query' | 'header'; required: boolean; schema: JsonSchema };

export type ApiOperation = {
  /** 'GET /api/v1/goals/{id}' */
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  trpcPath: string | null;
  secured: boolean;
  /** What a personal access token needs (x-token-scopes): its scopes, 'session' when none may call it, null without auth. */
  tokenScopes: string[] | 'session' | null;
  statuses: number[];
  parameters: Parameter[];
  body: JsonSchema | null;
};

type OperationObject = {
  'x-trpc-path'?: string;
  'x-token-scopes'?: string[] | 'session';
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema } | undefined> };
  responses: Record<string, unknown>;
};

/** Every operation of the document (GET /api/openapi.json). */
export async function documentedOperations(app: FastifyInstance): Promise<ApiOperation[]> {
  const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  const doc = response.json<{ paths: Record<string, Record<string, OperationObject>> }>();
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({
      name: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase() as ApiOperation['method'],
      path,
      trpcPath: op['x-trpc-path'] ?? null,
      secured: (op.security ?? []).length > 0,
      tokenScopes: op['x-token-scopes'] ?? null,
      statuses: Object.keys(op.responses).map(Number),
      // ?lang= is on every operation and only picks the language of messages.
      parameters: (op.parameters ?? []).filter((parameter) => parameter.in !== 'header' && !(parameter.in === 'query' && parameter.name === 'lang')),
      body: op.requestBody?.content['application/json']?.schema ?? null,
    })),
  );
}

export type IdKind = keyof OwnedIds | keyof PublicIds;
const OWNED_KINDS: readonly IdKind[] = [
  'lifeWheelAreaId', 'cycleId', 'projectId', 'projectDetailId', 'goalId', 'contextId', 'actionId', 'subscriptionId', 'reviewId', 'seriesId', 'identityId', 'apiTokenId',
  'webhookId', 'webhookDeliveryId', 'shareId', 'supportedShareId', 'pushDeviceId',
];
const PUBLIC_KINDS: readonly IdKind[] = ['areaId', 'questionId', 'planId', 'currencyId'];

export function isOwnedKind(kind: IdKind): boolean {
  return OWNED_KINDS.includes(kind);
}

/** What an 'id' names, by the route it appears in (DECISIONS.md 'Ids'). */
const ID_BY_ROUTE: [RegExp, IdKind][] = [
  [/^\/api\/v1\/users\/(delete-context|contexts)\//, 'contextId'],
  [/^\/api\/v1\/users\/update-subscription$/, 'subscriptionId'],
  [/^\/api\/v1\/goals\//, 'goalId'],
  [/^\/api\/v1\/actions\/series\//, 'seriesId'],
  [/^\/api\/v1\/actions\//, 'actionId'],
  [/^\/api\/v1\/reviews\//, 'reviewId'],
  [/^\/api\/v1\/projects\/\{id\}/, 'projectId'],
  [/^\/api\/v1\/assessment\/area\//, 'areaId'],
  [/^\/api\/v1\/users\/me\/sign-in-methods\//, 'identityId'],
  [/^\/api\/v1\/users\/tokens\//, 'apiTokenId'],
  [/^\/api\/v1\/users\/webhooks\//, 'webhookId'],
  [/^\/api\/v1\/users\/companions\//, 'shareId'],
  [/^\/api\/v1\/supporting\//, 'supportedShareId'],
  [/^\/api\/v1\/users\/notifications\/devices\//, 'pushDeviceId'],
];

/** Field names that are not the kind's own name. */
const ALIASES: Record<string, IdKind> = { area: 'lifeWheelAreaId', from: 'cycleId', to: 'cycleId', carryProjectId: 'projectId', deliveryId: 'webhookDeliveryId' };

/** The kind of id a field holds, or null when it names none this file knows. */
export function idKindOrNull(op: ApiOperation, field: string): IdKind | null {
  if (field === 'id') return ID_BY_ROUTE.find(([pattern]) => pattern.test(op.path))?.[1] ?? null;
  const kind = ALIASES[field] ?? (field as IdKind);
  return OWNED_KINDS.includes(kind) || PUBLIC_KINDS.includes(kind) ? kind : null;
}

/** The kind of id a uuid field holds; an unknown one throws, so a new id field must be classified here. */
function idKindOf(op: ApiOperation, field: string): IdKind {
  const kind = idKindOrNull(op, field);
  if (!kind) throw new Error(`${op.name}: classify the id field '${field}' in tests/support/security-openapi.ts`);
  return kind;
}

const isUuid = (schema: JsonSchema) => schema.type === 'string' && schema.format === 'uuid';
/** 'lifeWheelAreaIds' holds lifeWheelAreaId values. */
const singular = (name: string) => name.replace(/s$/, '');

/** Values the generic sample cannot guess: dates inside the project window, a fresh phone, a score above any. */
function namedSample(name: string): unknown {
  const tomorrow = addDays(todayIn(), 1);
  switch (name) {
    case 'startDate':
      return tomorrow;
    case 'endDate':
      return addCalendarMonths(tomorrow, 3);
    case 'dueDate':
      return addDays(todayIn(), 5);
    case 'weekStart':
      return addDays(weekStart(todayIn()), -7);
    case 'expectedScore':
      return 9;
    case 'url':
      return 'https://example.com/hook';
    case 'endpoint':
      return samplePushEndpoint();
    case 'p256dh':
      return samplePushKeys().p256dh;
    case 'auth':
      return samplePushKeys().auth;
    case 'email':
      return `sample-${randomBytes(4).toString('hex')}@example.com`;
    case 'password':
      // Never the test users' own password: a sampled DELETE /users/me must not erase the user it runs as.
      return 'otra-clave-123';
    case 'phone':
      return `+1 ${String(parseInt(randomBytes(4).toString('hex'), 16) % 10_000_000_000).padStart(10, '0')}`;
    default:
      return undefined;
  }
}

/** A push endpoint no push service answers (subscribing does not call it): http on loopback, taken outside production. */
export function samplePushEndpoint(): string {
  return `http://127.0.0.1:9/push/${randomBytes(8).toString('hex')}`;
}

/** A browser's push keys: a fresh P-256 public key and a 16-byte auth secret, base64url. */
export function samplePushKeys(): { p256dh: string; auth: string } {
  const ecdh = createECDH('prime256v1');
  return { p256dh: ecdh.generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

export type IdResolver = (kind: IdKind) => string;

type SampleContext = { op: ApiOperation; resolve: IdResolver; overrides: Record<string, unknown>; kinds: Set<IdKind> };

function sampleOf(schema: JsonSchema, name: string, ctx: SampleContext): unknown {
  if (name in ctx.overrides) return ctx.overrides[name];
  if (isUuid(schema)) {
    const kind = idKindOf(ctx.op, name);
    ctx.kinds.add(kind);
    return ctx.resolve(kind);
  }
  const named = namedSample(name);
  if (named !== undefined) return named;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'string':
      return 'Prueba de seguridad'.slice(0, schema.maxLength ?? 80).padEnd(schema.minLength ?? 1, 'x');
    case 'array': {
      const items = schema.items ?? {};
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => sampleOf(items, singular(name), ctx));
    }
    case 'object':
      return objectSample(schema, ctx);
    default:
      return undefined;
  }
}

/**
 * Optional fields sent anyway: PATCH /goals/{id} needs content or targetQuestionIds, and content needs no ids;
 * DELETE /users/me needs a password or a confirmation token; a share (/users/companions) needs one thing chosen.
 */
const alwaysSent = (op: ApiOperation, key: string) =>
  key === 'content' || (op.name === 'DELETE /api/v1/users/me' && key === 'password') || (op.path.startsWith('/api/v1/users/companions') && key === 'wheel');

/** Required properties, and optional ids (so every id an operation takes is exercised). */
function objectSample(schema: JsonSchema, ctx: SampleContext): Record<string, unknown> {
  const first = (schema.oneOf ?? schema.anyOf)?.[0];
  if (schema.properties === undefined && first) return objectSample(first, ctx);
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(schema.properties ?? {})
    .filter(([key, property]) => required.has(key) || alwaysSent(ctx.op, key) || isUuid(property))
    .map(([key, property]) => [key, sampleOf(property, key, ctx)] as const)
    .filter(([, value]) => value !== undefined);
  return Object.fromEntries(entries);
}

export type SampleRequest = {
  params: Record<string, string>;
  query: Record<string, string>;
  body: Record<string, unknown> | null;
  /** The kinds of id the request carries. */
  kinds: Set<IdKind>;
};

/** A request the operation accepts, its ids taken from resolve; overrides replace fields by name. */
export function sampleRequest(op: ApiOperation, resolve: IdResolver, overrides: Record<string, unknown> = {}): SampleRequest {
  const ctx: SampleContext = { op, resolve, overrides, kinds: new Set() };
  const params: Record<string, string> = {};
  const query: Record<string, string> = {};
  for (const parameter of op.parameters) {
    if (parameter.in === 'path') params[parameter.name] = String(sampleOf(parameter.schema, parameter.name, ctx));
    else if (parameter.required || isUuid(parameter.schema)) query[parameter.name] = String(sampleOf(parameter.schema, parameter.name, ctx));
  }
  const body = op.body ? objectSample(op.body, ctx) : null;
  return { params, query, body, kinds: ctx.kinds };
}

/** A resolver from a user's owned ids and the public ids; `replace` overrides kinds (another user's ids, missing ones). */
export function resolverOf(owned: OwnedIds, shared: PublicIds, replace: Partial<Record<IdKind, string>> = {}): IdResolver {
  return (kind) => replace[kind] ?? (isOwnedKind(kind) ? owned[kind as keyof OwnedIds] : shared[kind as keyof PublicIds]);
}

/** Every owned kind mapped to a uuid that names nothing. */
export function missingIds(): Partial<Record<IdKind, string>> {
  return Object.fromEntries(OWNED_KINDS.map((kind) => [kind, randomUUID()]));
}

export type Reply = { status: number; headers: Record<string, unknown>; body: unknown; text: string };

/** The JSON of a text, or null when it is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function reply(response: { statusCode: number; headers: Record<string, unknown>; body: string }): Reply {
  return { status: response.statusCode, headers: response.headers, body: parseJson(response.body), text: response.body };
}

export function restUrl(op: ApiOperation, request: Pick<SampleRequest, 'params' | 'query'>): string {
  // Through UTF-8 and back, a lone surrogate becomes U+FFFD, which a URL can carry.
  const wellFormed = (text: string) => Buffer.from(text, 'utf8').toString('utf8');
  const path = op.path.replace(/\{(\w+)\}/g, (_whole, name: string) => encodeURIComponent(wellFormed(request.params[name] ?? '')));
  const query = new URLSearchParams(request.query).toString();
  return query ? `${path}?${query}` : path;
}

/** Calls the REST route of an operation. */
export async function callRest(app: FastifyInstance, op: ApiOperation, request: SampleRequest, token?: string): Promise<Reply> {
  const headers: Record<string, string> = { 'accept-language': 'es', 'x-time-zone': 'UTC' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (request.body) headers['content-type'] = 'application/json';
  const response = await app.inject({
    method: op.method,
    url: restUrl(op, request),
    headers,
    ...(request.body ? { payload: JSON.stringify(request.body) } : {}),
  });
  return reply(response);
}

/** The one input object tRPC takes for an operation: path parameters, query and body merged. */
export function trpcInput(request: SampleRequest): Record<string, unknown> {
  return { ...request.query, ...(request.body ?? {}), ...request.params };
}

/** Calls the tRPC procedure of an operation (a query for GET, else a mutation). */
export async function callTrpc(app: FastifyInstance, op: ApiOperation, input: unknown, token?: string): Promise<Reply> {
  if (!op.trpcPath) throw new Error(`${op.name} has no tRPC procedure`);
  const headers: Record<string, string> = { 'accept-language': 'es', 'x-time-zone': 'UTC' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response =
    op.method === 'GET'
      ? await app.inject({ method: 'GET', url: `/api/trpc/${op.trpcPath}?input=${encodeURIComponent(JSON.stringify(input))}`, headers })
      : await app.inject({ method: 'POST', url: `/api/trpc/${op.trpcPath}`, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(input) });
  return reply(response);
}

/** The error of a tRPC reply, with the REST envelope's code and message. */
export function trpcError(result: Reply): { message: string; appCode: string; httpStatus: number } | null {
  const error = (result.body as { error?: { message: string; data: { appCode: string; httpStatus: number } } } | null)?.error;
  return error ? { message: error.message, appCode: error.data.appCode, httpStatus: error.data.httpStatus } : null;
}
