import { describe, expect, it } from 'vitest';
import { planAccuracy, predictedScore } from './targets';

const answers = [
  { questionId: 'a', value: true },
  { questionId: 'b', value: false },
  { questionId: 'c', value: false },
  { questionId: 'd', value: false },
];

describe('predictedScore', () => {
  it('scores the set as if every targeted NO were YES', () => {
    expect(predictedScore(answers, new Set(['b']))).toBe(5);
    expect(predictedScore(answers, new Set(['b', 'c', 'd']))).toBe(10);
  });

  it('ignores targets that are YES or outside the set, and predicts nothing without a NO aimed at', () => {
    expect(predictedScore(answers, new Set(['a', 'zz']))).toBeNull();
    expect(predictedScore(answers, new Set())).toBeNull();
    expect(predictedScore([], new Set(['b']))).toBeNull();
  });
});

describe('planAccuracy', () => {
  it('is the share of aimed questions that flipped, one decimal', () => {
    expect(planAccuracy([{ flipped: true }, { flipped: false }, { flipped: false }])).toEqual({ targeted: 3, flipped: 1, percent: 33.3 });
  });

  it('has no percent when nothing was aimed at', () => {
    expect(planAccuracy([])).toEqual({ targeted: 0, flipped: 0, percent: null });
  });
});
