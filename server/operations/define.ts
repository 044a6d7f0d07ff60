import type { z } from 'zod';
import type { MessageCode } from '../../domain/messages';
import type { ServiceContext, UserServiceContext } from '../services/context';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type AuthMode = 'required' | 'none';

type ContextFor<A extends AuthMode> = A extends 'required' ? UserServiceContext : ServiceContext;

/**
 * One operation of the API: the single definition from which its REST route, its tRPC procedure and its
 * OpenAPI entry are built. GET operations become tRPC queries, the rest mutations. The input is one object:
 * REST fills it from the path parameters plus the query (GET, DELETE) or the JSON body (others).
 */
export type Operation<
  I extends z.ZodType = z.ZodType,
  O extends z.ZodType = z.ZodType,
  M extends HttpMethod = HttpMethod,
  A extends AuthMode = AuthMode,
> = {
  method: M;
  /** REST path under /api/v1, with {param} placeholders. */
  path: string;
  auth: A;
  summary: string;
  description?: string;
  /** Success status of the REST route (default 200). */
  status?: number;
  /** The error codes this operation can answer with, beyond validation, auth and server errors. */
  errors?: readonly MessageCode[];
  input: I;
  output: O;
  /**
   * 'development': the output is checked against its schema outside production only, for a handler whose mapper
   * builds every key of a large answer explicitly (so nothing unknown can leave); default: always checked.
   */
  outputCheck?: 'always' | 'development';
  /**
   * 'none': the operation applies no date rule, so a signed-in call skips reading the zone of record (the token-only
   * GET /auth/session stays free of the database); default: the zone of record is read (server/http/run.ts).
   */
  dates?: 'none';
  handler: (ctx: ContextFor<A>, input: z.output<I>) => Promise<z.input<O>>;
};

/** Any operation, its types erased (a handler taking never accepts every concrete handler). */
export type AnyOperation = Omit<Operation, 'handler'> & { handler: (ctx: never, input: never) => Promise<unknown> };
export type OperationTable = Record<string, AnyOperation>;

export function defineOperation<I extends z.ZodType, O extends z.ZodType, M extends HttpMethod, A extends AuthMode>(
  operation: Operation<I, O, M, A>,
): Operation<I, O, M, A> {
  return operation;
}
