// Scores as DECISIONS.md defines them.

/** An area's score: the YES answers of the set answered, scaled to 0..10 and rounded. */
export function areaScore(yesCount: number, questionCount: number): number {
  if (questionCount <= 0) throw new RangeError('an answered set has at least one question');
  return Math.round((10 * yesCount) / questionCount);
}

/** The global life score: the mean of the assessed areas' scores to one decimal; null while none is assessed. */
export function globalScore(scores: readonly (number | null)[]): number | null {
  const assessed = scores.filter((score): score is number => score !== null);
  if (assessed.length === 0) return null;
  return roundToTenth(assessed.reduce((sum, score) => sum + score, 0) / assessed.length);
}

/** Scores and their changes are shown to one decimal. */
export function roundToTenth(value: number): number {
  return Math.round(value * 10) / 10;
}

/** The score colour rule: red below 5, yellow below 8, green from 8. */
export function scoreColor(score: number): 'red' | 'yellow' | 'green' {
  if (score < 5) return 'red';
  if (score < 8) return 'yellow';
  return 'green';
}
