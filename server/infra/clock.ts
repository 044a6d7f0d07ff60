import fs from 'node:fs';

/** Where "now" comes from. The app reads it once per request; tests give buildApp their own to move time. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/**
 * A file modified this recently may change again within the file system's timestamp granularity without its
 * modification time moving, so it is read again until it is older than this.
 */
const RACY_MS = 1000;

/**
 * Tests only (CLOCK_OFFSET_FILE): `base` moved by the whole milliseconds written in `file`, so a browser test can
 * send the production server 90 days ahead. The file is stat'ed on each reading and read again only when it
 * changed; a missing or empty file means no offset, anything else but an integer is an error.
 */
export function offsetFileClock(file: string, base: Clock = systemClock): Clock {
  let seen: { key: string; offset: number } | null = null;
  const currentOffset = (now: number): number => {
    const stat = fs.statSync(file, { bigint: true, throwIfNoEntry: false });
    if (!stat) return 0;
    const key = `${stat.ino}:${stat.size}:${stat.mtimeNs}`;
    if (seen?.key === key && now - Number(stat.mtimeMs) > RACY_MS) return seen.offset;
    const text = fs.readFileSync(file, 'utf8').trim();
    const offset = text === '' ? 0 : Number(text);
    if (!Number.isSafeInteger(offset)) throw new Error(`${file} holds "${text}", not a whole number of milliseconds`);
    seen = { key, offset };
    return offset;
  };
  return () => {
    const now = base();
    return new Date(now.getTime() + currentOffset(Date.now()));
  };
}
