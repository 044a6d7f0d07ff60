import { z } from 'zod';
import { LEGAL_DOCUMENT_TYPES } from '../../domain/content/legal';
import { MAX_BATCH_PROCEDURES } from '../../domain/rules/api-limits';
import { kindOf, type ErrorKind } from '../../domain/messages';
import { statusOfKind } from '../http/errors';
import type { AnyOperation, OperationTable } from '../operations/define';
import { DOCUMENT_LANGS } from '../services/documents';
import { DOCUMENTS_CACHE_CONTROL, DOCUMENTS_PATH } from './documents';
import { API_PREFIX } from './routes';

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
});

/** Every status an operation can answer with: success, its declared errors, and the common ones. */
function statusesOf(operation: AnyOperation): number[] {
  const kinds = new Set<ErrorKind>(['BAD_REQUEST', 'TOO_MANY_REQUESTS', 'INTERNAL', 'UNAVAILABLE']);
  if (operation.auth === 'required') kinds.add('UNAUTHENTICATED');
  if (operation.method !== 'GET' && operation.method !== 'DELETE') {
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
  const usesQuery = operation.method === 'GET' || operation.method === 'DELETE';
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
  return {
    openapi: '3.0.3',
    info: {
      title: 'Prospera API',
      version,
      description:
        'The Prospera REST API. The same operations are served as tRPC procedures under /api/trpc; a tRPC batch may call at most ' +
        `${MAX_BATCH_PROCEDURES} procedures (a larger one answers 400 BATCH_TOO_LARGE) and each procedure counts against the rate limit. ` +
        'Every API answer carries Cache-Control: no-store, except the legal PDFs. Errors share one envelope; ' +
        'send Accept-Language or ?lang=es|en for the language of messages, and X-Time-Zone (IANA) for date rules.',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { ErrorEnvelope: jsonSchema(ErrorEnvelopeSchema, 'output') },
    },
    paths,
  };
}
