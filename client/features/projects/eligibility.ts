// Which wheel areas can take a new project, from the wheel the server reports and the shared rule, and where
// the create screens send a user who cannot create one (SPEC.md 'Project create').
import { countsTowardAreaLimit, projectEligibilityError, type ProjectEligibilityError } from '../../../domain/rules/projects';
import type { LifeWheel, LifeWheelArea } from '../../../domain/schemas/wheel';
import { areaProjectsPath, ASSESSMENT_INTRO_PATH } from '../../lib/paths';

export type AreaOption = { area: LifeWheelArea; openProjects: number; problem: ProjectEligibilityError | null };

/** The area's projects that count against its limit of 2 (every status but CANCELLED). */
export function openProjectsOf(area: Pick<LifeWheelArea, 'projects'>): number {
  return area.projects.filter((project) => countsTowardAreaLimit(project.status)).length;
}

export function areaOption(wheel: LifeWheel, area: LifeWheelArea): AreaOption {
  const openProjects = openProjectsOf(area);
  const problem = projectEligibilityError({ wheelAreas: wheel.lifeAreas, focusSelected: wheel.focusSelectedAt !== null, area, openProjects });
  return { area, openProjects, problem };
}

/** The wheel row of a reference area id (the {areaId} of the routes). */
export function wheelAreaOf(wheel: LifeWheel, areaId: string): LifeWheelArea | undefined {
  return wheel.lifeAreas.find((area) => area.areaId === areaId);
}

/** The areas step 1 offers: the focus areas, in wheel order, each with what stops a new project there. */
export function focusAreaOptions(wheel: LifeWheel): AreaOption[] {
  return wheel.lifeAreas.filter((area) => area.isFocus).map((area) => areaOption(wheel, area));
}

/**
 * Where a user who cannot create a project goes: an incomplete assessment to /assessment/intro; a missing
 * focus selection or an area that is not selectable to /home; a full area back to its own projects, whose
 * n/2 count says why. null when the area can take a project.
 */
export function redirectFor(problem: ProjectEligibilityError | null, areaId?: string): string | null {
  switch (problem) {
    case null:
      return null;
    case 'ASSESSMENT_INCOMPLETE':
      return ASSESSMENT_INTRO_PATH;
    case 'AREA_PROJECT_LIMIT':
      return areaId ? areaProjectsPath({ areaId }) : '/projects';
    default:
      return '/home';
  }
}

/** The problem of the whole wheel (before any area is looked at), or null. */
export function wheelProblem(wheel: LifeWheel): 'ASSESSMENT_INCOMPLETE' | 'FOCUS_NOT_SELECTED' | null {
  const first = wheel.lifeAreas[0];
  if (!first) return 'ASSESSMENT_INCOMPLETE';
  const { problem } = areaOption(wheel, first);
  return problem === 'ASSESSMENT_INCOMPLETE' || problem === 'FOCUS_NOT_SELECTED' ? problem : null;
}
