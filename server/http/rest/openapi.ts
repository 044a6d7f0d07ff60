import { z } from 'zod';
import { LEGAL_DOCUMENT_TYPES } from '../../../domain/content/legal';
import { REPORT_LANGS } from '../../../domain/schemas/analytics';
import { MAX_BATCH_PROCEDURES } from '../../../domain/rules/api-limits';
import { SubscriptionChangeSchema, UNSUBSCRIBE_TOKEN_MAX_LENGTH } from '../../../domain/schemas/notifications';
import { kindOf, type ErrorKind } from '../../../domain/messages';
import { statusOfKind } from '../errors';
import type { AnyOperation, OperationTable } from '../../operations/define';
import { CALENDAR_FEED_PATH } from '../../services/calendar-feed';
import { DOCUMENT_LANGS } from '../../services/documents';
import { ONE_CLICK_UNSUBSCRIBE_PATH } from '../../services/notifications';
import { OAUTH_CALLBACK_PATH } from '../../services/oauth';
import { CALENDAR_FEED_CACHE_CONTROL } from './calendar';
import { DOCUMENTS_CACHE_CONTROL, DOCUMENTS_PATH } from './documents';
import { ACTIONS_CSV_PATH } from './exports';
import { PROGRESS_REPORT_CACHE_CONTROL, PROGRESS_REPORT_PATH } from './reports';
import { OAUTH_CLIENT_PATH, OAUTH_START_PATH } from './oauth';
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
});

/** Every status an operation can answer with: success, its declared errors, and the common ones. */
function statusesOf(operation: AnyOperation): number[] {
  const kinds = new Set<ErrorKind>(['BAD_REQUEST', 'TOO_MANY_REQUESTS', 'INTERNAL', 'UNAVAILABLE']);
  if (operation.auth === 'required') kinds.add('UNAUTHENTICATED');
  // Every call but a GET may carry a body (a DELETE too: DELETE /users/me reads its password from one).
  if (operation.method !== 'GET') {
    kinds.add('PAYLOAD_TOO_LARGE');
    kinds.add('UNSUPPORTED_MEDIA_TYPE');
  }
  if (/\{\w+\}/.test(operation.path)) kinds.add('NOT_FOUND');
  for (const code of operation.errors ?? []) {
    const kind = kindOf(code);
    if (kind) kinds.add(kind);
  }
  return [operation.status ?? 200, ...[...kinds].map((kind) => statusOfKind[kind])].sort((a, b) => a - b);
}

function operationObject(area: string, name: string, operation: AnyOperation): JsonSchema {
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
  const restRequired = [...required].filter((key) => !pathParams.includes(key));
  const body = !usesQuery
    ? {
        requestBody: {
          required: restRequired.length > 0,
          content: { 'application/json': { schema: { type: 'object', properties: rest, ...(restRequired.length ? { required: restRequired } : {}) } } },
        },
      }
    : {};
  const success = operation.status ?? 200;
  const responses: JsonSchema = {};
  for (const status of statusesOf(operation)) {
    responses[String(status)] =
      status === success
        ? { description: 'Success', content: { 'application/json': { schema: jsonSchema(operation.output, 'output') } } }
        : errorResponse;
  }
  return {
    operationId: `${area}.${name}`,
    tags: [area],
    summary: operation.summary,
    ...(operation.description ? { description: operation.description } : {}),
    ...(operation.auth === 'required' ? { security: [{ bearerAuth: [] }] } : {}),
    parameters,
    ...body,
    responses,
    'x-trpc-path': `${area}.${name}`,
  };
}

