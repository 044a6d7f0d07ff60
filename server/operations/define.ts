import type { z } from 'zod';
import type { MessageCode } from '../../domain/messages';
import type { ApiScope } from '../../domain/schemas/api-tokens';
import type { ServiceContext, UserServiceContext } from '../services/service-context';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type AuthMode = 'required' | 'none';

type ContextFor<A extends AuthMode> = A extends 'required' ? UserServiceContext : ServiceContext;

/**
 * What a personal access token needs to call an operation: every scope listed (a write scope grants its area's read),
 * or 'session' for what only a signed-in person may do (creating tokens, the password, the e-mail, sign-in methods,
 * deleting the account, payments). An answer that embeds records of another area lists that area's read scope too
 * (docs/decisions/2026-11-30-personal-access-tokens.md). Session access tokens are never limited by scopes.
 */
export type TokenAccess = readonly ApiScope[] | 'session';

/** Every operation that requires a user declares its TokenAccess; the others have none to declare. */
type ScopesFor<A extends AuthMode> = A extends 'required' ? { scopes: TokenAccess } : { scopes?: undefined };

/** What every operation declares, whatever it answers. */
type OperationBase<I extends z.ZodType, M extends HttpMethod, A extends AuthMode> = ScopesFor<A> & {
  method: M;
  /**
   * REST path under /api/v1, with {param} placeholders. A placeholder may carry a fixed ending in its segment
   * ('{token}.ics'): the route takes the whole segment, and a segment without that ending names nothing.
   */
  path: string;
  auth: A;
  summary: string;
  description?: string;
  /** Success status of the REST route (default 200; a redirect's is its answer's status). */
  status?: number;
  /** The error codes this operation can answer with, beyond validation, auth and server errors. */
  errors?: readonly MessageCode[];
  input: I;
  /**
   * The 404 of a path that names nothing: the path parameters are checked against the input schema before the token
   * is, as an unknown route would be, and a refused one answers this code (not 400). Default: checked with the rest.
   */
  notFound?: MessageCode;
  /**
   * 'form': the request body is a form (urlencoded, multipart or text) that is accepted and not read, as RFC 8058's
   * one-click unsubscribe posts it; the input is the path alone. Default: a JSON body (server/http/rest/routes.ts).
   */
  body?: 'json' | 'form';
  /**
   * 'none': the operation applies no date rule, so a signed-in call skips reading the zone of record (the token-only
   * GET /auth/session stays free of the database); default: the zone of record is read (server/http/run.ts).
   */
  dates?: 'none';
};

/**
 * One operation of the API: the single definition from which its REST route, its tRPC procedure and its OpenAPI
 * entry are built. This one answers JSON, checked against its output schema. GET operations become tRPC queries,
 * the rest mutations. The input is one object: REST fills it from the path parameters plus the query (GET, DELETE)
 * or the JSON body (others).
 */
export type Operation<
  I extends z.ZodType = z.ZodType,
  O extends z.ZodType = z.ZodType,
  M extends HttpMethod = HttpMethod,
  A extends AuthMode = AuthMode,
> = OperationBase<I, M, A> & {
  answer?: undefined;
  output: O;
  /**
   * 'development': the output is checked against its schema outside production only, for a handler whose mapper
   * builds every key of a large answer explicitly (so nothing unknown can leave); default: always checked.
   */
  outputCheck?: 'always' | 'development';
  handler: (ctx: ContextFor<A>, input: z.output<I>) => Promise<z.input<O>>;
  /**
   * A write of one versioned row (the input's `id`; the caller's own profile): an If-Match header makes it conditional,
   * 412 PRECONDITION_FAILED unless it names the row's current version (server/http/run.ts). Default: If-Match ignored.
   */
  conditional?: VersionedRow;
  /** 'version': a single read, whose ETag is its answer's version (server/http/etag.ts versionEtag). Default: a hash of the body. */
  etag?: 'version';
  /**
   * A GET whose answer holds one long array: REST writes it while reading it, a batch at a time (server/http/json-stream.ts),
   * and tRPC keeps the handler's whole answer; the bytes are the same. The promise settles after every check and the
   * first reads, so a refusal is still a JSON error; a failure after the first byte breaks the connection. Such an
   * answer has no ETag (docs/decisions/2026-12-03-export-streamed.md).
   */
  stream?: (ctx: ContextFor<A>, input: z.output<I>) => Promise<StreamedAnswer<z.input<O>>>;
};

/**
 * A JSON answer sent as it is read: its fields but one (`rest`), and the items of that array field (`field`) in
 * batches, in order.
 */
export type StreamedAnswer<T> = {
  [K in keyof T]-?: T[K] extends readonly unknown[] ? { field: K; rest: Omit<T, K>; batches: AsyncIterable<T[K]> } : never;
}[keyof T];
/** A streamed answer with its types erased, as the transport reads it. */
export type AnyStreamedAnswer = { field: PropertyKey; rest: unknown; batches: AsyncIterable<readonly unknown[]> };

/** The rows that carry a version, bumped by the database on every change (docs/decisions/2026-11-30-conditional-requests.md). */
export type VersionedRow = 'project' | 'goal' | 'action' | 'context' | 'profile';

