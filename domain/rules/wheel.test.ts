import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkAnswerSet, isAreaBlocked, nextAreaToAssess, questionSetFor, questionsOfSet, unlockRefusal, wheelProgress } from './wheel';
import { areaScore, globalScore } from './scoring';

const standard = Array.from({ length: 10 }, (_, index) => ({ id: `s${index + 1}`, haveMoreQuestions: false }));
const single = Array.from({ length: 10 }, (_, index) => ({ id: `x${index + 1}`, haveMoreQuestions: true }));
const couple = [...standard, ...single];
const answer = (ids: readonly { id: string }[], yes: number) => ids.map((question, index) => ({ questionId: question.id, value: index < yes }));

describe('scoring', () => {
  it('scores a standard set of 10 as its YES count', () => {
    for (let yes = 0; yes <= 10; yes += 1) expect(areaScore(yes, 10)).toBe(yes);
  });

  it('scales other set sizes to 0..10 and rounds halves up', () => {
    expect(areaScore(7, 9)).toBe(8);
    expect(areaScore(1, 4)).toBe(3);
    expect(areaScore(2, 8)).toBe(3);
    expect(areaScore(1, 3)).toBe(3);
    expect(areaScore(0, 7)).toBe(0);
    expect(areaScore(7, 7)).toBe(10);
    expect(() => areaScore(0, 0)).toThrow(RangeError);
  });

  it('always lands on an integer between 0 and 10', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }).chain((count) => fc.tuple(fc.integer({ min: 0, max: count }), fc.constant(count))), ([yes, count]) => {
        const score = areaScore(yes, count);
        expect(Number.isInteger(score)).toBe(true);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(10);
        expect(Math.abs(score - (10 * yes) / count)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('averages the assessed areas to one decimal; null while none is assessed', () => {
    expect(globalScore([null, null, null, null, null, null])).toBeNull();
    expect(globalScore([7, null, null, null, null, null])).toBe(7);
    expect(globalScore([7, 8, 8, null, null, null])).toBe(7.7);
    expect(globalScore([7, 8, 7, 7])).toBe(7.3);
    expect(globalScore([0, 0, 1])).toBe(0.3);
    expect(globalScore([10, 10, 10, 10, 10, 10])).toBe(10);
  });
});

describe('checkAnswerSet', () => {
  it('scores a complete standard set', () => {
    expect(checkAnswerSet(standard, answer(standard, 6))).toEqual({ ok: true, answeredSet: false, yesCount: 6, questionCount: 10, score: 6 });
  });

  it('accepts either couple set on its own and records which one was answered', () => {
    expect(checkAnswerSet(couple, answer(standard, 4))).toMatchObject({ ok: true, answeredSet: false, score: 4 });
    expect(checkAnswerSet(couple, answer(single, 9))).toMatchObject({ ok: true, answeredSet: true, score: 9 });
  });

  it('scores sets of other sizes with rounding', () => {
    const short = standard.slice(0, 9);
    expect(checkAnswerSet(short, answer(short, 7))).toMatchObject({ ok: true, questionCount: 9, score: 8 });
  });

  it('refuses duplicates, foreign questions, mixed sets and incomplete sets', () => {
    const nine = answer(standard, 5).slice(0, 9);
    expect(checkAnswerSet(standard, [...nine, { questionId: 's1', value: true }])).toMatchObject({ ok: false, code: 'ANSWERS_DUPLICATE' });
    expect(checkAnswerSet(standard, [...nine, { questionId: 'elsewhere', value: true }])).toMatchObject({ ok: false, code: 'ANSWERS_QUESTION_NOT_IN_AREA' });
    expect(checkAnswerSet(couple, [...nine, { questionId: 'x1', value: true }])).toMatchObject({ ok: false, code: 'ANSWERS_MIXED_SETS' });
    expect(checkAnswerSet(couple, couple.map((q) => ({ questionId: q.id, value: true })))).toMatchObject({ ok: false, code: 'ANSWERS_MIXED_SETS' });
    expect(checkAnswerSet(standard, nine)).toEqual({ ok: false, code: 'ANSWERS_INCOMPLETE', params: { answered: 9, total: 10 } });
    expect(checkAnswerSet(standard, [])).toEqual({ ok: false, code: 'ANSWERS_INCOMPLETE', params: { answered: 0, total: 10 } });
    expect(checkAnswerSet(single, answer(single, 3).slice(0, 4))).toEqual({ ok: false, code: 'ANSWERS_INCOMPLETE', params: { answered: 4, total: 10 } });
  });

  it('picks the couple set from the marital status', () => {
    expect(questionsOfSet(couple, questionSetFor('married')).map((q) => q.id)).toEqual(standard.map((q) => q.id));
    expect(questionsOfSet(couple, questionSetFor('single')).map((q) => q.id)).toEqual(single.map((q) => q.id));
  });
});

describe('blocking and unlocking', () => {
  it('blocks everything before the focus selection, and finished or unassessed areas after it', () => {
    for (const score of [null, 0, 5, 9, 10]) expect(isAreaBlocked({ score }, false)).toBe(true);
    expect(isAreaBlocked({ score: null }, true)).toBe(true);
    expect(isAreaBlocked({ score: 10 }, true)).toBe(true);
    expect(isAreaBlocked({ score: 0 }, true)).toBe(false);
    expect(isAreaBlocked({ score: 9 }, true)).toBe(false);
  });

  it('says why an area cannot be unlocked', () => {
    expect(unlockRefusal({ score: null }, true)).toBe('UNLOCK_AREA_NOT_ASSESSED');
    expect(unlockRefusal({ score: 10 }, true)).toBe('UNLOCK_AREA_FINISHED');
    expect(unlockRefusal({ score: 4 }, false)).toBe('UNLOCK_FOCUS_NOT_SAVED');
    expect(unlockRefusal({ score: 4 }, true)).toBeNull();
  });

  it('counts the assessment progress', () => {
    expect(wheelProgress([{ score: 3 }, { score: null }])).toEqual({ assessed: 1, total: 2, isComplete: false });
    expect(wheelProgress([{ score: 3 }, { score: 0 }])).toEqual({ assessed: 2, total: 2, isComplete: true });
    expect(wheelProgress([])).toEqual({ assessed: 0, total: 0, isComplete: false });
  });
});

describe('nextAreaToAssess', () => {
  const areas = [
    { areaId: 'a', score: 4 },
    { areaId: 'b', score: null },
    { areaId: 'c', score: null },
    { areaId: 'd', score: 7 },
  ];
  it('is the first unassessed area in wheel order other than the one just assessed', () => {
    expect(nextAreaToAssess(areas)?.areaId).toBe('b');
    expect(nextAreaToAssess(areas, 'b')?.areaId).toBe('c');
    expect(nextAreaToAssess(areas, 'a')?.areaId).toBe('b');
  });
  it('is null after the last one', () => {
    expect(nextAreaToAssess(areas.filter((area) => area.areaId !== 'b'), 'c')).toBeNull();
    expect(nextAreaToAssess([{ areaId: 'a', score: 1 }])).toBeNull();
  });
});
