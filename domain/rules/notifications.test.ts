import { describe, expect, it } from 'vitest';
import { localHour } from './dates';
import { NOTIFICATION_MAX_ATTEMPTS, notificationsOwed, retryDelayMs, type NotificationProfile } from './notifications';

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

describe('retryDelayMs', () => {
  it('backs off from a minute to hours, then gives up', () => {
    const delays = Array.from({ length: NOTIFICATION_MAX_ATTEMPTS }, (_, index) => retryDelayMs(index + 1));
    expect(delays).toEqual([60_000, 300_000, 900_000, 3_600_000, 10_800_000, null]);
  });
});
