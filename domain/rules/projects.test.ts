import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addCalendarMonths, addDays } from './dates';
import {
  completionBlocker,
  detailStatus,
  earliestStartDate,
  isExpectedScoreValid,
  maxEndDate,
  minEndDate,
  isParked,
  PROJECT_STATUSES,
  shownProjectState,
  progressPercentage,
  projectEligibilityError,
  suggestedEnd,
  suggestedEndDate,
  validateProjectDates,
} from './projects';

describe('calendar months', () => {
  it('keeps the day-of-month, or takes the last day of a shorter month', () => {
    expect(addCalendarMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addCalendarMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addCalendarMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addCalendarMonths('2028-02-29', 12)).toBe('2029-02-28');
    expect(addCalendarMonths('2026-08-31', 1)).toBe('2026-09-30');
  });
});

describe('project date window', () => {
  it('starts tomorrow in the user calendar', () => {
    expect(earliestStartDate('2026-12-31')).toBe('2027-01-01');
  });

  it('ends 3 to 6 calendar months after the start, with the day-of-month rule', () => {
    expect([minEndDate('2026-06-11'), maxEndDate('2026-06-11')]).toEqual(['2026-09-11', '2026-12-11']);
    // Jan 31: April and a 3-month minimum clamp to Apr 30; July has a 31st.
    expect([minEndDate('2026-01-31'), maxEndDate('2026-01-31')]).toEqual(['2026-04-30', '2026-07-31']);
    // Feb 29 of a leap year.
    expect([minEndDate('2028-02-29'), maxEndDate('2028-02-29')]).toEqual(['2028-05-29', '2028-08-29']);
    // Into a leap February and a common one.
    expect(minEndDate('2027-11-29')).toBe('2028-02-29');
    expect(minEndDate('2026-11-30')).toBe('2027-02-28');
    // Across the year end.
    expect([minEndDate('2026-12-31'), maxEndDate('2026-12-31')]).toEqual(['2027-03-31', '2027-06-30']);
    expect(maxEndDate('2026-08-31')).toBe('2027-02-28');
  });

  it('names the first rule the dates break', () => {
    const today = '2026-06-10';
    expect(validateProjectDates({ today, startDate: '2026-06-10', endDate: '2026-09-10' })).toBe('START_DATE_TOO_EARLY');
    expect(validateProjectDates({ today, startDate: '2026-06-09', endDate: '2026-09-10' })).toBe('START_DATE_TOO_EARLY');
    expect(validateProjectDates({ today, startDate: '2026-06-11', endDate: '2026-09-10' })).toBe('DATE_ERROR_MIN');
    expect(validateProjectDates({ today, startDate: '2026-06-11', endDate: '2026-09-11' })).toBeNull();
    expect(validateProjectDates({ today, startDate: '2026-06-11', endDate: '2026-12-11' })).toBeNull();
    expect(validateProjectDates({ today, startDate: '2026-06-11', endDate: '2026-12-12' })).toBe('DATE_ERROR_MAX');
    expect(validateProjectDates({ today: '2026-01-30', startDate: '2026-01-31', endDate: '2026-04-29' })).toBe('DATE_ERROR_MIN');
    expect(validateProjectDates({ today: '2026-01-30', startDate: '2026-01-31', endDate: '2026-04-30' })).toBeNull();
    expect(validateProjectDates({ today: '2026-01-30', startDate: '2026-01-31', endDate: '2026-07-31' })).toBeNull();
    expect(validateProjectDates({ today: '2026-01-30', startDate: '2026-01-31', endDate: '2026-08-01' })).toBe('DATE_ERROR_MAX');
  });

  it('suggests 90 days, moved up to the 3-month minimum when 90 days fall short', () => {
    expect(suggestedEndDate('2026-01-10')).toBe('2026-04-10');
    expect(suggestedEndDate('2026-02-01')).toBe('2026-05-02');
    expect(suggestedEndDate('2026-06-01')).toBe('2026-09-01');
  });

  it('says whether the suggestion is 90 days or the 3-month minimum', () => {
    expect(suggestedEnd('2026-11-24')).toEqual({ date: '2027-02-24', minimum: true });
    expect(suggestedEnd('2026-02-01')).toEqual({ date: '2026-05-02', minimum: false });
    expect(suggestedEnd('2026-01-10')).toEqual({ date: '2026-04-10', minimum: false });
  });

  it('always suggests an end date the rules accept', () => {
    const startDates = fc.integer({ min: 0, max: 365 * 30 }).map((offset) => addDays('2020-01-01', offset));
    fc.assert(
      fc.property(startDates, (startDate) => {
        const today = addDays(startDate, -1);
        expect(minEndDate(startDate) <= maxEndDate(startDate)).toBe(true);
        expect(validateProjectDates({ today, startDate, endDate: suggestedEndDate(startDate) })).toBeNull();
        expect(validateProjectDates({ today, startDate, endDate: minEndDate(startDate) })).toBeNull();
        expect(validateProjectDates({ today, startDate, endDate: maxEndDate(startDate) })).toBeNull();
        expect(validateProjectDates({ today, startDate, endDate: addDays(minEndDate(startDate), -1) })).toBe('DATE_ERROR_MIN');
        expect(validateProjectDates({ today, startDate, endDate: addDays(maxEndDate(startDate), 1) })).toBe('DATE_ERROR_MAX');
      }),
    );
  });
});

