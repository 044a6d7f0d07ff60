import { describe, expect, it } from 'vitest';
import { localHour } from './dates';
import { NOTIFICATION_MAX_ATTEMPTS, nextNotificationAt, notificationsOwed, retryDelayMs, type NotificationProfile } from './notifications';

const everything = (timeZone: string | null, notifyHour = 8): NotificationProfile => ({
  timeZone,
  notifyHour,
  weeklyDigest: true,
  dueReminders: true,
  reassessInvitation: true,
  cycle: null,
});

describe('notificationsOwed', () => {
  // Monday 2026-11-23: 07:00 UTC is 08:00 in Madrid, 02:00 in Lima and 20:00 in Auckland.
  const mondayMorningUtc = new Date('2026-11-23T07:00:00Z');

  it('owes nothing before the local hour, and the day\'s mails from it on, in each zone', () => {
    expect(notificationsOwed(everything('Europe/Madrid'), mondayMorningUtc)).toEqual([
      { kind: 'WEEKLY_DIGEST', period: '2026-11-23' },
      { kind: 'DUE_REMINDER', period: '2026-11-23' },
    ]);
    expect(notificationsOwed(everything('Europe/Madrid'), new Date('2026-11-23T06:59:59Z'))).toEqual([]);
    expect(notificationsOwed(everything('America/Lima'), mondayMorningUtc)).toEqual([]);
    expect(notificationsOwed(everything('America/Lima'), new Date('2026-11-23T13:00:00Z'))).toEqual([
      { kind: 'WEEKLY_DIGEST', period: '2026-11-23' },
      { kind: 'DUE_REMINDER', period: '2026-11-23' },
    ]);
    // In Auckland it is already Monday evening at 20:00 of the same Monday.
    expect(notificationsOwed(everything('Pacific/Auckland'), mondayMorningUtc)).toEqual([
      { kind: 'WEEKLY_DIGEST', period: '2026-11-23' },
      { kind: 'DUE_REMINDER', period: '2026-11-23' },
    ]);
    // ...and at 13:00 UTC it is Tuesday 02:00 there: no digest, and Tuesday's reminder waits for 08:00.
    expect(notificationsOwed(everything('Pacific/Auckland'), new Date('2026-11-23T13:00:00Z'))).toEqual([]);
    expect(notificationsOwed(everything('Pacific/Auckland'), new Date('2026-11-23T19:00:00Z'))).toEqual([{ kind: 'DUE_REMINDER', period: '2026-11-24' }]);
  });

  it('follows UTC while the zone is unknown, and the digest only on Mondays', () => {
    expect(notificationsOwed(everything(null), new Date('2026-11-23T08:00:00Z'))).toHaveLength(2);
    expect(notificationsOwed(everything(null), new Date('2026-11-23T07:59:00Z'))).toEqual([]);
    expect(notificationsOwed(everything(null), new Date('2026-11-24T08:00:00Z'))).toEqual([{ kind: 'DUE_REMINDER', period: '2026-11-24' }]);
  });

  it('leaves out the kinds turned off', () => {
    const profile = { ...everything('Europe/Madrid'), weeklyDigest: false };
    expect(notificationsOwed(profile, mondayMorningUtc)).toEqual([{ kind: 'DUE_REMINDER', period: '2026-11-23' }]);
    expect(notificationsOwed({ ...profile, dueReminders: false }, mondayMorningUtc)).toEqual([]);
  });

  it('sends at the same local hour on both sides of a daylight saving change', () => {
    // Madrid left summer time on Sunday 2026-10-25: 08:00 is 06:00 UTC before and 07:00 UTC after.
    const madrid = everything('Europe/Madrid');
    expect(notificationsOwed(madrid, new Date('2026-10-19T05:59:00Z'))).toEqual([]);
    expect(notificationsOwed(madrid, new Date('2026-10-19T06:00:00Z'))).toHaveLength(2);
    expect(notificationsOwed(madrid, new Date('2026-10-26T06:00:00Z'))).toEqual([]);
    expect(notificationsOwed(madrid, new Date('2026-10-26T07:00:00Z'))).toHaveLength(2);
    // New York sprang forward on 2026-03-08: 02:00 never happened, so an hour of 2 is reached at 03:00.
    const newYork = everything('America/New_York', 2);
    expect(localHour(new Date('2026-03-08T06:59:00Z'), 'America/New_York')).toBe(1);
    expect(notificationsOwed(newYork, new Date('2026-03-08T06:59:00Z'))).toEqual([]);
    expect(notificationsOwed(newYork, new Date('2026-03-08T07:00:00Z'))).toEqual([{ kind: 'DUE_REMINDER', period: '2026-03-08' }]);
    // ...and fell back on 2026-11-01: 01:00 happens twice, with one period, so one reminder.
    const fallBack = everything('America/New_York', 1);
    const first = notificationsOwed(fallBack, new Date('2026-11-01T05:30:00Z'));
    const second = notificationsOwed(fallBack, new Date('2026-11-01T06:30:00Z'));
    expect(first).toEqual([{ kind: 'DUE_REMINDER', period: '2026-11-01' }]);
    expect(second).toEqual(first);
  });

  it('invites to re-assess from day 76 of the cycle, once per cycle', () => {
    // Day 1 is 2026-09-01 in Madrid; day 76 is 2026-11-15.
    const profile = { ...everything('Europe/Madrid'), cycle: { id: 'cycle-1', startedAt: new Date('2026-09-01T10:00:00Z') } };
    const invitation = { kind: 'REASSESS_INVITATION', period: 'cycle-1' };
    expect(notificationsOwed(profile, new Date('2026-11-14T09:00:00Z'))).not.toContainEqual(invitation);
    expect(notificationsOwed(profile, new Date('2026-11-15T09:00:00Z'))).toContainEqual(invitation);
    expect(notificationsOwed(profile, new Date('2026-12-20T09:00:00Z'))).toContainEqual(invitation);
    expect(notificationsOwed({ ...profile, reassessInvitation: false }, new Date('2026-11-15T09:00:00Z'))).not.toContainEqual(invitation);
  });
});

