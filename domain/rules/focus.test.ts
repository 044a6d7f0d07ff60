import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkFocusSelection, FOCUS_AREA_COUNT, planFocus, type FocusArea } from './focus';

// The brute-force reference: among all selections of `required` eligible areas, the valid ones are those whose
// scores add up to the least. This characterises "take the lowest scores" without restating the rule.
function subsets<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  if (items.length < size) return [];
  const [first, ...rest] = items as [T, ...T[]];
  return [...subsets(rest, size - 1).map((tail) => [first, ...tail]), ...subsets(rest, size)];
}

function reference(areas: readonly FocusArea[]) {
  const eligible = areas.filter((area): area is FocusArea & { score: number } => area.score !== null && area.score < 10);
  const required = Math.min(FOCUS_AREA_COUNT, eligible.length);
  const all = subsets(eligible, required);
  const sum = (set: readonly { score: number }[]) => set.reduce((total, area) => total + area.score, 0);
  const least = Math.min(...all.map(sum));
  const valid = all.filter((set) => sum(set) === least).map((set) => set.map((area) => area.id).sort());
  return { eligible, required, valid };
}

const key = (ids: readonly string[]) => [...ids].sort().join(',');

// Scores drawn from a narrow range so that ties at the boundary are common; null = not assessed.
const scoreArb = fc.oneof(fc.constantFrom(null, 10), fc.integer({ min: 0, max: 10 }), fc.integer({ min: 3, max: 5 }));
const wheelArb = fc
  .array(scoreArb, { minLength: 0, maxLength: 8 })
  .map((scores) => scores.map((score, index): FocusArea => ({ id: `area-${index}`, score })));
const sixAreaWheelArb = fc
  .array(scoreArb, { minLength: 6, maxLength: 6 })
  .map((scores) => scores.map((score, index): FocusArea => ({ id: `area-${index}`, score })));

describe('planFocus against the brute-force reference', () => {
  it('auto-chosen areas, tied candidates and open slots describe exactly the valid selections', () => {
    fc.assert(
      fc.property(wheelArb, (areas) => {
        const plan = planFocus(areas);
        const { eligible, required, valid } = reference(areas);
        expect(plan.required).toBe(required);
        expect(plan.eligible).toEqual(eligible.map((area) => area.id));
        if (required === 0) {
          expect(plan).toMatchObject({ autoChosen: [], candidates: [], preselected: [], needsChoice: false });
          return;
        }
        const fromPlan = subsets(plan.candidates, plan.openSlots).map((picked) => key([...plan.autoChosen, ...picked]));
        expect(new Set(fromPlan)).toEqual(new Set(valid.map(key)));
        expect(fromPlan.length).toBe(valid.length);
        expect(plan.needsChoice).toBe(valid.length > 1);
        expect(plan.autoChosen.length + plan.openSlots).toBe(required);
        if (plan.needsChoice) expect(plan.candidates.length).toBeGreaterThan(plan.openSlots);
        else expect(plan.candidates).toEqual([]);
      }),
      { numRuns: 2000 },
    );
  });

  it('preselects a valid selection: the auto-chosen areas plus the first tied candidates in wheel order', () => {
    fc.assert(
      fc.property(wheelArb, (areas) => {
        const plan = planFocus(areas);
        const { valid, required } = reference(areas);
        if (required === 0) return;
        expect(valid.map(key)).toContain(key(plan.preselected));
        const expected = new Set([...plan.autoChosen, ...plan.candidates.slice(0, plan.openSlots)]);
        expect(plan.preselected).toEqual(areas.map((area) => area.id).filter((id) => expected.has(id)));
        expect(checkFocusSelection(areas, plan.preselected)).toBeNull();
      }),
      { numRuns: 2000 },
    );
  });
});

