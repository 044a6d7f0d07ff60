// The day-45 pulse (issue 41, item 5): half-way through a cycle, the questions its plan aims at are asked again.
import { addDays, daysBetween, localDate } from './dates';

/** The first and last day of a cycle on which the pulse may be taken, and the day it is named after. */
export const PULSE_FIRST_DAY = 40;
export const PULSE_LAST_DAY = 50;
export const PULSE_DAY = 45;
/** A project whose aimed actions are at least this percent done while none of its questions moved is flagged. */
export const PULSE_HIGH_EXECUTION_PERCENT = 85;

export type PulseWindow = {
  /** The calendar date of day 40. */
  opensOn: string;
  /** The calendar date of day 50, the window's last day. */
  closesOn: string;
  /** Today's day of the cycle, not clamped: 0 or less before day 1, above 90 after the cycle. */
  day: number;
  open: boolean;
};

/** Whether day `day` of a cycle (day 1 is the date its focus was saved) is inside the pulse's window. */
export function isPulseDay(day: number): boolean {
  return day >= PULSE_FIRST_DAY && day <= PULSE_LAST_DAY;
}

/**
 * Where the pulse window of a cycle started at `startedAt` stands at `now`, by calendar days in `timeZone` (the zone
 * of record): day 1 is the date the focus was saved there, so the hour and DST changes do not matter.
 */
export function pulseWindow(startedAt: Date, now: Date, timeZone: string): PulseWindow {
  const startedOn = localDate(startedAt, timeZone);
  const day = daysBetween(startedOn, localDate(now, timeZone)) + 1;
  return {
    opensOn: addDays(startedOn, PULSE_FIRST_DAY - 1),
    closesOn: addDays(startedOn, PULSE_LAST_DAY - 1),
    day,
    open: isPulseDay(day),
  };
}

export type PulseAnswersCheck =
  | { ok: true }
  | { ok: false; problem: 'DUPLICATE' }
  | { ok: false; problem: 'NOT_TARGETED'; questionIds: string[] }
  | { ok: false; problem: 'INCOMPLETE'; answered: number; total: number };

/** A pulse answers every targeted question once and nothing else: what is wrong with `answered`, first found first. */
export function checkPulseAnswers(targeted: ReadonlySet<string>, answered: readonly string[]): PulseAnswersCheck {
  if (new Set(answered).size !== answered.length) return { ok: false, problem: 'DUPLICATE' };
  const foreign = answered.filter((id) => !targeted.has(id));
  if (foreign.length > 0) return { ok: false, problem: 'NOT_TARGETED', questionIds: foreign };
  if (answered.length !== targeted.size) return { ok: false, problem: 'INCOMPLETE', answered: answered.length, total: targeted.size };
  return { ok: true };
}

/** A targeted question at the pulse: still NO, now YES, or not asked (aimed at only after the pulse was taken). */
export type PulseOutcome = 'STILL_NO' | 'NOW_YES' | 'NOT_ASKED';

export function pulseOutcome(answer: boolean | undefined): PulseOutcome {
  if (answer === undefined) return 'NOT_ASKED';
  return answer ? 'NOW_YES' : 'STILL_NO';
}

/** Done over aimed as a whole percent (rounded down, so 84.9 never reads as 85); null with no action aimed. */
export function executionPercent(done: number, aimed: number): number | null {
  return aimed === 0 ? null : Math.floor((100 * done) / aimed);
}

/**
 * A project is flagged when its aimed actions are at least 85% done and none of the questions it aims at that the
 * pulse asked moved to YES: the plan is executed, yet nothing has changed, so the actions may be the wrong ones.
 */
export function flagsHighExecution(project: { actionsAimed: number; actionsDone: number; outcomes: readonly PulseOutcome[] }): boolean {
  const asked = project.outcomes.filter((outcome) => outcome !== 'NOT_ASKED');
  if (project.actionsAimed === 0 || asked.length === 0) return false;
  return 100 * project.actionsDone >= PULSE_HIGH_EXECUTION_PERCENT * project.actionsAimed && asked.every((outcome) => outcome === 'STILL_NO');
}
