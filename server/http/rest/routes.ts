import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../domain/errors';
import type { AppDeps } from '../../services/service-context';
import { API_PREFIX, appUrl } from '../../env';
import { contentEtag, matchesEtag, versionEtag } from '../etag';
import { streamedJson } from '../json-stream';
import { createContext, prepareCall, runOperation } from '../run';
import {
  answersJson,
  type AnyFileOperation,
  type AnyOperation,
  type AnyRedirectOperation,
  type FileBody,
  type OperationTable,
  type Redirect,
} from '../../operations/define';

// A path segment that is a placeholder with a fixed ending ('{token}.ics'): the route takes the whole segment.
const SUFFIXED_PARAM = /\{(\w+)\}([^/]+)/g;

/** The Fastify route of an operation's path: '{id}' becomes ':id', and '{token}.ics' takes the segment as ':token'. */
export function toFastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}[^/]*/g, ':$1');
}

type PathReader = (request: FastifyRequest) => Record<string, unknown>;

/**
 * Reads an operation's path parameters, each without its fixed ending. A segment that lacks its ending, or (for an
 * operation that declares `notFound`) a parameter the input schema refuses, names nothing: checked before the token
 * like an unknown route, it answers the operation's 404 (ROUTE_NOT_FOUND without one).
 */
function pathReader(operation: AnyOperation): PathReader {
  const endings = [...operation.path.matchAll(SUFFIXED_PARAM)].map(([, name, ending]) => ({ name: name as string, ending: ending as string }));
  const names = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
  const shape = operation.input instanceof z.ZodObject ? (operation.input.shape as Record<string, z.ZodType>) : {};
  const check = operation.notFound ? z.object(Object.fromEntries(names.filter((name) => name in shape).map((name) => [name, shape[name] as z.ZodType]))) : null;
  const refused = (request: FastifyRequest) =>
    operation.notFound ? new AppError(operation.notFound) : new AppError('ROUTE_NOT_FOUND', { method: request.method, path: request.url.split('?')[0] ?? '' });
  return (request) => {
    const params = { ...(request.params as Record<string, string>) };
    for (const { name, ending } of endings) {
      const value = params[name] ?? '';
      if (!value.endsWith(ending)) throw refused(request);
      params[name] = value.slice(0, -ending.length);
    }
    if (check && !check.safeParse(params).success) throw refused(request);
    return params;
  };
}

function rawInput(operation: AnyOperation, request: FastifyRequest, fromUrl: Record<string, unknown>): unknown {
  // A DELETE reads the query, or its JSON body when it sends one (DELETE /users/me: a password has no place in a URL).
  if (operation.method === 'GET' || (operation.method === 'DELETE' && request.body === undefined)) return { ...(request.query as object), ...fromUrl };
  // A form the operation does not read (RFC 8058 one-click): the path is the input.
  if (operation.body === 'form') return fromUrl;
  // Fastify reads text/plain into a string; only JSON is accepted, and no body at all reads as {}.
  if (request.body !== undefined && !/^application\/json\s*(;|$)/i.test(request.headers['content-type'] ?? '')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  }
  const body: unknown = request.body ?? {};
  if (typeof body !== 'object' || Array.isArray(body)) throw new AppError('BAD_REQUEST');
  return { ...(body as object), ...fromUrl };
}

