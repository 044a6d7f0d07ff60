import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite, messages, parse, protocol } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';

// The fence around PGlite: statements.ts and wire.ts use parts of PGlite that are not its documented API (a
// connection's locks, its raw protocol exchange, its message classes). These checks name each part, so that an
// upgrade which removes or renames one fails here with what to do, instead of failing every query of the app.
// docs/decisions/2026-11-28-pglite-fence.md

const ADVICE = 'server/database/pglite/ relies on it: adapt that code to the new version, re-measure it against PGlite\'s own query() with `npm run bench:pglite`, or stay on the pinned version.';

function installedVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  let dir = path.dirname(entry);
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

describe('PGlite canary: what server/database/pglite/ needs from the installed PGlite', () => {
  it('is pinned to one exact version, and that version is the one installed', () => {
    const manifest = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> };
    const pinned = manifest.dependencies['@electric-sql/pglite'];
    expect(pinned, '@electric-sql/pglite must be an exact version in package.json (no ^ or ~): ' + ADVICE).toMatch(/^\d+\.\d+\.\d+$/);
    expect(installedVersion(), `the installed PGlite differs from package.json's ${pinned}: run npm ci`).toBe(pinned);
  });

  it.each(['_checkReady', '_runExclusiveTransaction', 'runExclusive', 'execProtocolStream', 'execProtocolRawStream', 'isInTransaction', 'syncToFs', 'transaction'])(
    'a connection has the method %s',
    (method) => {
      const found = (PGlite.prototype as unknown as Record<string, unknown>)[method];
      expect(typeof found, `PGlite ${installedVersion()} has no method ${method}: ${ADVICE}`).toBe('function');
    },
  );

  it('exports the protocol pieces the prepared path writes and reads', () => {
    const version = installedVersion();
    for (const message of ['parse', 'describe', 'sync', 'close'] as const) {
      expect(typeof protocol.serialize[message], `PGlite ${version} has no protocol.serialize.${message}: ${ADVICE}`).toBe('function');
    }
    expect(typeof protocol.Parser, `PGlite ${version} has no protocol.Parser: ${ADVICE}`).toBe('function');
    expect(typeof parse.parseDescribeStatementResults, `PGlite ${version} has no parse.parseDescribeStatementResults: ${ADVICE}`).toBe('function');
    expect(typeof messages.DatabaseError, `PGlite ${version} has no messages.DatabaseError: ${ADVICE}`).toBe('function');
    expect(typeof messages.RowDescriptionMessage, `PGlite ${version} has no messages.RowDescriptionMessage: ${ADVICE}`).toBe('function');
  });

  it('a live connection is ready, outside a transaction, and answers a raw Sync with ReadyForQuery', async () => {
    const client = new PGlite();
    try {
      await client.waitReady;
      expect(client.ready, `PGlite ${installedVersion()}'s ready flag: ${ADVICE}`).toBe(true);
      expect(client.isInTransaction()).toBe(false);
      const answer = await client.execProtocolStream(protocol.serialize.sync(), { syncToFs: false });
      expect(answer.map((message) => message.name), `PGlite ${installedVersion()}'s raw exchange: ${ADVICE}`).toContain('readyForQuery');
    } finally {
      await client.close();
    }
  }, 60_000);
});
