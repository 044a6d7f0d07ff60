import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { offsetFileClock } from './clock';

const BASE = new Date('2026-03-01T10:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

describe('offsetFileClock', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prospera-clock-'));
    file = path.join(dir, 'offset');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const clockAt = () => offsetFileClock(file, () => new Date(BASE));

  it('is the base time while the file is missing or empty', () => {
    const clock = clockAt();
    expect(clock().toISOString()).toBe(BASE.toISOString());
    fs.writeFileSync(file, '');
    expect(clock().toISOString()).toBe(BASE.toISOString());
    fs.writeFileSync(file, ' \n');
    expect(clock().toISOString()).toBe(BASE.toISOString());
  });

  it('adds the milliseconds written in the file, and follows every change at once', () => {
    const clock = clockAt();
    fs.writeFileSync(file, String(90 * DAY));
    expect(clock().toISOString()).toBe('2026-05-30T10:00:00.000Z');
    // Same size, written within the same timestamp tick: still seen.
    fs.writeFileSync(file, String(80 * DAY));
    expect(clock().toISOString()).toBe('2026-05-20T10:00:00.000Z');
    fs.writeFileSync(file, '-3600000\n');
    expect(clock().toISOString()).toBe('2026-03-01T09:00:00.000Z');
    fs.rmSync(file);
    expect(clock().toISOString()).toBe(BASE.toISOString());
  });

  it('reads a file again only when its size or modification time moved', () => {
    const old = new Date(Date.now() - 60_000);
    fs.writeFileSync(file, '1000');
    fs.utimesSync(file, old, old);
    const clock = clockAt();
    expect(clock().getTime()).toBe(BASE.getTime() + 1000);
    // Rewritten behind the clock's back with the same size and time: the stat says unchanged, so it is not read.
    fs.writeFileSync(file, '2000');
    fs.utimesSync(file, old, old);
    expect(clock().getTime()).toBe(BASE.getTime() + 1000);
    fs.utimesSync(file, new Date(), new Date());
    expect(clock().getTime()).toBe(BASE.getTime() + 2000);
  });

  it('refuses a file that does not hold a whole number of milliseconds', () => {
    fs.writeFileSync(file, '90 days');
    expect(() => clockAt()()).toThrow(/not a whole number/);
    fs.writeFileSync(file, '1.5');
    expect(() => clockAt()()).toThrow(/not a whole number/);
  });
});
