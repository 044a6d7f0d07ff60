import { z } from 'zod';
import { Prisma } from '../generated/prisma/client';

// The one way SQL answers rows (docs/decisions/2026-11-29-data-access-dialects.md): everything else goes through
// Prisma's API. A statement carries the zod schema of its rows, and every row is parsed against it before a service
// sees it, so a column renamed, retyped or left out fails at once instead of travelling on under a cast. The tests
// run each statement on PGlite and on PostgreSQL (tests/api/database-rows.test.ts).

/** One SQL statement and the schema of the rows it answers. */
export type Statement<Row> = { sql: Prisma.Sql; row: z.ZodType<Row> };

/** Runs a statement and answers its rows, each parsed against the statement's row schema. */
export type Reader = <Row>(statement: Statement<Row>) => Promise<Row[]>;

export function statement<Row>(row: z.ZodType<Row>, sql: Prisma.Sql): Statement<Row> {
  return { sql, row };
}

/** The rows a driver answered, checked against the statement's schema (zod's error names the column that differs). */
export function checkedRows<Row>(statement: Statement<Row>, rows: unknown[]): Row[] {
  return rows.map((row) => statement.row.parse(row));
}

/** Something that runs raw SQL on Prisma's connection: the client or one of its interactive transactions. */
type RawRunner = { $queryRaw<T = unknown>(query: Prisma.Sql): Prisma.PrismaPromise<T> };

/**
 * The reader of a Prisma client or transaction: the statement runs on it (inside the transaction, when it is one),
 * its rows checked as Database.read checks them. For the statements that must see or hold a transaction's rows.
 */
export function readerOn(db: RawRunner): Reader {
  return async <Row>(statement: Statement<Row>) => checkedRows(statement, await db.$queryRaw<unknown[]>(statement.sql));
}

/** One column of a select list: the SQL expression that reads it and the type it must have. */
export type Column<T extends z.ZodType = z.ZodType> = { sql: string; type: T };

export const column = <T extends z.ZodType>(sql: string, type: T): Column<T> => ({ sql, type });

type ColumnShape = Record<string, Column>;

/** A select list written once: its SQL (each expression AS its field's name) and the schema of the rows it reads. */
export type Columns<Shape extends ColumnShape> = {
  shape: Shape;
  sql: Prisma.Sql;
  row: z.ZodObject<{ [K in keyof Shape]: Shape[K]['type'] }>;
};

/** Builds a select list from its columns: the SQL and the row schema come from the same entries, so they never drift. */
export function columns<Shape extends ColumnShape>(shape: Shape): Columns<Shape> {
  const entries = Object.entries(shape);
  const sql = Prisma.raw(entries.map(([field, { sql: expression }]) => `${expression} AS "${field}"`).join(', '));
  const row = z.object(Object.fromEntries(entries.map(([field, { type }]) => [field, type]))) as Columns<Shape>['row'];
  return { shape, sql, row };
}

/** The Prisma select of the same fields, for the writes and reads that go through Prisma's API. */
export function selectOf<Shape extends ColumnShape>(list: Columns<Shape>): { [K in keyof Shape]: true } {
  return Object.fromEntries(Object.keys(list.shape).map((field) => [field, true])) as { [K in keyof Shape]: true };
}
