// Issue 38: GET /actions/me without ?limit answers a person's whole history (SPEC.md keeps it for other clients); this
// client never asks for it. Every call of the list in the client's sources names a limit.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.dirname(new URL(import.meta.url).pathname);

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The argument text of each call of `callee(` in a source, up to its closing parenthesis. */
function callArguments(text: string, callee: RegExp): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(callee)) {
    let depth = 1;
    let index = match.index + match[0].length;
    const start = index;
    while (depth > 0 && index < text.length) {
      if (text[index] === '(') depth += 1;
      if (text[index] === ')') depth -= 1;
      index += 1;
    }
    found.push(text.slice(start, index - 1));
  }
  return found;
}

describe('the client and the whole actions list', () => {
  it('asks for the actions list only a page at a time (every call names a limit)', () => {
    const calls = sources(ROOT).flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8');
      return [
        ...callArguments(text, /actions\.me\.(?:queryOptions|infiniteQueryOptions|queryKey|queryFilter)\(/g).map((args) => ({ file, args })),
        ...[...text.matchAll(/['"`]\/actions\/me(?:\?[^'"`]*)?['"`]/g)].map((match) => ({ file, args: match[0] })),
      ];
    });
    expect(calls.length).toBeGreaterThan(0);
    const unpaged = calls.filter(({ args }) => !/\blimit\b/.test(args)).map(({ file, args }) => `${path.relative(ROOT, file)}: ${args}`);
    expect(unpaged).toEqual([]);
  });
});
