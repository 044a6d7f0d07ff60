import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, utcToDate } from './dates';
import { EVERY_DAYS_MAX, isoWeekday, nextOccurrence, type RecurrenceRule } from './recurrence';
import {
  countBetween,
  datesBetween,
  firstOnOrAfter,
  isRuleDate,
  lastOnOrBefore,
  occurrenceDate,
  occurrenceId,
  owedUntil,
  previousDate,
  seriesIdRange,
  type SeriesPlan,
  type TakenDate,
} from './series-occurrences';

const dates = fc.date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true }).map(utcToDate);
const rules: fc.Arbitrary<RecurrenceRule> = fc.oneof(
  fc.integer({ min: 1, max: EVERY_DAYS_MAX }).map((n) => ({ everyDays: n })),
  fc.integer({ min: 1, max: 10 }).map((n) => ({ everyDays: n })),
  fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }).map((days) => ({ weekdays: days })),
);

/** The rule's dates after the anchor, walked one by one as the series used to create them. */
function walk(rule: RecurrenceRule, anchor: string, to: string): string[] {
  const all: string[] = [];
  for (let day = nextOccurrence(rule, anchor, to); day !== null; day = nextOccurrence(rule, day, to)) all.push(day);
  return all;
}

/** How occurrences were created before: the next one while the latest is past, completed or gone. */
function walkedOwed(plan: SeriesPlan, today: string): string[] {
  const owed: string[] = [];
  let latest = plan.anchor;
  let state: TakenDate = plan.anchorState;
  while (latest < today || state !== 'pending') {
    const next = nextOccurrence(plan.rule, latest, plan.end);
    if (next === null) break;
    owed.push(next);
    latest = next;
    state = plan.taken.get(next) ?? 'pending';
  }
  return owed;
}

describe('counting and listing the dates of a rule', () => {
  it('agrees with walking the rule date by date', () => {
    fc.assert(
      fc.property(rules, dates, fc.integer({ min: -10, max: 400 }), fc.integer({ min: 0, max: 400 }), (rule, anchor, offset, span) => {
        const from = addDays(anchor, offset);
        const to = addDays(from, span);
        const walked = walk(rule, anchor, to).filter((day) => day >= from);
        expect(datesBetween(rule, anchor, from, to)).toEqual(walked);
        expect(countBetween(rule, anchor, from, to)).toBe(walked.length);
        expect(walked.every((day) => isRuleDate(rule, anchor, day))).toBe(true);
        const first = walk(rule, anchor, addDays(from, 800)).find((day) => day >= from);
        expect(firstOnOrAfter(rule, anchor, from)).toBe(first);
        expect(lastOnOrBefore(rule, anchor, to)).toBe(walk(rule, anchor, to).at(-1) ?? null);
      }),
    );
  });

  it('knows the previous date of an occurrence, the anchor for the first one', () => {
    // Wednesday 2026-11-25 then Mondays and Fridays.
    const plan = { rule: { weekdays: [1, 5] }, anchor: '2026-11-25' };
    expect(previousDate(plan, '2026-11-27')).toBe('2026-11-25');
    expect(previousDate(plan, '2026-11-30')).toBe('2026-11-27');
    expect(previousDate({ rule: { everyDays: 3 }, anchor: '2026-11-25' }, '2026-12-01')).toBe('2026-11-28');
  });
});

describe('owedUntil', () => {
  const takenDates = (rule: RecurrenceRule, anchor: string, end: string) =>
    fc.array(fc.tuple(fc.integer({ min: 0, max: 60 }), fc.constantFrom<TakenDate>('pending', 'completed', 'skipped')), { maxLength: 12 }).map((picks) => {
      const all = walk(rule, anchor, end);
      return new Map(picks.flatMap(([index, state]) => (all[index] ? [[all[index], state] as const] : [])));
    });

  it('owes exactly what creating the occurrences one by one would have created', () => {
    fc.assert(
      fc.property(
        rules,
        dates,
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: -20, max: 400 }),
        fc.constantFrom<TakenDate>('pending', 'completed', 'skipped'),
        (rule, anchor, length, away, anchorState) => {
          const end = addDays(anchor, length);
          const today = addDays(anchor, away);
          return fc.assert(
            fc.property(takenDates(rule, anchor, end), (taken) => {
              const plan: SeriesPlan = { rule, anchor, end, anchorState, taken };
              const walked = walkedOwed(plan, today);
              const owed = owedUntil(plan, today);
              expect(owed).toBe(walked.at(-1) ?? null);
              if (owed !== null) expect(datesBetween(rule, anchor, anchor, owed)).toEqual(walked);
            }),
            { numRuns: 5 },
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  it('costs a year away what it costs a day away: it jumps over the missed dates', () => {
    const plan: SeriesPlan = { rule: { everyDays: 1 }, anchor: '2026-01-01', end: '2026-12-31', anchorState: 'pending', taken: new Map() };
    expect(owedUntil(plan, '2026-12-30')).toBe('2026-12-30');
    expect(owedUntil(plan, '2027-06-01')).toBe('2026-12-31');
  });

  it('owes nothing while the anchor is pending and not past', () => {
    const plan: SeriesPlan = { rule: { weekdays: [isoWeekday('2026-11-25')] }, anchor: '2026-11-25', end: '2026-12-31', anchorState: 'pending', taken: new Map() };
    expect(owedUntil(plan, '2026-11-25')).toBeNull();
    expect(owedUntil({ ...plan, anchorState: 'completed' }, '2026-11-25')).toBe('2026-12-02');
  });
});

describe('occurrence ids', () => {
  it('name their series and date, one id per date, and nothing else decodes', () => {
    fc.assert(
      fc.property(fc.uuid({ version: 4 }), dates, dates, (seriesId, date, other) => {
        const id = occurrenceId(seriesId, date);
        expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
        expect(occurrenceDate(seriesId, id)).toBe(date);
        const { from, to } = seriesIdRange(id);
        expect(seriesId >= from && seriesId <= to).toBe(true);
        if (other !== date) expect(occurrenceId(seriesId, other)).not.toBe(id);
        expect(id).not.toBe(seriesId);
      }),
    );
    expect(occurrenceDate('11111111-1111-4111-8111-111111111111', '22222222-1111-4111-8111-111111111111')).toBeNull();
  });
});
