import type { CSSProperties } from 'react';
import { lifeAreas } from '../../../domain/content/life-areas';
import { currentLanguage } from '../../i18n';
import { useAreaColor } from '../../lib/theme';

/** The six areas around a hexagon, in their own colours. */
export function WheelVisual() {
  const areaColor = useAreaColor();
  const language = currentLanguage();
  return (
    <div className="visual visual--wheel">
      <ul className="visual-wheel">
        {lifeAreas.map((area) => (
          <li key={area.key} className="visual-wheel__area" style={{ '--area-color': areaColor(area.color) } as CSSProperties} title={area.name[language]}>
            <span aria-hidden="true">{area.emoji}</span>
          </li>
        ))}
      </ul>
      <span className="visual-wheel__center" aria-hidden="true">
        0–10
      </span>
    </div>
  );
}

/** Three focus areas picked out from the six. */
export function FocusVisual() {
  const areaColor = useAreaColor();
  const language = currentLanguage();
  return (
    <ul className="visual visual--chips">
      {lifeAreas.slice(2, 5).map((area) => (
        <li key={area.key} className="area-chip" style={{ '--area-color': areaColor(area.color) } as CSSProperties}>
          <span aria-hidden="true">{area.emoji}</span>
          {area.name[language]}
        </li>
      ))}
    </ul>
  );
}

export function GoalsVisual({ labels }: { labels: readonly string[] }) {
  return (
    <ul className="visual visual--goals">
      {labels.map((label) => (
        <li key={label} className="goal-chip">
          {label}
        </li>
      ))}
    </ul>
  );
}

export function ActionsVisual({ contexts }: { contexts: readonly string[] }) {
  return (
    <ul className="visual visual--contexts">
      {contexts.map((context) => (
        <li key={context} className="context-chip">
          <span className="tick" aria-hidden="true">
            ✓
          </span>
          {context}
        </li>
      ))}
    </ul>
  );
}
