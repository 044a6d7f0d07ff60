import { z } from 'zod';
import { MAX_BATCH_PROCEDURES } from '../../../domain/rules/api-limits';
import { API_SCOPES } from '../../../domain/schemas/api-tokens';
import { kindOf, type ErrorKind } from '../../../domain/messages';
import { statusOfKind } from '../errors';
import { acceptsIdempotencyKey, answersJson, tokenAccessOf, type AnyOperation, type FileAnswer, type OperationTable, type RedirectAnswer } from '../../operations/define';
import { API_PREFIX } from '../../env';

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' }) as JsonSchema;
  return rest;
}

const envelopeRef = { $ref: '#/components/schemas/ErrorEnvelope' };
const errorResponse = { description: 'Error', content: { 'application/json': { schema: envelopeRef } } };

const ErrorEnvelopeSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  code: z.string().describe('Stable UPPER_SNAKE error code'),
  message: z.string().describe("Readable text in the request's language"),
  issues: z.array(z.object({ path: z.string(), code: z.string(), message: z.string() })).optional(),
  limit: z.enum(['ACTIVE_PROJECTS', 'ACTIONS_PER_MONTH', 'ANALYTICS']).optional().describe('PLAN_LIMIT: which limit of the plan was met'),
  plan: z.string().optional().describe('PLAN_LIMIT: the name of the plan in force'),
  max: z.number().int().optional().describe('PLAN_LIMIT, CONTEXT_LIMIT, AREA_PROJECT_LIMIT, GOAL_TYPE_LIMIT, BATCH_TOO_LARGE: the maximum allowed'),
  limitName: z.string().optional().describe("PLAN_LIMIT: the limit's name in the request's language"),
  goalType: z.enum(['BE', 'DO', 'HAVE']).optional().describe('GOAL_TYPE_LIMIT: the goal type that is full'),
  minDate: z.string().optional().describe('START_DATE_TOO_EARLY, DUE_DATE_TOO_EARLY, SERIES_UNTIL_OUT_OF_RANGE: the earliest date allowed (YYYY-MM-DD)'),
  maxDate: z.string().optional().describe('DUE_DATE_AFTER_PROJECT_END, SERIES_UNTIL_OUT_OF_RANGE: the latest date allowed (YYYY-MM-DD)'),
  retryAfter: z.number().int().optional().describe('TOO_MANY_REQUESTS: seconds to wait (also the Retry-After header)'),
  scope: z.string().optional().describe('INSUFFICIENT_SCOPE: the scopes the personal access token lacks, space-separated'),
});

/**
 * Who may call an operation: a session's access token always; a personal access token with every scope listed
 * (OpenAPI 3.0 leaves scopes to OAuth schemes, 3.1 allows them on any: tools that read 3.0 strictly ignore them, and
 * the description says the same in words).
 */
function securityOf(operation: AnyOperation): JsonSchema {
  if (operation.auth !== 'required') return {};
  const scopes = tokenAccessOf(operation);
  if (scopes === 'session') return { security: [{ bearerAuth: [] }], 'x-token-scopes': 'session' };
  return { security: [{ bearerAuth: [] }, { personalAccessToken: [...scopes] }], 'x-token-scopes': [...scopes] };
}

/** The sentence the description ends with: which personal access tokens may call the operation. */
function tokenAccessText(operation: AnyOperation): string | null {
  if (operation.auth !== 'required') return null;
  const scopes = tokenAccessOf(operation);
  if (scopes === 'session') return 'Personal access tokens: not allowed (403 TOKEN_NOT_ALLOWED); sign in.';
  return `Personal access tokens: needs ${scopes.join(', ')} (403 INSUFFICIENT_SCOPE otherwise).`;
}

/** Every status an operation can answer with: success, its declared errors, and the common ones. */
function statusesOf(operation: AnyOperation): number[] {
  const kinds = new Set<ErrorKind>(['BAD_REQUEST', 'TOO_MANY_REQUESTS', 'INTERNAL', 'UNAVAILABLE']);
  if (operation.auth === 'required') {
    kinds.add('UNAUTHENTICATED');
    // A personal access token without the scopes (or any token, for what only a session may do) answers 403.
    kinds.add('FORBIDDEN');
  }
  // Every call but a GET may carry a body (a DELETE too: DELETE /users/me reads its password from one).
  if (operation.method !== 'GET') {
    kinds.add('PAYLOAD_TOO_LARGE');
    kinds.add('UNSUPPORTED_MEDIA_TYPE');
  }
  if (/\{\w+\}/.test(operation.path)) kinds.add('NOT_FOUND');
  // Idempotency-Key: another request with the key 422, its first request still running 409.
  if (acceptsIdempotencyKey(operation)) {
    kinds.add('CONFLICT');
    kinds.add('UNPROCESSABLE');
  }
  for (const code of operation.errors ?? []) {
    const kind = kindOf(code);
    if (kind) kinds.add(kind);
  }
  if (answersJson(operation) && operation.conditional) kinds.add('PRECONDITION_FAILED');
  const conditional = hasEtag(operation) ? [304] : [];
  return [successOf(operation), ...conditional, ...[...kinds].map((kind) => statusOfKind[kind])].sort((a, b) => a - b);
}