/** The legal PDFs' route, the one REST route that is not an operation (it answers a PDF, not JSON). */
function documentsPathItem(): Record<string, JsonSchema> {
  const cachingHeaders = {
    ETag: { description: 'Quoted SHA-256 of the PDF', schema: { type: 'string' } },
    'Cache-Control': { schema: { type: 'string', example: DOCUMENTS_CACHE_CONTROL } },
  };
  return {
    get: {
      operationId: 'documents.get',
      tags: ['documents'],
      summary: 'The terms and conditions or the privacy policy as a PDF, in Spanish or English',
      description:
        'No authentication. Cacheable for a day; send the ETag back in If-None-Match to get a 304 while it is current. ' +
        'The language is ES or EN (lower case is accepted too); any other type or language answers 404 DOCUMENT_NOT_FOUND.',
      parameters: [
        { name: 'type', in: 'path', required: true, schema: { type: 'string', enum: [...LEGAL_DOCUMENT_TYPES] } },
        { name: 'lang', in: 'path', required: true, schema: { type: 'string', enum: [...DOCUMENT_LANGS] } },
        { name: 'If-None-Match', in: 'header', required: false, schema: { type: 'string' } },
      ],
      responses: {
        '200': {
          description: 'The PDF',
          headers: {
            ...cachingHeaders,
            'Last-Modified': { description: "The document's last-updated date", schema: { type: 'string' } },
            'Content-Disposition': { schema: { type: 'string', example: 'inline; filename="prospera-terms-es.pdf"' } },
          },
          content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
        },
        '304': { description: 'Not modified: the ETag in If-None-Match is current', headers: cachingHeaders },
        '404': errorResponse,
        '429': errorResponse,
        '500': errorResponse,
      },
    },
  };
}

/** The progress report's route: a PDF for the signed-in user, paid plans only, never cached. */
function progressReportPathItem(): Record<string, JsonSchema> {
  return {
    get: {
      operationId: 'reports.progress',
      tags: ['reports'],
      summary: "The caller's progress report as a PDF, in Spanish or English",
      description:
        "Each cycle's life wheel as a chart, the last two assessed cycles compared, the weekly execution scores, the projects " +
        'with their goals and done actions, and the budgets planned against spent per currency. Paid plans only: BASICO ' +
        'answers 403 PLAN_LIMIT. The language is ES or EN (lower case is accepted too); any other answers 404 REPORT_NOT_FOUND. ' +
        "The file is named with today's date in X-Time-Zone and is never cached.",
      security: [{ bearerAuth: [] }],
      parameters: [
        { name: 'lang', in: 'path', required: true, schema: { type: 'string', enum: [...REPORT_LANGS] } },
        { name: 'X-Time-Zone', in: 'header', required: false, schema: { type: 'string', example: 'Europe/Madrid' } },
      ],
      responses: {
        '200': {
          description: 'The PDF',
          headers: {
            'Cache-Control': { schema: { type: 'string', example: PROGRESS_REPORT_CACHE_CONTROL } },
            'Content-Disposition': { schema: { type: 'string', example: 'attachment; filename="prospera-progress-2026-11-24.pdf"' } },
          },
          content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
        },
        '401': errorResponse,
        '403': errorResponse,
        '404': errorResponse,
        '429': errorResponse,
        '500': errorResponse,
      },
    },
  };
}

/** The browser's trips to a sign-in provider and back: redirects (303), not JSON, so not operations. */
function oauthPathItem(step: 'start' | 'callback'): Record<string, JsonSchema> {
  const start = step === 'start';
  return {
    get: {
      operationId: `auth.oauth.${step}`,
      tags: ['auth'],
      summary: start
        ? 'Starts signing in with a provider (google, facebook, oidc): redirects the browser to it'
        : "The provider's return: finishes the sign-in and redirects the browser to the app",
      description: start
        ? 'Open it in the browser (a link, not a fetch). Answers 303 to the provider with PKCE (S256), state and, for OpenID Connect, a nonce, ' +
          'and sets the httpOnly cookie prospera_oauth (10 minutes) holding them, sealed. A provider that cannot be reached sends the browser to ' +
          '/login?oauthError=OAUTH_UNAVAILABLE. GET /auth/providers lists the configured providers.'
        : 'The redirect URI registered at the provider: APP_URL/api/v1/auth/oauth/{provider}/callback. With the cookie of /start and a matching ' +
          `state, the code is exchanged with the provider and the browser goes to ${OAUTH_CLIENT_PATH}?code=<one-time code> (2 minutes; POST ` +
          '/auth/oauth/exchange); otherwise to /login?oauthError=<code> (OAUTH_STATE_INVALID, OAUTH_FAILED, OAUTH_UNAVAILABLE) and nothing is stored.',
      parameters: [
        { name: 'provider', in: 'path', required: true, schema: { type: 'string', enum: ['google', 'facebook', 'oidc'] } },
        ...(start
          ? []
          : [
              { name: 'code', in: 'query', required: false, schema: { type: 'string' } },
              { name: 'state', in: 'query', required: false, schema: { type: 'string' } },
            ]),
      ],
      responses: {
        '303': { description: start ? 'To the provider' : 'To the app', headers: { Location: { schema: { type: 'string' } } } },
        '404': errorResponse,
        '429': errorResponse,
        '500': errorResponse,
      },
    },
  };
}

