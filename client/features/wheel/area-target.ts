// What touching an area of the wheel does (SPEC.md section 2 'Home', section 4 'Life wheel area'), decided
// from the server's wheel: the client never computes blocking itself.
import { isFinished } from '../../../domain/rules/wheel';
import type { LifeWheel, LifeWheelArea } from '../../../domain/schemas/wheel';
import { areaProjectsPath, ASSESSMENT_INTRO_PATH } from '../../lib/paths';

/**
 * - finished: score 10, not navigable (green tick).
 * - assess: the assessment is incomplete, so every other area leads to the intro.
 * - chooseFocus: complete but no focus saved yet; the areas stay blocked until the focus modal is confirmed.
 * - locked: the server keeps the area blocked.
 * - projects: the area's projects.
 */
export type AreaTarget =
  | { kind: 'finished' }
  | { kind: 'assess'; to: string }
  | { kind: 'chooseFocus' }
  | { kind: 'locked' }
  | { kind: 'projects'; to: string };

export function areaTarget(area: Pick<LifeWheelArea, 'areaId' | 'score' | 'isBlocked'>, wheel: Pick<LifeWheel, 'isComplete' | 'focusSelectedAt'>): AreaTarget {
  if (isFinished(area.score)) return { kind: 'finished' };
  if (!wheel.isComplete) return { kind: 'assess', to: ASSESSMENT_INTRO_PATH };
  if (wheel.focusSelectedAt === null) return { kind: 'chooseFocus' };
  if (area.isBlocked) return { kind: 'locked' };
  return { kind: 'projects', to: areaProjectsPath(area) };
}
