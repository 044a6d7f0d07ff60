// A life area's name in the reader's language, on the project and goal screens.
import { lifeAreas } from '../../../domain/content/life-areas';
import type { Lang } from '../../../domain/messages/format';
import './projects-area.css';

export function areaName(key: string, language: Lang): string {
  return lifeAreas.find((area) => area.key === key)?.name[language] ?? key;
}