/** The actions as CSV, a REST-only route (it answers a file, not JSON). */
function actionsCsvPathItem(): Record<string, JsonSchema> {
  return {
    get: {
      operationId: 'users.exportActionsCsv',
      tags: ['users'],
      summary: "The signed-in user's actions as a CSV file for a spreadsheet",
      description:
        'UTF-8 with a byte order mark, comma-separated, CRLF line ends, RFC 4180 quoting; the header row and the yes/no and energy words ' +
        "follow the request's language. A cell a spreadsheet would run as a formula starts with an apostrophe; contexts are written without '@'. " +
        'Sent as an attachment named prospera-acciones-<date>.csv (es) or prospera-actions-<date>.csv (en), the date in X-Time-Zone. ' +
        'An account with more than EXPORT_MAX_ACTIONS actions (20,000 unless the server sets another number) answers 413 EXPORT_TOO_LARGE.',
      security: [{ bearerAuth: [] }],
      parameters: [{ name: 'lang', in: 'query', required: false, schema: { type: 'string', enum: ['es', 'en'] } }],
      responses: {
        '200': {
          description: 'The CSV',
          headers: { 'Content-Disposition': { schema: { type: 'string', example: 'attachment; filename="prospera-actions-2026-11-24.csv"' } } },
          content: { 'text/csv': { schema: { type: 'string' } } },
        },
        '401': errorResponse,
        '413': errorResponse,
        '429': errorResponse,
        '500': errorResponse,
      },
    },
  };
}

/** The secret calendar feed: an iCalendar text behind a URL whose token is the credential, so no bearer token. */
function calendarFeedPathItem(): Record<string, JsonSchema> {
  const cachingHeaders = {
    ETag: { description: 'Quoted SHA-256 of the calendar', schema: { type: 'string' } },
    'Cache-Control': { schema: { type: 'string', example: CALENDAR_FEED_CACHE_CONTROL } },
  };
  return {
    get: {
      operationId: 'calendar.feed',
      tags: ['calendar'],
      summary: "A user's pending actions, weekly review and cycle end as an iCalendar (RFC 5545) feed to subscribe to",
      description:
        'No authentication: the token of the URL that POST /users/calendar-feed answered is the credential. One all-day event per ' +
        'pending action on its due date (title, @context, energy, minutes, project, a link to /actions), the weekly review every Friday ' +
        "and the last day of the current cycle with the invitation to re-assess. UIDs are stable (action-<id>@prospera), so a calendar " +
        "updates its events instead of duplicating them. The events are in the language the URL was created in. Send the ETag back in " +
        'If-None-Match to get a 304 while nothing changed. An unknown, revoked or regenerated token answers 404 CALENDAR_FEED_NOT_FOUND.',
      parameters: [
        { name: 'token', in: 'path', required: true, schema: { type: 'string', maxLength: 128 } },
        { name: 'If-None-Match', in: 'header', required: false, schema: { type: 'string' } },
      ],
      responses: {
        '200': {
          description: 'The calendar',
          headers: cachingHeaders,
          content: { 'text/calendar': { schema: { type: 'string' } } },
        },
        '304': { description: 'Not modified: the ETag in If-None-Match is current', headers: cachingHeaders },
        '404': errorResponse,
        '429': errorResponse,
        '500': errorResponse,
      },
    },
  };
}

