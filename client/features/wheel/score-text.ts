// How a score reads and which colour it takes (the score colour rule of domain/rules/scoring.ts).
import { scoreColor } from '../../../domain/rules/scoring';

/** What shows for an area that has not been assessed. */
export const NOT_ASSESSED_MARK = '—';

export function scoreTone(score: number | null): 'red' | 'yellow' | 'green' | 'none' {
  return score === null ? 'none' : scoreColor(score);
}

/** The names joined as the language joins a list ('A, B y C' / 'A, B, and C'). */
export function joinNames(names: readonly string[], language: string): string {
  return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(names);
}
