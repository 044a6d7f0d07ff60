// The focus-area selection (SPEC.md section 4 'Focus-area selection', DECISIONS.md 'Focus areas and locking').
import { isFinished } from './wheel';

/** The size of the focus selection when at least this many areas are eligible. */
export const FOCUS_AREA_COUNT = 3;

/** One area of the wheel as the rule sees it; `id` is any id unique within the wheel. */
export type FocusArea = { id: string; score: number | null };

function isFocusEligible(area: FocusArea): area is FocusArea & { score: number } {
  return area.score !== null && !isFinished(area.score);
}

/**
 * What the focus modal needs. Every list is in wheel order.
 * - required: the size of a valid selection (3, or every eligible area when fewer are eligible).
 * - autoChosen: areas every valid selection contains; they cannot be unchecked.
 * - candidates: the areas tied at the boundary score when they outnumber the open slots; the user picks
 *   `openSlots` of them. Empty when there is no such tie.
 * - preselected: autoChosen plus the first `openSlots` candidates, a valid selection.
 * - needsChoice: true when more than one selection is valid (the tie exists and the modal must ask).
 */
export type FocusPlan = {
  required: number;
  eligible: string[];
  autoChosen: string[];
  candidates: string[];
  openSlots: number;
  preselected: string[];
  needsChoice: boolean;
};

/** Takes the lowest scores until `required` are chosen; ties at the boundary are left to the user. */
export function planFocus(areas: readonly FocusArea[]): FocusPlan {
  const eligible = areas.filter(isFocusEligible);
  const required = Math.min(FOCUS_AREA_COUNT, eligible.length);
  const ids = (list: readonly FocusArea[]) => list.map((area) => area.id);
  if (required === 0) {
    return { required, eligible: [], autoChosen: [], candidates: [], openSlots: 0, preselected: [], needsChoice: false };
  }
  const boundary = eligible.map((area) => area.score).sort((a, b) => a - b)[required - 1] as number;
  const below = eligible.filter((area) => area.score < boundary);
  const atBoundary = eligible.filter((area) => area.score === boundary);
  const openSlots = required - below.length;
  if (atBoundary.length === openSlots) {
    const chosen = eligible.filter((area) => area.score <= boundary);
    return { required, eligible: ids(eligible), autoChosen: ids(chosen), candidates: [], openSlots: 0, preselected: ids(chosen), needsChoice: false };
  }
  const preselectedIds = new Set([...ids(below), ...ids(atBoundary.slice(0, openSlots))]);
  return {
    required,
    eligible: ids(eligible),
    autoChosen: ids(below),
    candidates: ids(atBoundary),
    openSlots,
    preselected: ids(eligible.filter((area) => preselectedIds.has(area.id))),
    needsChoice: true,
  };
}

export type FocusRefusal =
  | { code: 'FOCUS_NO_ELIGIBLE_AREAS' }
  | { code: 'FOCUS_DUPLICATE_AREAS' }
  | { code: 'FOCUS_AREA_NOT_ELIGIBLE'; id: string }
  | { code: 'FOCUS_SELECT_EXACTLY_3' }
  | { code: 'FOCUS_SELECT_ALL_ELIGIBLE'; count: number }
  | { code: 'FOCUS_NOT_LOWEST'; chosen: FocusArea & { score: number }; leftOut: FocusArea & { score: number } };

/**
 * The server's check of a focus selection: distinct eligible areas, as many as required, and every chosen area
 * scores no higher than every eligible area left out. Null when the selection is valid.
 */
export function checkFocusSelection(areas: readonly FocusArea[], chosenIds: readonly string[]): FocusRefusal | null {
  const eligible = areas.filter(isFocusEligible);
  if (eligible.length === 0) return { code: 'FOCUS_NO_ELIGIBLE_AREAS' };
  const chosenSet = new Set(chosenIds);
  if (chosenSet.size !== chosenIds.length) return { code: 'FOCUS_DUPLICATE_AREAS' };
  const notEligible = chosenIds.find((id) => !eligible.some((area) => area.id === id));
  if (notEligible !== undefined) return { code: 'FOCUS_AREA_NOT_ELIGIBLE', id: notEligible };
  const required = Math.min(FOCUS_AREA_COUNT, eligible.length);
  if (chosenIds.length !== required) {
    return required === FOCUS_AREA_COUNT ? { code: 'FOCUS_SELECT_EXACTLY_3' } : { code: 'FOCUS_SELECT_ALL_ELIGIBLE', count: required };
  }
  const chosen = eligible.filter((area) => chosenSet.has(area.id));
  const leftOut = eligible.filter((area) => !chosenSet.has(area.id));
  const highestChosen = chosen.reduce((high, area) => (area.score > high.score ? area : high));
  const lowestLeftOut = leftOut.reduce<(typeof leftOut)[number] | undefined>((low, area) => (!low || area.score < low.score ? area : low), undefined);
  if (lowestLeftOut && lowestLeftOut.score < highestChosen.score) {
    return { code: 'FOCUS_NOT_LOWEST', chosen: highestChosen, leftOut: lowestLeftOut };
  }
  return null;
}
