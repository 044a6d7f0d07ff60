// How a score shows when it has none, and the colour it takes (the score colour rule of domain/rules/scoring.ts).
import { scoreColor } from '../../domain/rules/scoring';

/** What shows for an area that has not been assessed. */
export const NOT_ASSESSED_MARK = '—';

export function scoreTone(score: number | null): 'red' | 'yellow' | 'green' | 'none' {
  return score === null ? 'none' : scoreColor(score);
}
