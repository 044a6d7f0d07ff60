// Which projects the focus selection of a new cycle may carry (docs/decisions/2026-11-24-cycles.md): ACTIVE
// projects of the previous cycle whose life area is chosen again. The server checks it against the cycle rows;
// the client only knows which wheel rows are the current cycle's, and this is enough: a closed cycle's project
// stays ACTIVE only until the next focus selection, so an ACTIVE project outside the current rows is the
// previous cycle's.
import type { ProjectStatus } from './projects';

export type CarryProject = { id: string; status: ProjectStatus; lifeWheelAreaId: string; areaId: string };

/** The ACTIVE projects on wheel rows that are not the current cycle's (`currentRowIds`): the carry candidates. */
export function previousCycleProjects<T extends CarryProject>(projects: readonly T[], currentRowIds: readonly string[]): T[] {
  const current = new Set(currentRowIds);
  return projects.filter((project) => project.status === 'ACTIVE' && !current.has(project.lifeWheelAreaId));
}

/** Of the candidates, those whose life area is among `chosenAreaIds` (life-area ids): the ones that may be carried. */
export function carryable<T extends CarryProject>(candidates: readonly T[], chosenAreaIds: Iterable<string>): T[] {
  const chosen = new Set(chosenAreaIds);
  return candidates.filter((project) => chosen.has(project.areaId));
}

/** Of the candidates, those whose life area is not among `chosenAreaIds`: they stay behind as SOMEDAY, named in the dialog. */
export function leftBehind<T extends CarryProject>(candidates: readonly T[], chosenAreaIds: Iterable<string>): T[] {
  const chosen = new Set(chosenAreaIds);
  return candidates.filter((project) => !chosen.has(project.areaId));
}

/**
 * Whether a project is parked in a closed cycle, and so may be brought back into the current one: SOMEDAY on a wheel
 * row that is not the current cycle's (the server checks the cycle rows again).
 */
export function isParkedInClosedCycle(project: CarryProject, currentRowIds: readonly string[]): boolean {
  return project.status === 'SOMEDAY' && !currentRowIds.includes(project.lifeWheelAreaId);
}
