// How a life area is drawn on the project and goal screens: its emoji on its colour, and its name in the reader's language.
import { areaStyle, lifeAreas } from '../../../domain/content/life-areas';
import type { Language } from '../../i18n';
import './projects-area.css';

export function areaName(key: string, language: Language): string {
  return lifeAreas.find((area) => area.key === key)?.name[language] ?? key;
}

export function AreaAvatar({ areaKey, size = 'medium' }: { areaKey: string; size?: 'medium' | 'large' }) {
  const style = areaStyle(areaKey);
  return (
    <span className={`area-avatar area-avatar--${size}`} style={{ backgroundColor: `${style.color}1f`, borderColor: style.color }} aria-hidden="true">
      {style.emoji}
    </span>
  );
}