/** How a file answer is sent: its headers, and what the OpenAPI document says of it. */
export type FileAnswer = {
  kind: 'file';
  /** The Content-Type header: 'application/pdf', 'text/csv; charset=utf-8'. A text/* type is documented as text. */
  contentType: string;
  disposition: 'inline' | 'attachment';
  /** Cache-Control of the file and of its 304 (errors keep the API's no-store). Default: the API's no-store. */
  cacheControl?: string;
  /** A strong ETag of the body (its SHA-256): an If-None-Match that names it answers 304 without the body. */
  etag?: boolean;
  /** The handler's lastModified goes out as Last-Modified. */
  lastModified?: boolean;
  /** For the OpenAPI document: what the file is, and a filename as the Content-Disposition names it. */
  description: string;
  exampleFilename: string;
};

/**
 * What a file operation's handler returns; the transport turns it into the body and headers of FileAnswer. A body
 * read in pieces (AsyncIterable) is written as it comes and carries no ETag.
 */
export type FileBody = { body: string | Uint8Array | AsyncIterable<string>; filename: string; lastModified?: Date };

/**
 * How a redirect is sent, and what the OpenAPI document says of it. `cookie`: the one cookie the route reads and sets,
 * HttpOnly, SameSite=Lax (a provider's redirect back is a cross-site top-level navigation), Secure under https.
 */
export type RedirectAnswer = { kind: 'redirect'; status: 302 | 303 | 307; description: string; cookie?: { name: string; path: string } };

/** What a redirect operation's handler returns: where the browser goes, and the answer's cookie to set on the way. */
export type Redirect = { location: string; cookie?: { value: string; maxAgeSeconds: number } };

/** What a redirect's handler may read of the request beyond its input: the raw query, and its answer's cookie. */
export type RequestFacts = { query: string; cookie: string | undefined };

/** An operation that answers a file (a PDF, a CSV, an iCalendar): REST only, documented from `answer`. */
export type FileOperation<I extends z.ZodType = z.ZodType, M extends HttpMethod = HttpMethod, A extends AuthMode = AuthMode> = OperationBase<I, M, A> & {
  answer: FileAnswer;
  handler: (ctx: ContextFor<A>, input: z.output<I>) => Promise<FileBody>;
};

/** An operation that answers a redirect (a browser's trip to a sign-in provider and back): REST only. */
export type RedirectOperation<I extends z.ZodType = z.ZodType, M extends HttpMethod = HttpMethod, A extends AuthMode = AuthMode> = OperationBase<I, M, A> & {
  answer: RedirectAnswer;
  handler: (ctx: ContextFor<A>, input: z.output<I>, request: RequestFacts) => Promise<Redirect>;
};

/** An operation's types erased (a handler taking never accepts every concrete handler). */
type Erased<T> = Omit<T, 'handler'> & { handler: (ctx: never, input: never, request: never) => Promise<unknown> };
export type AnyJsonOperation = Omit<Erased<Operation>, 'stream'> & { stream?: (ctx: never, input: never) => Promise<AnyStreamedAnswer> };
export type AnyFileOperation = Erased<FileOperation>;
export type AnyRedirectOperation = Erased<RedirectOperation>;
export type AnyOperation = AnyJsonOperation | AnyFileOperation | AnyRedirectOperation;
export type OperationTable = Record<string, AnyOperation>;

/** Whether an operation answers JSON: those are the tRPC procedures; files and redirects are REST only. */
export function answersJson(operation: AnyOperation): operation is AnyJsonOperation {
  return operation.answer === undefined;
}

/** What a personal access token needs to call an operation (its declared scopes; 'session' when it declares none). */
export function tokenAccessOf(operation: AnyOperation): TokenAccess {
  return operation.scopes ?? 'session';
}

/**
 * Whether an operation takes an Idempotency-Key: the JSON writes of a signed-in person (the keys are theirs); the
 * writes without a user ignore the header (docs/decisions/2026-11-30-idempotency-keys.md).
 */
export function acceptsIdempotencyKey(operation: AnyOperation): operation is AnyJsonOperation {
  return answersJson(operation) && operation.method !== 'GET' && operation.auth === 'required';
}

export function defineOperation<I extends z.ZodType, O extends z.ZodType, M extends HttpMethod, A extends AuthMode>(
  operation: Operation<I, O, M, A>,
): Operation<I, O, M, A> {
  return operation;
}

export function defineFileOperation<I extends z.ZodType, M extends HttpMethod, A extends AuthMode>(operation: FileOperation<I, M, A>): FileOperation<I, M, A> {
  return operation;
}

export function defineRedirectOperation<I extends z.ZodType, M extends HttpMethod, A extends AuthMode>(
  operation: RedirectOperation<I, M, A>,
): RedirectOperation<I, M, A> {
  return operation;
}

type Merged<T extends readonly object[]> = T extends readonly [infer Head, ...infer Rest extends readonly object[]] ? Head & Merged<Rest> : unknown;

/**
 * One namespace from the tables of several files (account: its own, its data, its calendar feed, its mail settings,
 * its sign-in methods): a name two of them hold would silently lose one operation, so it throws when the tables load.
 */
export function namespaceOf<const T extends readonly OperationTable[]>(...tables: T): Merged<T> {
  const merged: OperationTable = {};
  for (const table of tables) {
    for (const [name, operation] of Object.entries(table)) {
      if (name in merged) throw new Error(`Two operations are named '${name}' in one namespace`);
      merged[name] = operation;
    }
  }
  return merged as Merged<T>;
}