/**
 * Whether an operation's success carries an ETag that If-None-Match may name: every JSON GET but the streamed ones
 * (the ETag is a hash of the whole body), and files that say so.
 */
function hasEtag(operation: AnyOperation): boolean {
  return answersJson(operation) ? operation.method === 'GET' && !operation.stream : operation.answer?.kind === 'file' && operation.answer.etag === true;
}

// Conditional requests on JSON answers (server/http/etag.ts, docs/decisions/2026-11-30-conditional-requests.md).
const jsonEtagHeader = (operation: AnyOperation) => ({
  ETag: {
    description:
      answersJson(operation) && operation.etag === 'version'
        ? 'The item\'s version and a hash of the answer: "<version>.<hash>". If-Match on its writes takes it, or "<version>" of a list item'
        : 'Quoted SHA-256 of the answer; If-None-Match naming it answers 304 without a body',
    schema: { type: 'string' },
  },
});
const ifMatchParameter = {
  name: 'If-Match',
  in: 'header',
  required: false,
  description:
    'Makes the write conditional: it runs only while the item is at a version named, "<version>" (its `version` field) or the ETag ' +
    'of its single read, as a comma-separated list; * matches any. Otherwise 412 PRECONDITION_FAILED and nothing changes. A ' +
    'header that is not a list of entity tags answers 400 IF_MATCH_INVALID. Without it, the write is unconditional.',
  schema: { type: 'string', example: '"3"' },
};
const ifNoneMatchParameter = {
  name: 'If-None-Match',
  in: 'header',
  required: false,
  description: 'The ETag of an earlier answer: while it is current, 304 without a body (and no rate-limit unit spent)',
  schema: { type: 'string' },
};

function successOf(operation: AnyOperation): number {
  return operation.answer?.kind === 'redirect' ? operation.answer.status : (operation.status ?? 200);
}

/** A file's 200: its content type (text/* as text, others as bytes) and the headers it is sent with. */
function fileResponse(answer: FileAnswer): JsonSchema {
  const mediaType = answer.contentType.split(';')[0]?.trim() ?? answer.contentType;
  return {
    description: answer.description,
    headers: {
      ...validatorHeaders(answer),
      ...(answer.lastModified ? { 'Last-Modified': { description: "The content's last change", schema: { type: 'string' } } } : {}),
      'Content-Disposition': { schema: { type: 'string', example: `${answer.disposition}; filename="${answer.exampleFilename}"` } },
    },
    content: { [mediaType]: { schema: mediaType.startsWith('text/') ? { type: 'string' } : { type: 'string', format: 'binary' } } },
  };
}

/** The headers a file and its 304 share: the ETag and the Cache-Control. */
function validatorHeaders(answer: FileAnswer): JsonSchema {
  return {
    ...(answer.etag ? { ETag: { description: 'Quoted SHA-256 of the content', schema: { type: 'string' } } } : {}),
    ...(answer.cacheControl ? { 'Cache-Control': { schema: { type: 'string', example: answer.cacheControl } } } : {}),
  };
}

function redirectResponse(answer: RedirectAnswer): JsonSchema {
  return {
    description: answer.description,
    headers: {
      Location: { schema: { type: 'string' } },
      ...(answer.cookie ? { 'Set-Cookie': { description: `${answer.cookie.name}, HttpOnly, SameSite=Lax, Path=${answer.cookie.path}`, schema: { type: 'string' } } } : {}),
    },
  };
}

// Idempotency-Key on signed-in writes (server/services/idempotency.ts, docs/decisions/2026-11-30-idempotency-keys.md).
const idempotencyKeyParameter = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Makes a retry safe: the same key and body within 24 hours answer the first result again (a success or a 4xx refusal) with ' +
    'Idempotent-Replayed: true and change nothing; another body with the key answers 422 IDEMPOTENCY_KEY_REUSED; while the first ' +
    'request runs, 409 IDEMPOTENCY_KEY_IN_PROGRESS; a malformed key 400 IDEMPOTENCY_KEY_INVALID. Keys are per user.',
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x20-\\x7E]+$' },
};
const replayedHeader = {
  'Idempotent-Replayed': { description: 'true when the answer is the stored one of an earlier request with the same Idempotency-Key', schema: { type: 'string', enum: ['true'] } },
};