describe('nextNotificationAt', () => {
  const at = (profile: NotificationProfile, iso: string) => nextNotificationAt(profile, new Date(iso))?.toISOString() ?? null;
  const owedKeys = (profile: NotificationProfile, instant: Date) => notificationsOwed(profile, instant).map((owed) => `${owed.kind} ${owed.period}`);

  it('is the next local hour of a day something is owed, in zones with 30-minute offsets', () => {
    // Kolkata is UTC+05:30: 08:00 there is 02:30 UTC. Before it, that same day; from it on, the next day.
    expect(at(everything('Asia/Kolkata'), '2026-11-24T02:29:00Z')).toBe('2026-11-24T02:30:00.000Z');
    expect(at(everything('Asia/Kolkata'), '2026-11-24T02:30:00Z')).toBe('2026-11-25T02:30:00.000Z');
    // Adelaide is UTC+10:30 in summer (from 2026-10-04) and UTC+09:30 in winter: 07:00 local.
    expect(at(everything('Australia/Adelaide', 7), '2026-11-24T12:00:00Z')).toBe('2026-11-24T20:30:00.000Z');
    expect(at(everything('Australia/Adelaide', 7), '2026-07-01T12:00:00Z')).toBe('2026-07-01T21:30:00.000Z');
    // Across Adelaide's change on Sunday 2026-10-04 (02:00 becomes 03:00): 07:00 is 21:30 UTC on Saturday, 20:30 after.
    expect(at(everything('Australia/Adelaide', 7), '2026-10-03T21:30:00Z')).toBe('2026-10-04T20:30:00.000Z');
    // Only the digest: the next Monday (2026-11-30) at 08:00 in Kolkata.
    expect(at({ ...everything('Asia/Kolkata'), dueReminders: false }, '2026-11-24T02:30:00Z')).toBe('2026-11-30T02:30:00.000Z');
    expect(at({ ...everything('Asia/Kolkata'), dueReminders: false, weeklyDigest: false }, '2026-11-24T02:30:00Z')).toBeNull();
  });

  it('keeps the local hour across daylight saving changes', () => {
    // Madrid leaves summer time on Sunday 2026-10-25: 08:00 is 06:00 UTC on Saturday and 07:00 UTC on Sunday.
    expect(at(everything('Europe/Madrid'), '2026-10-24T06:00:00Z')).toBe('2026-10-25T07:00:00.000Z');
    // ...and enters it on 2026-03-29: 08:00 is 07:00 UTC on Saturday, 06:00 UTC on Sunday.
    expect(at(everything('Europe/Madrid'), '2026-03-28T07:00:00Z')).toBe('2026-03-29T06:00:00.000Z');
    // New York's 02:00 of 2026-03-08 never happens: an hour of 2 is reached at 03:00 EDT, 07:00 UTC.
    expect(at(everything('America/New_York', 2), '2026-03-07T12:00:00Z')).toBe('2026-03-08T07:00:00.000Z');
    // Its 01:00 of 2026-11-01 happens twice: the first one (EDT, 05:00 UTC), then the next day's (EST, 06:00 UTC).
    expect(at(everything('America/New_York', 1), '2026-10-31T12:00:00Z')).toBe('2026-11-01T05:00:00.000Z');
    expect(at(everything('America/New_York', 1), '2026-11-01T05:00:00Z')).toBe('2026-11-02T06:00:00.000Z');
    expect(at(everything('America/New_York', 1), '2026-11-01T06:30:00Z')).toBe('2026-11-02T06:00:00.000Z');
  });

  it('points at day 76 of the cycle for the invitation alone, and at nothing once it is owed', () => {
    // Day 1 is 2026-09-01 in Madrid; day 76 is 2026-11-15, 08:00 there is 07:00 UTC.
    const invitationOnly = { ...everything('Europe/Madrid'), weeklyDigest: false, dueReminders: false, cycle: { id: 'cycle-1', startedAt: new Date('2026-09-01T10:00:00Z') } };
    expect(at(invitationOnly, '2026-09-02T12:00:00Z')).toBe('2026-11-15T07:00:00.000Z');
    expect(at(invitationOnly, '2026-11-15T06:59:00Z')).toBe('2026-11-15T07:00:00.000Z');
    expect(at(invitationOnly, '2026-11-15T07:00:00Z')).toBeNull();
    expect(at({ ...invitationOnly, cycle: null }, '2026-09-02T12:00:00Z')).toBeNull();
  });

  it('plans what planning every quarter of an hour would: nothing new before it, something new at it', () => {
    const zones = ['Asia/Kolkata', 'Australia/Adelaide', 'Europe/Madrid', 'America/New_York', 'Australia/Lord_Howe', 'America/Santiago', null];
    const starts = ['2026-03-07T22:10:00Z', '2026-03-28T11:00:00Z', '2026-04-04T15:45:00Z', '2026-10-03T09:00:00Z', '2026-10-24T23:59:00Z', '2026-10-31T16:20:00Z'];
    const cycle = { id: 'cycle-1', startedAt: new Date('2026-07-20T10:00:00Z') };
    let checked = 0;
    for (const [index, timeZone] of zones.entries()) {
      for (const [turn, start] of starts.entries()) {
        const profile: NotificationProfile = { timeZone, notifyHour: (index * 5 + turn * 7) % 24, weeklyDigest: turn % 2 === 0, dueReminders: turn % 3 !== 1, reassessInvitation: true, cycle };
        let now = new Date(start);
        // Follow the planner for eight days: each instant owes something new, and nothing new is owed in between.
        for (let next = nextNotificationAt(profile, now); next && next.getTime() - new Date(start).getTime() < 8 * 86_400_000; next = nextNotificationAt(profile, now)) {
          const before = new Set(owedKeys(profile, now));
          for (let probe = now.getTime() + 900_000; probe < next.getTime(); probe += 900_000) {
            expect(owedKeys(profile, new Date(probe)).filter((key) => !before.has(key)), `${timeZone} ${new Date(probe).toISOString()}`).toEqual([]);
          }
          expect(owedKeys(profile, next).some((key) => !before.has(key)), `${timeZone} ${next.toISOString()}`).toBe(true);
          now = next;
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(120);
  }, 60_000);
});

describe('retryDelayMs', () => {
  it('backs off from a minute to hours, then gives up', () => {
    const delays = Array.from({ length: NOTIFICATION_MAX_ATTEMPTS }, (_, index) => retryDelayMs(index + 1));
    expect(delays).toEqual([60_000, 300_000, 900_000, 3_600_000, 10_800_000, null]);
  });
});
