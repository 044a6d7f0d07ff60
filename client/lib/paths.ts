// The screens more than one feature links to (the route table is routes/index.tsx).
import type { LifeWheelArea } from '../../domain/schemas/lifewheel';

export const ASSESSMENT_INTRO_PATH = '/assessment/intro';

export function areaProjectsPath(area: Pick<LifeWheelArea, 'areaId'>): string {
  return `/area/${area.areaId}/projects`;
}
