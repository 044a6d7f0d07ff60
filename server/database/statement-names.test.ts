import { describe, expect, it } from 'vitest';
import { statementName } from './statement-names';

describe('statementName', () => {
  it('is the same for the same text and differs between texts', () => {
    const sql = 'SELECT "id" FROM "public"."Context" WHERE "userId" = $1';
    expect(statementName({ sql })).toBe(statementName({ sql: `${sql}` }));
    expect(statementName({ sql })).not.toBe(statementName({ sql: `${sql} LIMIT $2` }));
  });

  it('fits PostgreSQL identifiers (at most 63 bytes) whatever the length of the text', () => {
    expect(statementName({ sql: 'SELECT 1' })).toMatch(/^prospera_[\w-]{20}$/);
    expect(Buffer.byteLength(statementName({ sql: 'x'.repeat(100_000) }))).toBeLessThanOrEqual(63);
  });
});