// The rate-limit fields every API answer carries (server/http/rate-limit.ts, docs/decisions/2026-11-30-ratelimit-fields.md),
// defined once under components.headers; a 429 adds Retry-After.
const rateLimitHeaders = {
  'RateLimit-Policy': {
    description:
      'The API quota, draft-ietf-httpapi-ratelimit-headers (a structured field): policy "api", q units (RATE_LIMIT_MAX) per w=60 seconds, ' +
      'counted per client address and per bearer credential. A request spends one unit per tRPC procedure it calls (one for any REST call); a 304 spends none.',
    schema: { type: 'string', example: '"api";q=300;w=60' },
  },
  RateLimit: {
    description:
      'Where the quota stands for the tightest of the keys counted (the address, the bearer credential): r units left (0 on a 429), t seconds until the window resets.',
    schema: { type: 'string', example: '"api";r=297;t=42' },
  },
  'Retry-After': { description: 'TOO_MANY_REQUESTS: seconds to wait before trying again (also retryAfter in the envelope)', schema: { type: 'integer', minimum: 1 } },
};
const headerRef = (name: keyof typeof rateLimitHeaders) => ({ $ref: `#/components/headers/${name}` });
const rateLimitHeaderRefs = { 'RateLimit-Policy': headerRef('RateLimit-Policy'), RateLimit: headerRef('RateLimit') };

/** A response with the rate-limit fields among its headers, and Retry-After on a 429. */
function withRateLimitHeaders(status: string, response: JsonSchema): JsonSchema {
  const own = (response.headers ?? {}) as JsonSchema;
  const retryAfter = status === '429' ? { 'Retry-After': headerRef('Retry-After') } : {};
  return { ...response, headers: { ...own, ...rateLimitHeaderRefs, ...retryAfter } };
}

/** Every response of an operation, with the rate-limit fields: see operationResponses. */
function responsesOf(operation: AnyOperation): JsonSchema {
  return Object.fromEntries(Object.entries(operationResponses(operation)).map(([status, response]) => [status, withRateLimitHeaders(status, response as JsonSchema)]));
}

/** Every response of an operation: the success as it answers (JSON, a file, a redirect), a 304, and the errors. */
function operationResponses(operation: AnyOperation): JsonSchema {
  const responses: JsonSchema = {};
  for (const status of statusesOf(operation)) responses[String(status)] = errorResponse;
  const { answer } = operation;
  if (answersJson(operation)) {
    const etag = hasEtag(operation) ? jsonEtagHeader(operation) : null;
    responses[String(successOf(operation))] = {
      description: 'Success',
      ...(acceptsIdempotencyKey(operation) ? { headers: replayedHeader } : {}),
      ...(etag ? { headers: etag } : {}),
      content: { 'application/json': { schema: jsonSchema(operation.output, 'output') } },
    };
    if (etag) responses['304'] = { description: 'Not modified: the ETag in If-None-Match is current', headers: etag };
  } else if (answer?.kind === 'file') {
    responses[String(successOf(operation))] = fileResponse(answer);
    if (answer.etag) responses['304'] = { description: 'Not modified: the ETag in If-None-Match is current', headers: validatorHeaders(answer) };
  } else if (answer) {
    responses[String(successOf(operation))] = redirectResponse(answer);
  }
  return responses;
}

// A form that is accepted and not read (body 'form'): RFC 8058's List-Unsubscribe=One-Click.
const formBody = {
  requestBody: {
    required: false,
    content: Object.fromEntries(
      ['application/x-www-form-urlencoded', 'multipart/form-data'].map((type) => [type, { schema: { type: 'object', description: 'Accepted and not read' } }]),
    ),
  },
};

