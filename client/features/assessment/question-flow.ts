// The timing of the questions screen (SPEC.md section 4 'Questions flow', section 9 'Assessment timings'):
// an answer locks input, moves on 500 ms later and unlocks 100 ms after that; the marital choice hides
// 500 ms after the pick. The state is a pure reducer; the hooks only schedule its timed steps.
import { useCallback, useEffect, useReducer, useState } from 'react';
import type { MaritalStatus } from '../../../domain/rules/wheel';

export const ADVANCE_DELAY_MS = 500;
export const UNLOCK_DELAY_MS = 100;
export const CHOICE_HIDE_DELAY_MS = 500;

export type Answer = boolean | null;

/** ready: input open; answered: waiting to move on; advanced: moved, waiting to unlock. */
type FlowPhase = 'ready' | 'answered' | 'advanced';

type FlowState = { count: number; index: number; answers: Answer[]; phase: FlowPhase };

type FlowAction = { type: 'answer'; value: boolean } | { type: 'advance' } | { type: 'unlock' } | { type: 'reset' };

export function initialFlow(count: number): FlowState {
  return { count, index: 0, answers: Array.from({ length: count }, () => null), phase: 'ready' };
}

export function flowReducer(state: FlowState, action: FlowAction): FlowState {
  switch (action.type) {
    case 'answer': {
      if (state.phase !== 'ready' || state.count === 0) return state;
      const answers = [...state.answers];
      answers[state.index] = action.value;
      return { ...state, answers, phase: 'answered' };
    }
    case 'advance':
      if (state.phase !== 'answered') return state;
      return { ...state, index: Math.min(state.index + 1, state.count - 1), phase: 'advanced' };
    case 'unlock':
      return state.phase === 'advanced' ? { ...state, phase: 'ready' } : state;
    case 'reset':
      return initialFlow(state.count);
  }
}

type FlowSummary = { answered: number; yes: number; no: number; complete: boolean; locked: boolean };

export function summarize(state: FlowState): FlowSummary {
  const yes = state.answers.filter((answer) => answer === true).length;
  const no = state.answers.filter((answer) => answer === false).length;
  return { answered: yes + no, yes, no, complete: state.count > 0 && yes + no === state.count, locked: state.phase !== 'ready' };
}

/** One question at a time over `count` questions, with the timed advance and unlock. */
export function useQuestionFlow(count: number) {
  const [state, dispatch] = useReducer(flowReducer, count, initialFlow);

  useEffect(() => {
    if (state.phase === 'ready') return undefined;
    const [delay, next]: [number, FlowAction] = state.phase === 'answered' ? [ADVANCE_DELAY_MS, { type: 'advance' }] : [UNLOCK_DELAY_MS, { type: 'unlock' }];
    const timer = window.setTimeout(() => dispatch(next), delay);
    return () => window.clearTimeout(timer);
  }, [state.phase]);

  const answer = useCallback((value: boolean) => dispatch({ type: 'answer', value }), []);
  const reset = useCallback(() => dispatch({ type: 'reset' }), []);
  return { state, ...summarize(state), answer, reset };
}

/**
 * The couple-and-intimacy choice: the first pick counts (later taps are ignored) and the choice stays on screen
 * for CHOICE_HIDE_DELAY_MS so the person sees what they picked. Without `required` there is nothing to choose.
 */
export function useMaritalChoice(required: boolean) {
  const [status, setStatus] = useState<MaritalStatus | null>(null);
  const [visible, setVisible] = useState(required);

  useEffect(() => {
    if (status === null || !visible) return undefined;
    const timer = window.setTimeout(() => setVisible(false), CHOICE_HIDE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [status, visible]);

  const pick = useCallback((choice: MaritalStatus) => setStatus((current) => current ?? choice), []);
  return { status, choiceVisible: visible, pick };
}
