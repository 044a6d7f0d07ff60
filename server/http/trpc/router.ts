import { initTRPC, TRPCError, type TRPCMutationProcedure, type TRPCQueryProcedure, type TRPC_ERROR_CODE_KEY } from '@trpc/server';
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { z } from 'zod';
import { AppError, type ErrorDetails, type Issue } from '../../../domain/errors';
import type { ErrorKind } from '../../../domain/messages';
import type { AppDeps } from '../../services/service-context';
import { envelopeOf, toAppError } from '../errors';
import { timeOperation } from '../metrics';
import { createContext, runOperation, type WriteRequest } from '../run';
import { trpcProcedureCount } from './batch';
import { deprecatedTrpcNames, operationTables } from '../../operations';
import { answersJson, type AnyJsonOperation, type OperationTable } from '../../operations/define';

/** `replayed`: set when an Idempotency-Key answered a stored answer; the plugin's responseMeta adds Idempotent-Replayed. */
export type TrpcContext = { deps: AppDeps; req: CreateFastifyContextOptions['req']; replayed?: boolean };

const trpcCodeOfKind: Record<ErrorKind, TRPC_ERROR_CODE_KEY> = {
  BAD_REQUEST: 'BAD_REQUEST',
  UNAUTHENTICATED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  HEADERS_TOO_LARGE: 'BAD_REQUEST',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  PRECONDITION_FAILED: 'PRECONDITION_FAILED',
  UNPROCESSABLE: 'UNPROCESSABLE_CONTENT',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  INTERNAL: 'INTERNAL_SERVER_ERROR',
  UNAVAILABLE: 'SERVICE_UNAVAILABLE',
};

// Errors raised by tRPC itself, before any operation runs (unknown procedure, bad content type).
const transportCodeOfStatus: Record<number, string> = {
  400: 'BAD_REQUEST',
  404: 'ROUTE_NOT_FOUND',
  405: 'BAD_REQUEST',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

/** Carries the REST envelope's fields so tRPC errors hold the same code, message, issues and details. */
class OperationError extends TRPCError {
  readonly appCode: string;
  readonly issues: Issue[] | undefined;
  readonly details: ErrorDetails;
  constructor(code: TRPC_ERROR_CODE_KEY, message: string, appCode: string, issues: Issue[] | undefined, details: ErrorDetails, cause: unknown) {
    super({ code, message, cause });
    this.appCode = appCode;
    this.issues = issues;
    this.details = details;
  }

  /** Read by the plugin's responseMeta for the Retry-After header. */
  get retryAfter(): number | undefined {
    return typeof this.details.retryAfter === 'number' ? this.details.retryAfter : undefined;
  }
}

const t = initTRPC.context<TrpcContext>().create({
  errorFormatter({ shape, error }) {
    const own = error instanceof OperationError ? error : null;
    return {
      ...shape,
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        appCode: own?.appCode ?? transportCodeOfStatus[shape.data.httpStatus] ?? 'INTERNAL_ERROR',
        ...(own?.issues ? { issues: own.issues } : {}),
        ...own?.details,
      },
    };
  },
});

type RootTypes = (typeof t)['_config']['$types'];
type ProcedureDef<Op> = Op extends { input: infer I extends z.ZodType; output: infer O extends z.ZodType } ? { input: z.input<I>; output: z.output<O>; meta: object } : never;
type ProcedureOf<Op> = Op extends { method: 'GET' } ? TRPCQueryProcedure<ProcedureDef<Op>> : TRPCMutationProcedure<ProcedureDef<Op>>;
/** The operations of a table that answer JSON: files and redirects are REST only. */
type JsonKeys<Table> = { [K in keyof Table]: Table[K] extends { answer: object } ? never : K }[keyof Table];
type RecordOf<T extends Record<string, OperationTable>> = {
  [A in keyof T as JsonKeys<T[A]> extends never ? never : A]: { [K in JsonKeys<T[A]>]: ProcedureOf<T[A][K]> };
};
export type RouterOf<T extends Record<string, OperationTable>> = ReturnType<typeof t.router<RecordOf<T>>> & { _def: { _config: { $types: RootTypes } } };