/** RFC 8058 one-click unsubscribe: the URL of the mails' List-Unsubscribe header, posted by mail clients as a form. */
function oneClickUnsubscribePathItem(): Record<string, JsonSchema> {
  return {
    post: {
      operationId: 'notifications.oneClickUnsubscribe',
      tags: ['notifications'],
      summary: "A mail client's one-click unsubscribe (RFC 8058): turns off the kind of mail the token is about, without login",
      description:
        'The URL of the List-Unsubscribe header of every notification mail, announced with List-Unsubscribe-Post: List-Unsubscribe=One-Click. ' +
        'The body (List-Unsubscribe=One-Click, form-encoded or multipart) is not interpreted: the token in the path is the credential. ' +
        'Answers like POST /notifications/unsubscribe; 404 UNSUBSCRIBE_LINK_NOT_FOUND for a token this server did not issue or whose account is gone, UNSUBSCRIBE_LINK_EXPIRED for one over a year old or older than the last change of the settings.',
      parameters: [{ name: 'token', in: 'path', required: true, schema: { type: 'string', maxLength: UNSUBSCRIBE_TOKEN_MAX_LENGTH } }],
      requestBody: {
        required: false,
        content: {
          'application/x-www-form-urlencoded': { schema: { type: 'object', properties: { 'List-Unsubscribe': { type: 'string', enum: ['One-Click'] } } } },
          'multipart/form-data': { schema: { type: 'object', properties: { 'List-Unsubscribe': { type: 'string', enum: ['One-Click'] } } } },
        },
      },
      responses: {
        '200': { description: 'Turned off', content: { 'application/json': { schema: jsonSchema(SubscriptionChangeSchema, 'output') } } },
        '400': errorResponse,
        '404': errorResponse,
        '429': errorResponse,
        '500': errorResponse,
      },
    },
  };
}

/** The OpenAPI 3 document of the REST API, derived from the operation tables. */
export function buildOpenApiDocument(tables: Record<string, OperationTable>, version: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const [area, table] of Object.entries(tables)) {
    for (const [name, operation] of Object.entries(table)) {
      const path = API_PREFIX + operation.path;
      paths[path] ??= {};
      paths[path][operation.method.toLowerCase()] = operationObject(area, name, operation);
    }
  }
  paths[API_PREFIX + DOCUMENTS_PATH] = documentsPathItem();
  paths[API_PREFIX + PROGRESS_REPORT_PATH] = progressReportPathItem();
  paths[API_PREFIX + ACTIONS_CSV_PATH] = actionsCsvPathItem();
  paths[API_PREFIX + CALENDAR_FEED_PATH] = calendarFeedPathItem();
  paths[API_PREFIX + ONE_CLICK_UNSUBSCRIBE_PATH] = oneClickUnsubscribePathItem();
  paths[API_PREFIX + OAUTH_START_PATH] = oauthPathItem('start');
  paths[API_PREFIX + OAUTH_CALLBACK_PATH] = oauthPathItem('callback');
  return {
    openapi: '3.0.3',
    info: {
      title: 'Prospera API',
      version,
      description:
        'The Prospera REST API. The same operations are served as tRPC procedures under /api/trpc; a tRPC batch may call at most ' +
        `${MAX_BATCH_PROCEDURES} procedures (a larger one answers 400 BATCH_TOO_LARGE) and each procedure counts against the rate limit. ` +
        'Every API answer carries Cache-Control: no-store (the progress report: private, no-store; the calendar feed: private, no-cache), except the legal PDFs. Errors share one envelope; ' +
        'send Accept-Language or ?lang=es|en for the language of messages, and X-Time-Zone (IANA): registration stores it as the zone of record (Profile.timeZone, changed with PUT /users/notifications), which the date rules of signed-in requests use; the header counts only while none is stored.',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { ErrorEnvelope: jsonSchema(ErrorEnvelopeSchema, 'output') },
    },
    paths,
  };
}