describe('checkFocusSelection against the brute-force reference', () => {
  it('accepts exactly the valid selections among all selections of the required size, in any order', () => {
    fc.assert(
      fc.property(sixAreaWheelArb, (areas) => {
        const { eligible, required, valid } = reference(areas);
        const validKeys = new Set(valid.map(key));
        for (const set of subsets(eligible, required)) {
          const ids = set.map((area) => area.id);
          const expected = required > 0 && validKeys.has(key(ids));
          expect(checkFocusSelection(areas, ids) === null).toBe(expected);
          expect(checkFocusSelection(areas, [...ids].reverse()) === null).toBe(expected);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('accepts an arbitrary pick only when it is distinct, eligible, of the required size and minimal', () => {
    const pickArb = wheelArb.chain((areas) =>
      fc.tuple(fc.constant(areas), fc.array(fc.oneof(fc.constantFrom(...areas.map((area) => area.id), 'unknown')), { maxLength: 5 })),
    );
    fc.assert(
      fc.property(pickArb, ([areas, picked]) => {
        const { required, valid } = reference(areas);
        const refusal = checkFocusSelection(areas, picked);
        const expectedValid = required > 0 && new Set(picked).size === picked.length && valid.map(key).includes(key(picked));
        expect(refusal === null).toBe(expectedValid);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('the focus rule by example', () => {
  const wheel = (...scores: (number | null)[]): FocusArea[] => scores.map((score, index) => ({ id: `a${index + 1}`, score }));

  it('takes the three lowest without asking when there is no tie at the boundary', () => {
    const plan = planFocus(wheel(2, 7, 4, 9, 5, 10));
    expect(plan).toEqual({
      required: 3,
      eligible: ['a1', 'a2', 'a3', 'a4', 'a5'],
      autoChosen: ['a1', 'a3', 'a5'],
      candidates: [],
      openSlots: 0,
      preselected: ['a1', 'a3', 'a5'],
      needsChoice: false,
    });
  });

  it('fixes the areas below the boundary and lets the user pick among those tied at it', () => {
    const plan = planFocus(wheel(3, 5, 5, 2, 5, 8));
    expect(plan).toMatchObject({ autoChosen: ['a1', 'a4'], candidates: ['a2', 'a3', 'a5'], openSlots: 1, preselected: ['a1', 'a2', 'a4'], needsChoice: true });
    expect(checkFocusSelection(wheel(3, 5, 5, 2, 5, 8), ['a4', 'a5', 'a1'])).toBeNull();
  });

  it('treats a tie that fills the slots exactly as no tie', () => {
    const plan = planFocus(wheel(4, 6, 6, 9, 9, 9));
    expect(plan).toMatchObject({ autoChosen: ['a1', 'a2', 'a3'], candidates: [], openSlots: 0, needsChoice: false });
  });

  it('asks for every slot when all eligible areas tie', () => {
    const plan = planFocus(wheel(6, 6, 6, 6, 10, 6));
    expect(plan).toMatchObject({ autoChosen: [], candidates: ['a1', 'a2', 'a3', 'a4', 'a6'], openSlots: 3, preselected: ['a1', 'a2', 'a3'] });
  });

  it('requires every eligible area when fewer than three score below 10, and none when all are finished', () => {
    expect(planFocus(wheel(10, 10, 7, 10, 10, 3))).toMatchObject({ required: 2, autoChosen: ['a3', 'a6'], needsChoice: false });
    expect(checkFocusSelection(wheel(10, 10, 7, 10, 10, 3), ['a3'])).toEqual({ code: 'FOCUS_SELECT_ALL_ELIGIBLE', count: 2 });
    expect(planFocus(wheel(10, 10, 10, 10, 10, 10))).toMatchObject({ required: 0, preselected: [] });
    expect(checkFocusSelection(wheel(10, 10, 10, 10, 10, 10), [])).toEqual({ code: 'FOCUS_NO_ELIGIBLE_AREAS' });
  });

  it('names the reason a selection is refused', () => {
    const areas = wheel(2, 7, 4, 9, 5, 10);
    expect(checkFocusSelection(areas, ['a1', 'a1', 'a3'])).toEqual({ code: 'FOCUS_DUPLICATE_AREAS' });
    expect(checkFocusSelection(areas, ['a1', 'a3', 'a6'])).toEqual({ code: 'FOCUS_AREA_NOT_ELIGIBLE', id: 'a6' });
    expect(checkFocusSelection(areas, ['a1', 'a3'])).toEqual({ code: 'FOCUS_SELECT_EXACTLY_3' });
    expect(checkFocusSelection(areas, ['a1', 'a3', 'a5', 'a2'])).toEqual({ code: 'FOCUS_SELECT_EXACTLY_3' });
    expect(checkFocusSelection(areas, ['a1', 'a3', 'a4'])).toEqual({
      code: 'FOCUS_NOT_LOWEST',
      chosen: { id: 'a4', score: 9 },
      leftOut: { id: 'a5', score: 5 },
    });
    expect(checkFocusSelection(wheel(2, null, 4, 9, 5, 10), ['a1', 'a2', 'a3'])).toEqual({ code: 'FOCUS_AREA_NOT_ELIGIBLE', id: 'a2' });
  });
});