function operationObject(area: string, name: string, operation: AnyOperation, deprecatedTrpcPaths: readonly string[]): JsonSchema {
  const input = jsonSchema(operation.input, 'input');
  const properties = (input.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((input.required ?? []) as string[]);
  const pathParams = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
  const parameters: JsonSchema[] = pathParams.map((param) => ({
    name: param,
    in: 'path',
    required: true,
    schema: properties[param] ?? { type: 'string' },
  }));
  const rest = Object.fromEntries(Object.entries(properties).filter(([key]) => !pathParams.includes(key)));
  // A DELETE whose input is more than its path (DELETE /users/me) takes a JSON body, as the route reads it.
  const usesQuery = operation.method === 'GET' || (operation.method === 'DELETE' && Object.keys(rest).length === 0);
  if (usesQuery) {
    for (const [key, schema] of Object.entries(rest)) parameters.push({ name: key, in: 'query', required: required.has(key), schema });
  }
  parameters.push({ name: 'lang', in: 'query', required: false, schema: { type: 'string', enum: ['es', 'en'] } });
  if (hasEtag(operation)) parameters.push(ifNoneMatchParameter);
  if (answersJson(operation) && operation.conditional) parameters.push(ifMatchParameter);
  if (acceptsIdempotencyKey(operation)) parameters.push(idempotencyKeyParameter);
  const restRequired = [...required].filter((key) => !pathParams.includes(key));
  // An input that is a union of shapes (POST /reviews/settle's resolutions) is the body as it stands.
  const union = input.properties === undefined && (input.oneOf ?? input.anyOf) !== undefined;
  const jsonBody = {
    requestBody: {
      required: union || restRequired.length > 0,
      content: { 'application/json': { schema: union ? input : { type: 'object', properties: rest, ...(restRequired.length ? { required: restRequired } : {}) } } },
    },
  };
  const body = operation.body === 'form' ? formBody : usesQuery ? {} : jsonBody;
  const description = [operation.description, tokenAccessText(operation)].filter(Boolean).join(' ');
  return {
    operationId: `${area}.${name}`,
    tags: [area],
    summary: operation.summary,
    ...(description ? { description } : {}),
    ...securityOf(operation),
    parameters,
    ...body,
    responses: responsesOf(operation),
    // Only the operations that answer JSON are tRPC procedures.
    ...(answersJson(operation) ? { 'x-trpc-path': `${area}.${name}` } : {}),
    // The older tRPC names of the procedure, deprecated, which still answer (server/operations/index.ts).
    ...(deprecatedTrpcPaths.length > 0 ? { 'x-trpc-deprecated-paths': deprecatedTrpcPaths } : {}),
  };
}

/**
 * The OpenAPI 3 document of the REST API, derived from the operation tables: every route of /api/v1 is an operation.
 * deprecatedTrpcNames: an older tRPC name → the '<area>.<name>' it calls now.
 */
export function buildOpenApiDocument(tables: Record<string, OperationTable>, version: string, deprecatedTrpcNames: Record<string, string> = {}): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const deprecated = Object.entries(deprecatedTrpcNames);
  for (const [area, table] of Object.entries(tables)) {
    for (const [name, operation] of Object.entries(table)) {
      const path = API_PREFIX + operation.path;
      const olderNames = deprecated.filter(([, current]) => current === `${area}.${name}`).map(([older]) => older);
      paths[path] ??= {};
      paths[path][operation.method.toLowerCase()] = operationObject(area, name, operation, olderNames);
    }
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Prospera API',
      version,
      description:
        'The Prospera REST API. The operations that answer JSON are tRPC procedures under /api/trpc too, named by x-trpc-path (files and redirects are REST only; the names in x-trpc-deprecated-paths still answer, deprecated); a tRPC batch may call at most ' +
        `${MAX_BATCH_PROCEDURES} procedures (a larger one answers 400 BATCH_TOO_LARGE) and each procedure counts against the rate limit. ` +
        'Every API answer carries RateLimit-Policy and RateLimit (draft-ietf-httpapi-ratelimit-headers): the quota per minute, counted per address and per bearer credential, and what is left of it; a 429 adds Retry-After. ' +
        'Every API answer carries Cache-Control: no-store (the progress report: private, no-store; the calendar feed: private, no-cache), except the legal PDFs. Errors share one envelope; ' +
        'send Accept-Language or ?lang=es|en for the language of messages, and X-Time-Zone (IANA): registration stores it as the zone of record (Profile.timeZone, changed with PUT /users/notifications), which the date rules of signed-in requests use; the header counts only while none is stored.',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: "A session's access token (POST /auth/login), 15 minutes" },
        personalAccessToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'prs_...',
          description:
            'A personal access token (POST /users/tokens), REST only, limited to its scopes: ' +
            `${API_SCOPES.join(', ')}. A write scope grants the read of its area; an answer that embeds another area's records needs that area's read scope too.`,
        },
      },
      schemas: { ErrorEnvelope: jsonSchema(ErrorEnvelopeSchema, 'output') },
      headers: rateLimitHeaders,
    },
    paths,
  };
}