describe('project eligibility', () => {
  const assessed = Array.from({ length: 6 }, () => ({ isArchived: true }));
  const focusArea = { score: 4, isArchived: true, isBlocked: false, isFocus: true };
  const base = { wheelAreas: assessed, focusSelected: true, area: focusArea, openProjects: 0 };

  it('accepts a focus area below 10 with fewer than 2 open projects', () => {
    expect(projectEligibilityError(base)).toBeNull();
    expect(projectEligibilityError({ ...base, openProjects: 1 })).toBeNull();
  });

  it('names each refusal', () => {
    expect(projectEligibilityError({ ...base, wheelAreas: [...assessed.slice(1), { isArchived: false }] })).toBe('ASSESSMENT_INCOMPLETE');
    expect(projectEligibilityError({ ...base, focusSelected: false })).toBe('FOCUS_NOT_SELECTED');
    expect(projectEligibilityError({ ...base, area: { ...focusArea, score: 10, isFocus: false, isBlocked: true } })).toBe('AREA_FINISHED');
    expect(projectEligibilityError({ ...base, area: { ...focusArea, isFocus: false } })).toBe('AREA_NOT_FOCUS');
    expect(projectEligibilityError({ ...base, area: { ...focusArea, isBlocked: true } })).toBe('AREA_BLOCKED');
    expect(projectEligibilityError({ ...base, openProjects: 2 })).toBe('AREA_PROJECT_LIMIT');
  });

  it('wants an integer expected score 1..10 above the current score', () => {
    expect(isExpectedScoreValid(5, 4)).toBe(true);
    expect(isExpectedScoreValid(10, 9)).toBe(true);
    expect(isExpectedScoreValid(4, 4)).toBe(false);
    expect(isExpectedScoreValid(3, 4)).toBe(false);
    expect(isExpectedScoreValid(1, 0)).toBe(true);
    expect(isExpectedScoreValid(11, 4)).toBe(false);
    expect(isExpectedScoreValid(6.5, 4)).toBe(false);
  });
});

describe('derived detail status and progress', () => {
  it('is PLANNING before the start date, IN_PROGRESS from it, COMPLETED with the project', () => {
    expect(detailStatus('ACTIVE', '2026-06-11', '2026-06-10')).toBe('PLANNING');
    expect(detailStatus('ACTIVE', '2026-06-11', '2026-06-11')).toBe('IN_PROGRESS');
    expect(detailStatus('SOMEDAY', '2026-06-11', '2026-07-01')).toBe('IN_PROGRESS');
    expect(detailStatus('COMPLETED', '2026-06-11', '2026-06-10')).toBe('COMPLETED');
  });

  it('counts progress in whole percent, 100 only when everything is done', () => {
    expect(progressPercentage(0, 0)).toBe(0);
    expect(progressPercentage(1, 3)).toBe(33);
    expect(progressPercentage(2, 3)).toBe(66);
    expect(progressPercentage(199, 200)).toBe(99);
    expect(progressPercentage(4, 4)).toBe(100);
  });

  it('refuses completion without actions or with pending ones', () => {
    expect(completionBlocker(0, 0)).toEqual({ code: 'PROJECT_NO_ACTIONS', params: {} });
    expect(completionBlocker(2, 3)).toEqual({ code: 'PROJECT_PENDING_ACTIONS', params: { completed: 2, total: 3 } });
    expect(completionBlocker(3, 3)).toBeNull();
  });
});

describe('the state a project shows', () => {
  it('is the phase while ACTIVE or COMPLETED and the stored status while SOMEDAY or CANCELLED', () => {
    expect(shownProjectState('ACTIVE', 'IN_PROGRESS')).toBe('IN_PROGRESS');
    expect(shownProjectState('COMPLETED', 'COMPLETED')).toBe('COMPLETED');
    expect(shownProjectState('SOMEDAY', 'IN_PROGRESS')).toBe('SOMEDAY');
    expect(shownProjectState('CANCELLED', 'PLANNING')).toBe('CANCELLED');
  });

  it('parks only a SOMEDAY project', () => {
    expect(PROJECT_STATUSES.filter(isParked)).toEqual(['SOMEDAY']);
  });
});
