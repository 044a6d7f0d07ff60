import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ADVANCE_DELAY_MS,
  CHOICE_HIDE_DELAY_MS,
  UNLOCK_DELAY_MS,
  flowReducer,
  initialFlow,
  summarize,
  useMaritalChoice,
  useQuestionFlow,
} from './question-flow';

beforeEach(() => {
  vi.useFakeTimers();
});

const advanceBy = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });
/** Each timed step schedules the next one when React commits, so the steps are run one act at a time. */
const moveOn = () => {
  advanceBy(ADVANCE_DELAY_MS);
  advanceBy(UNLOCK_DELAY_MS);
};

describe('the timings of SPEC section 9', () => {
  it('are 500 ms to advance, 100 ms more to unlock, 500 ms to hide the marital choice', () => {
    expect([ADVANCE_DELAY_MS, UNLOCK_DELAY_MS, CHOICE_HIDE_DELAY_MS]).toEqual([500, 100, 500]);
  });
});

describe('useQuestionFlow', () => {
  it('locks on an answer, moves on after 500 ms and unlocks 100 ms later', () => {
    const { result } = renderHook(() => useQuestionFlow(3));
    expect(result.current.state.index).toBe(0);
    expect(result.current.locked).toBe(false);

    act(() => result.current.answer(true));
    expect(result.current.locked).toBe(true);
    expect(result.current.state.answers).toEqual([true, null, null]);
    expect(result.current.state.index).toBe(0);

    advanceBy(ADVANCE_DELAY_MS - 1);
    expect(result.current.state.index).toBe(0);
    advanceBy(1);
    expect(result.current.state.index).toBe(1);
    expect(result.current.locked).toBe(true);

    advanceBy(UNLOCK_DELAY_MS - 1);
    expect(result.current.locked).toBe(true);
    advanceBy(1);
    expect(result.current.locked).toBe(false);
  });

  it('ignores answers while locked', () => {
    const { result } = renderHook(() => useQuestionFlow(3));
    act(() => result.current.answer(true));
    act(() => result.current.answer(false));
    expect(result.current.state.answers).toEqual([true, null, null]);
    advanceBy(ADVANCE_DELAY_MS);
    act(() => result.current.answer(false));
    expect(result.current.state.answers).toEqual([true, null, null]);
    advanceBy(UNLOCK_DELAY_MS);
    act(() => result.current.answer(false));
    expect(result.current.state.answers).toEqual([true, false, null]);
  });

  it('stays on the last question, unlocks, and is complete with every answer', () => {
    const { result } = renderHook(() => useQuestionFlow(2));
    act(() => result.current.answer(false));
    moveOn();
    act(() => result.current.answer(true));
    expect(result.current.complete).toBe(true);
    advanceBy(ADVANCE_DELAY_MS);
    expect(result.current.state.index).toBe(1);
    advanceBy(UNLOCK_DELAY_MS);
    expect(result.current.state.index).toBe(1);
    expect(result.current.locked).toBe(false);
    expect(result.current).toMatchObject({ answered: 2, yes: 1, no: 1, complete: true });
  });

  it('reset clears every answer, returns to the first question and cancels a pending advance', () => {
    const { result } = renderHook(() => useQuestionFlow(3));
    act(() => result.current.answer(true));
    moveOn();
    act(() => result.current.answer(true));
    act(() => result.current.reset());
    expect(result.current.state).toEqual(initialFlow(3));
    moveOn();
    expect(result.current.state).toEqual(initialFlow(3));
  });

  it('leaves no timer behind when unmounted mid-advance', () => {
    const { result, unmount } = renderHook(() => useQuestionFlow(3));
    act(() => result.current.answer(true));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('flowReducer', () => {
  it('moves only from the phase each step belongs to', () => {
    const start = initialFlow(2);
    expect(flowReducer(start, { type: 'advance' })).toBe(start);
    expect(flowReducer(start, { type: 'unlock' })).toBe(start);
    const answered = flowReducer(start, { type: 'answer', value: true });
    expect(flowReducer(answered, { type: 'unlock' })).toBe(answered);
    expect(flowReducer(initialFlow(0), { type: 'answer', value: true })).toEqual(initialFlow(0));
  });

  it('summarizes the counters', () => {
    expect(summarize({ count: 3, index: 2, answers: [true, false, null], phase: 'ready' })).toEqual({ answered: 2, yes: 1, no: 1, complete: false, locked: false });
    expect(summarize(initialFlow(0)).complete).toBe(false);
  });
});

describe('useMaritalChoice', () => {
  it('keeps the choice on screen for 500 ms after the pick, and the first pick counts', () => {
    const { result } = renderHook(() => useMaritalChoice(true));
    expect(result.current).toMatchObject({ status: null, choiceVisible: true });
    advanceBy(5_000);
    expect(result.current.choiceVisible).toBe(true);

    act(() => result.current.pick('single'));
    act(() => result.current.pick('married'));
    expect(result.current).toMatchObject({ status: 'single', choiceVisible: true });
    advanceBy(CHOICE_HIDE_DELAY_MS - 1);
    expect(result.current.choiceVisible).toBe(true);
    advanceBy(1);
    expect(result.current).toMatchObject({ status: 'single', choiceVisible: false });
  });

  it('shows no choice for the other areas', () => {
    const { result } = renderHook(() => useMaritalChoice(false));
    expect(result.current.choiceVisible).toBe(false);
  });
});
