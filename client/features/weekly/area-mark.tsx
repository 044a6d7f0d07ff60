// An action's life area on the weekly screens: its emoji on a tint of its colour.
import { areaStyle } from '../../../domain/content/life-areas';

export function AreaMark({ areaKey }: { areaKey: string }) {
  const style = areaStyle(areaKey);
  return (
    <span className="area-mark" style={{ backgroundColor: `${style.color}1f`, borderColor: style.color }} aria-hidden="true">
      {style.emoji}
    </span>
  );
}
