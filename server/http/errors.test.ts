import { describe, expect, it } from 'vitest';
import { AppError, ERROR_DETAILS } from '../../domain/errors';
import { operationTables } from '../operations';
import { envelopeOf, isConnectionError, toAppError } from './errors';
import { buildOpenApiDocument } from './rest/openapi';

describe('toAppError', () => {
  it('keeps an AppError as it is', () => {
    const error = new AppError('NOT_FOUND');
    expect(toAppError(error)).toBe(error);
  });

  it.each([
    ['a statement cancelled by its timeout', Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' })],
    ['a transaction that found no connection in time', Object.assign(new Error('Transaction API error: Unable to start a transaction in the given time.'), { code: 'P2028' })],
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    [
      'a raw query that could not reach the database (P2010, the verdict in the adapter error)',
      Object.assign(new Error("Raw query failed. Code: `N/A`. Message: `Can't reach database server at 127.0.0.1:5432`"), {
        code: 'P2010',
        meta: { driverAdapterError: { name: 'DriverAdapterError', cause: { kind: 'DatabaseNotReachable', host: '127.0.0.1', port: 5432 } } },
      }),
    ],
    ['a direct read (Database.read) that found no connection in time', new Error('timeout exceeded when trying to connect')],
    ['a raw query whose connection was closed', Object.assign(new Error('Raw query failed.'), { code: 'P2010', meta: { driverAdapterError: { cause: { kind: 'ConnectionClosed' } } } })],
  ])('answers 503 for %s', (_name, error) => {
    expect(isConnectionError(error)).toBe(true);
    expect(toAppError(error).code).toBe('SERVICE_UNAVAILABLE');
  });

  it.each([
    ['Prisma P2003', Object.assign(new Error('Foreign key constraint violated on the constraint: `Action_goalId_fkey`'), { code: 'P2003' })],
    ['a restrict violation Prisma reports only through its driver adapter', Object.assign(new Error('restrict'), { meta: { driverAdapterError: { cause: { originalCode: '23001' } } } })],
  ])('answers 409 CHANGED_MEANWHILE, not 500, for a foreign key that refused a write: %s', (_name, error) => {
    expect(toAppError(error).code).toBe('CHANGED_MEANWHILE');
    expect(toAppError(error).kind).toBe('CONFLICT');
  });

  it('answers 500, naming nothing, for anything else', () => {
    const error = toAppError(new TypeError("Cannot read properties of undefined (reading 'id')"));
    expect(error.code).toBe('INTERNAL_ERROR');
    expect(isConnectionError(new Error('unique constraint failed'))).toBe(false);
  });
});

describe('envelopeOf: refusals carry their details', () => {
  it('adds the params a code lists in ERROR_DETAILS as fields, and no others', () => {
    const planLimit = new AppError('PLAN_LIMIT', { limit: 'ANALYTICS', plan: 'BASICO', max: 0, limitName: 'analytics and progress reports' });
    expect(envelopeOf(planLimit, 'en')).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      code: 'PLAN_LIMIT',
      message: 'You have reached the limit of your BASICO plan: analytics and progress reports (maximum 0). Upgrade your plan to continue.',
      limit: 'ANALYTICS',
      plan: 'BASICO',
      max: 0,
      limitName: 'analytics and progress reports',
    });
    const unknownRoute = envelopeOf(new AppError('ROUTE_NOT_FOUND', { method: 'GET', path: '/api/x' }), 'en');
    expect(Object.keys(unknownRoute).sort()).toEqual(['code', 'error', 'message', 'statusCode']);
  });

  it('lists every detail field in the OpenAPI error envelope', () => {
    const document = buildOpenApiDocument(operationTables, 'test') as { components: { schemas: { ErrorEnvelope: { properties: Record<string, unknown> } } } };
    const listed = Object.keys(document.components.schemas.ErrorEnvelope.properties);
    const names = new Set(Object.values(ERROR_DETAILS).flat());
    for (const name of names) expect(listed).toContain(name);
  });
});
