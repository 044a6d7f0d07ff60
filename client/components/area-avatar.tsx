// A life area drawn as its emoji on a tint of its colour: decorative, the area's name is always written beside it.
import { areaStyle } from '../../domain/content/life-areas';
import './area-avatar.css';
import { useAreaColor } from '../lib/theme';

export function AreaAvatar({ areaKey, size = 'medium' }: { areaKey: string; size?: 'medium' | 'large' }) {
  const areaColor = useAreaColor();
  const style = areaStyle(areaKey);
  return (
    <span className={`area-avatar area-avatar--${size}`} style={{ backgroundColor: `color-mix(in srgb, ${areaColor(style.color)} 12%, var(--color-surface))`, borderColor: areaColor(style.color) }} aria-hidden="true">
      {style.emoji}
    </span>
  );
}