/** A file answer: its validators and caching first, then a 304 when If-None-Match names the ETag, or the file. */
function sendFile(operation: AnyFileOperation, file: FileBody, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const { answer } = operation;
  const { body } = file;
  if (typeof body !== 'string' && !(body instanceof Uint8Array)) {
    if (answer.etag) throw new Error(`${operation.method} ${operation.path} streams its file: it can have no ETag`);
    return reply
      .status(operation.status ?? 200)
      .header('content-type', answer.contentType)
      .header('content-disposition', `${answer.disposition}; filename="${file.filename}"`)
      .send(Readable.from(body));
  }
  const etag = answer.etag ? contentEtag(body) : undefined;
  if (etag) reply.header('etag', etag);
  if (answer.cacheControl) reply.header('cache-control', answer.cacheControl);
  if (answer.lastModified && file.lastModified) reply.header('last-modified', file.lastModified.toUTCString());
  if (etag && matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
  return reply
    .status(operation.status ?? 200)
    .header('content-type', answer.contentType)
    .header('content-disposition', `${answer.disposition}; filename="${file.filename}"`)
    .send(body);
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** A redirect answer, with its cookie: HttpOnly, SameSite=Lax, Secure when the app is served over https. */
function sendRedirect(operation: AnyRedirectOperation, redirect: Redirect, secure: boolean, reply: FastifyReply): FastifyReply {
  const { cookie } = operation.answer;
  if (cookie && redirect.cookie) {
    const { value, maxAgeSeconds } = redirect.cookie;
    reply.header('set-cookie', `${cookie.name}=${value}; Path=${cookie.path}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`);
  }
  return reply.redirect(redirect.location, operation.answer.status);
}

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** The route handler of one operation, by what it answers. */
function handlerOf(operation: AnyOperation, deps: AppDeps): Handler {
  const readPath = pathReader(operation);
  const secure = appUrl(deps.env).startsWith('https:');
  return async (request, reply) => {
    const ctx = createContext(deps, request);
    const fromUrl = readPath(request);
    const readInput = () => rawInput(operation, request, fromUrl);
    const { authorization } = request.headers;
    if (answersJson(operation) && operation.stream) {
      // A streamed answer is a GET: no Idempotency-Key, no If-Match, and no ETag (jsonEtags sees a stream and lets it by).
      const input = await prepareCall(operation, ctx, authorization, readInput, 'session-or-api-token');
      const answer = await operation.stream(ctx as never, input as never);
      const text = Readable.from(streamedJson(operation.output, answer, `${operation.method} ${operation.path}`));
      return reply.status(operation.status ?? 200).type('application/json; charset=utf-8').send(text);
    }
    if (answersJson(operation)) {
      const write = {
        idempotencyKey: request.headers['idempotency-key'],
        ifMatch: request.headers['if-match'],
        replayed: () => void reply.header('idempotent-replayed', 'true'),
      };
      const output = await runOperation(operation, ctx, authorization, readInput, 'session-or-api-token', write);
      if (operation.etag === 'version') {
        const body = JSON.stringify(output);
        return reply.status(operation.status ?? 200).header('etag', versionEtag((output as { version: number }).version, body)).type('application/json; charset=utf-8').send(body);
      }
      return reply.status(operation.status ?? 200).send(output);
    }
    const input = await prepareCall(operation, ctx, authorization, readInput, 'session-or-api-token');
    if (operation.answer.kind === 'file') {
      const file = (await operation.handler(ctx as never, input as never, undefined as never)) as FileBody;
      return sendFile(operation as AnyFileOperation, file, request, reply);
    }
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const cookie = operation.answer.cookie && readCookie(request.headers.cookie, operation.answer.cookie.name);
    const redirect = (await operation.handler(ctx as never, input as never, { query, cookie } as never)) as Redirect;
    return sendRedirect(operation as AnyRedirectOperation, redirect, secure, reply);
  };
}

/**
 * One Fastify route per operation, under /api/v1, whatever it answers: JSON, a file or a redirect. The operations
 * that take a form they do not read are registered in a scope that accepts forms.
 */
export function registerRestRoutes(app: FastifyInstance, deps: AppDeps, tables: Record<string, OperationTable>): void {
  const operations = Object.entries(tables).flatMap(([area, table]) => Object.entries(table).map(([name, operation]) => ({ name: `${area}.${name}`, operation })));
  // The operation's name ('<area>.<name>', as its tRPC procedure) is its label in the latency metrics (http/metrics.ts).
  const route = (scope: FastifyInstance, { name, operation }: { name: string; operation: AnyOperation }) =>
    scope.route({ method: operation.method, url: API_PREFIX + toFastifyPath(operation.path), config: { operation: name }, handler: handlerOf(operation, deps) });
  for (const entry of operations.filter(({ operation }) => operation.body !== 'form')) route(app, entry);
  void app.register(async (forms) => {
    forms.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'], { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    for (const entry of operations.filter(({ operation }) => operation.body === 'form')) route(forms, entry);
  });
}
