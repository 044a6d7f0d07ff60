import { messages, protocol, types, type ParserOptions, type Results, type RowMode } from '@electric-sql/pglite';

// The two messages a prepared query exchanges with PGlite on every call, written and read here rather than by
// PGlite's protocol classes and parseResults: its serializer allocates a 256-byte buffer per message part and
// copies each part again to join them, its streaming parser copies an ArrayBuffer for every field it reads, and
// parseResults builds each row through Object.fromEntries. Together they were about a quarter of a one-row read's
// CPU. Preparing statements, errors and type conversion stay PGlite's.

/** A parameter as PGlite's serializers leave it: text, bytes (sent in binary) or NULL. */
export type WireValue = string | ArrayBufferView | null;

const BIND = 0x42; // 'B'
// Execute of the unnamed portal with no row limit, then Sync: the same bytes for every query.
const EXECUTE_SYNC = Uint8Array.of(0x45, 0, 0, 0, 9, 0, 0, 0, 0, 0, 0x53, 0, 0, 0, 4);

const bytesOf = (value: ArrayBufferView) => new Uint8Array(value.buffer, value.byteOffset, value.byteLength);

/**
 * Bind (the unnamed portal, of the named statement, with these parameters; every result column in text), Execute
 * and Sync, in one message: what PGlite's serialize.bind, execute and sync write, in one allocation.
 */
export function bindExecuteSync(statement: string, values: readonly WireValue[]): Buffer {
  const sizes = values.map((value) => (value === null ? 0 : typeof value === 'string' ? Buffer.byteLength(value, 'utf8') : value.byteLength));
  const statementLength = Buffer.byteLength(statement, 'utf8');
  // Length; empty portal name; statement name; parameter format codes; parameter values; no result format codes.
  const bindLength = 4 + 1 + statementLength + 1 + 2 + 2 * values.length + 2 + sizes.reduce((sum, size) => sum + 4 + size, 0) + 2;
  const message = Buffer.allocUnsafe(1 + bindLength + EXECUTE_SYNC.length);
  let at = message.writeUInt8(BIND, 0);
  at = message.writeInt32BE(bindLength, at);
  at = message.writeUInt8(0, at);
  at += message.write(statement, at, 'utf8');
  at = message.writeUInt8(0, at);
  at = message.writeUInt16BE(values.length, at);
  for (const value of values) at = message.writeInt16BE(value === null || typeof value === 'string' ? 0 : 1, at);
  at = message.writeUInt16BE(values.length, at);
  values.forEach((value, index) => {
    if (value === null) {
      at = message.writeInt32BE(-1, at);
      return;
    }
    at = message.writeInt32BE(sizes[index]!, at);
    if (typeof value === 'string') {
      at += message.write(value, at, 'utf8');
    } else {
      message.set(bytesOf(value), at);
      at += sizes[index]!;
    }
  });
  at = message.writeInt16BE(0, at);
  message.set(EXECUTE_SYNC, at);
  return message;
}

const DATA_ROW = 0x44; // 'D'
const COMMAND_COMPLETE = 0x43; // 'C'
const ERROR_RESPONSE = 0x45; // 'E'
// Command tags whose count is of rows changed, as parseResults counts them.
const CHANGING = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/** A prepared statement's columns, from the RowDescription it got when prepared (null: it returns no rows). */
export type Columns = readonly Readonly<{ name: string; dataTypeID: number }>[];

export function columnsOf(description: messages.BackendMessage | undefined): Columns | null {
  if (!(description instanceof messages.RowDescriptionMessage)) return null;
  return description.fields.map((field) => Object.freeze({ name: field.name, dataTypeID: field.dataTypeID }));
}

/**
 * The result of a query's answer, as PGlite's parseResults makes it (its rows through the same parsers, in either
 * row mode; the command tag's counts), read straight from the bytes. The other messages of an extended-protocol
 * answer (BindComplete, NoData, ReadyForQuery, notices) carry nothing a result needs and are passed over, as
 * PGlite's query() passes them over. An answer holding an ErrorResponse is read by PGlite's own parser, and its
 * first error thrown, as PGlite throws it.
 */
export function readResults<T>(bytes: Buffer, columns: Columns | null, parsers: ParserOptions, rowMode: RowMode | undefined): Results<T> {
  const rows: unknown[] = [];
  for (let at = 0; at < bytes.length; ) {
    const code = bytes[at]!;
    const length = bytes.readInt32BE(at + 1);
    const start = at + 5;
    at += 1 + length;
    if (code === DATA_ROW) {
      rows.push(readRow(bytes, start, columns ?? [], parsers, rowMode));
    } else if (code === COMMAND_COMPLETE) {
      const parts = bytes.toString('utf8', start, at - 1).split(' ');
      const command = parts[0]!;
      const rowCount = Number.parseInt(parts[parts.length - 1]!, 10);
      const result: Results<T> = { rows: rows as T[], fields: columns ? [...columns] : [], command, affectedRows: CHANGING.has(command) ? rowCount : 0 };
      if (!Number.isNaN(rowCount)) result.rowCount = rowCount;
      return result;
    } else if (code === ERROR_RESPONSE) {
      throw firstError(bytes);
    }
  }
  return { affectedRows: 0, rows: [], fields: [] };
}

function readRow(bytes: Buffer, start: number, columns: Columns, parsers: ParserOptions, rowMode: RowMode | undefined): unknown {
  const count = bytes.readInt16BE(start);
  const values: unknown[] = new Array<unknown>(count);
  let at = start + 2;
  for (let index = 0; index < count; index += 1) {
    const size = bytes.readInt32BE(at);
    at += 4;
    if (size === -1) {
      values[index] = null;
    } else {
      values[index] = types.parseType(bytes.toString('utf8', at, at + size), columns[index]!.dataTypeID, parsers);
      at += size;
    }
  }
  if (rowMode === 'array') return values;
  const row: Record<string, unknown> = {};
  for (let index = 0; index < count; index += 1) row[columns[index]!.name] = values[index];
  return row;
}

function firstError(answer: Uint8Array): messages.DatabaseError {
  let first: messages.DatabaseError | undefined;
  new protocol.Parser().parse(answer, (message) => {
    if (!first && message instanceof messages.DatabaseError) first = message;
  });
  if (!first) throw new Error('PGlite answered with an error message its parser could not read');
  return first;
}