/**
 * A mutation's Idempotency-Key and If-Match, which cover a request of one call: sent with a batch of several they
 * answer 400 IDEMPOTENCY_KEY_BATCH or IF_MATCH_BATCH (docs/decisions/2026-11-30-idempotency-keys.md,
 * 2026-11-30-conditional-requests.md).
 */
function writeRequest(ctx: TrpcContext): WriteRequest {
  const { 'idempotency-key': idempotencyKey, 'if-match': ifMatch } = ctx.req.headers;
  const batch = trpcProcedureCount(ctx.req.url) > 1;
  if (idempotencyKey !== undefined && batch) throw new AppError('IDEMPOTENCY_KEY_BATCH');
  if (ifMatch !== undefined && batch) throw new AppError('IF_MATCH_BATCH');
  return {
    idempotencyKey,
    ifMatch,
    replayed: () => {
      ctx.replayed = true;
    },
  };
}

/** The procedure of an operation; `name` ('<area>.<name>') is its label in the latency metrics, timed call by call. */
function procedureOf(name: string, operation: AnyJsonOperation) {
  const resolve = async ({ ctx, input }: { ctx: TrpcContext; input: unknown }) => {
    const context = createContext(ctx.deps, ctx.req);
    const answered = timeOperation(ctx.req, name);
    try {
      const output = await runOperation(operation, context, ctx.req.headers.authorization, () => input ?? {}, 'session', operation.method === 'GET' ? undefined : writeRequest(ctx));
      answered(200);
      return output;
    } catch (error) {
      const appError = toAppError(error);
      const envelope = envelopeOf(appError, context.lang);
      answered(envelope.statusCode);
      throw new OperationError(trpcCodeOfKind[appError.kind], envelope.message, envelope.code, envelope.issues, appError.details, error);
    }
  };
  const procedure = t.procedure.input((value: unknown) => value);
  return operation.method === 'GET' ? procedure.query(resolve) : procedure.mutation(resolve);
}

/** A procedure under its name within a namespace. */
type NamedProcedure = [name: string, procedure: ReturnType<typeof procedureOf>];

/** A namespace's operations that answer JSON, each as its procedure. */
function proceduresOf(area: string, table: OperationTable): NamedProcedure[] {
  return Object.entries(table).flatMap(([name, operation]): NamedProcedure[] => (answersJson(operation) ? [[name, procedureOf(`${area}.${name}`, operation)]] : []));
}

/**
 * The procedures of the deprecated names, by their old namespace: each runs the operation its new name runs, under the
 * new name's label in the metrics. An old namespace that is a current one, or a new name that names no procedure,
 * throws when the router is built.
 */
function deprecatedNamespaces(tables: Record<string, OperationTable>, deprecated: Record<string, string>): Map<string, NamedProcedure[]> {
  const namespaces = new Map<string, NamedProcedure[]>();
  for (const [oldName, newName] of Object.entries(deprecated)) {
    const [oldArea = '', oldProcedure = ''] = oldName.split('.');
    const [area = '', procedure = ''] = newName.split('.');
    const operation = tables[area]?.[procedure];
    if (oldArea in tables) throw new Error(`The deprecated tRPC name ${oldName} is in a current namespace`);
    if (!operation || !answersJson(operation)) throw new Error(`The deprecated tRPC name ${oldName} names no procedure (${newName})`);
    namespaces.set(oldArea, [...(namespaces.get(oldArea) ?? []), [oldProcedure, procedureOf(newName, operation)]]);
  }
  return namespaces;
}

/**
 * The tRPC router: one procedure per operation that answers JSON, at '<area>.<name>' (an area without one is left
 * out), and the deprecated names beside them. Its type names the current procedures only.
 */
function buildTrpcRouter<T extends Record<string, OperationTable>>(tables: T, deprecated: Record<string, string>): RouterOf<T> {
  const current = Object.entries(tables).map(([area, table]) => [area, proceduresOf(area, table)] as const);
  const namespaces = [...current, ...deprecatedNamespaces(tables, deprecated)].filter(([, procedures]) => procedures.length > 0);
  const record = Object.fromEntries(namespaces.map(([area, procedures]) => [area, t.router(Object.fromEntries(procedures))]));
  return t.router(record) as unknown as RouterOf<T>;
}

/** The app's router; the client takes its type from here. */
export const appRouter = buildTrpcRouter(operationTables, deprecatedTrpcNames);
export type AppRouter = typeof appRouter;
