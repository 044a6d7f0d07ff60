// The screens more than one feature links to (the route table is routes/index.tsx).
import type { LifeWheelArea } from '../../domain/schemas/wheel';

export const ASSESSMENT_INTRO_PATH = '/assessment/intro';

export function areaProjectsPath(area: Pick<LifeWheelArea, 'areaId'>): string {
  return `/area/${area.areaId}/projects`;
}

export const HISTORY_PATH = '/history';

/** The day-45 pulse of the current cycle. */
export const PULSE_PATH = '/pulse';

/** The comparison screen of two cycles of /lifewheel/cycles. */
export function comparePath(from: string, to: string): string {
  return `${HISTORY_PATH}/compare?${new URLSearchParams({ from, to }).toString()}`;
}

/** "What can I do now?" */
export const NOW_PATH = '/now';

/** The weekly review of the week starting on `monday`, or of the week the screen chooses. */
export function reviewPath(monday?: string): string {
  return monday ? `/review/${monday}` : '/review';
}

/** "Personas que acompaño" (issue 41): the people who share their plan with the user. */
export const SUPPORTING_PATH = '/supporting';

/** The read-only view of one person the user supports (the share's id). */
export function supportedPath(shareId: string): string {
  return `${SUPPORTING_PATH}/${shareId}`;
}
