import { describe, expect, it } from 'vitest';
import { LAPSE_WARNING_HORIZON_MS, lapseWarningOwed } from './plan-lapse';

describe('lapseWarningOwed', () => {
  // A plan bought in Madrid on 15 November at 10:30 local (09:30 UTC) ends on 15 December at 10:30 local.
  const endsAt = new Date('2026-12-15T09:30:00Z');
  const madrid = { timeZone: 'Europe/Madrid', notifyHour: 8 };

  it('is owed from the person\'s hour 7 local days before the end\'s day, at that hour or later on the days after, until the end', () => {
    expect(lapseWarningOwed(madrid, endsAt, new Date('2026-12-08T06:59:00Z'))).toBe(false);
    expect(lapseWarningOwed(madrid, endsAt, new Date('2026-12-08T07:00:00Z'))).toBe(true);
    expect(lapseWarningOwed(madrid, endsAt, new Date('2026-12-07T22:00:00Z'))).toBe(false);
    // Later days (a switch turned on late, servers down at the hour) still owe it, from the hour.
    expect(lapseWarningOwed(madrid, endsAt, new Date('2026-12-12T06:00:00Z'))).toBe(false);
    expect(lapseWarningOwed(madrid, endsAt, new Date('2026-12-12T07:00:00Z'))).toBe(true);
    expect(lapseWarningOwed(madrid, endsAt, new Date('2026-12-15T09:29:59Z'))).toBe(true);
    expect(lapseWarningOwed(madrid, endsAt, endsAt)).toBe(false);
  });

  it('counts the days in the person\'s zone, UTC while unknown', () => {
    // The same instant is 16 December 03:30 in Tokyo: the warning's day is the 9th, from 08:00 there (the 8th, 23:00 UTC).
    expect(lapseWarningOwed({ timeZone: 'Asia/Tokyo', notifyHour: 8 }, endsAt, new Date('2026-12-08T22:59:00Z'))).toBe(false);
    expect(lapseWarningOwed({ timeZone: 'Asia/Tokyo', notifyHour: 8 }, endsAt, new Date('2026-12-08T23:00:00Z'))).toBe(true);
    expect(lapseWarningOwed({ timeZone: null, notifyHour: 8 }, endsAt, new Date('2026-12-08T07:59:00Z'))).toBe(false);
    expect(lapseWarningOwed({ timeZone: null, notifyHour: 8 }, endsAt, new Date('2026-12-08T08:00:00Z'))).toBe(true);
  });

  it('is never owed for a period ending further away than the horizon planning reads', () => {
    // The earliest owed instant for a period ending just before midnight local, with the hour at 0.
    for (const timeZone of ['Pacific/Kiritimati', 'Europe/Madrid', 'America/New_York', 'Pacific/Pago_Pago', 'Australia/Lord_Howe']) {
      for (const end of ['2026-12-15T10:59:59Z', '2027-04-04T12:00:00Z', '2026-11-01T23:30:00Z']) {
        const endsAt = new Date(end);
        const justOutside = new Date(endsAt.getTime() - LAPSE_WARNING_HORIZON_MS - 1);
        for (let hour = 0; hour < 48; hour += 1) {
          const now = new Date(justOutside.getTime() - hour * 3_600_000);
          expect(lapseWarningOwed({ timeZone, notifyHour: 0 }, endsAt, now), `${timeZone} ${end} ${now.toISOString()}`).toBe(false);
        }
      }
    }
  });
});
