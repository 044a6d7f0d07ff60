import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { areaStyle } from '../../../domain/content/life-areas';
import type { CycleComparison } from '../../../domain/schemas/cycles';
import { joinNames } from '../../lib/format';
import { CycleOutline, OverlayControls, WheelGrid, useOutlineSummary, type CycleScores } from './cycle-overlay';
import { VIEWBOX, areaSlice, iconPosition, labelPosition } from './wheel-geometry';
import { useAreaColor } from '../../lib/theme';

/** The "to" cycle's wedges with the "from" cycle's outline over them (switchable), and a text alternative of both. */
export function ComparisonWheel({ comparison }: { comparison: CycleComparison }) {
  const areaColor = useAreaColor();
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const descriptionId = useId();
  const [outlineShown, setOutlineShown] = useState(true);
  const areas = comparison.areas;
  const total = areas.length;
  const before: CycleScores = { number: comparison.from.number, scores: Object.fromEntries(areas.map((area) => [area.key, area.before])) };
  const outline = outlineShown ? before : null;
  const outlineSummary = useOutlineSummary(areas, outline);
  const afterSummary = joinNames(
    areas.map((area) =>
      area.after === null ? t('cycles.overlay.notAssessed', { area: area.areaName }) : t('cycles.overlay.scored', { area: area.areaName, score: area.after }),
    ),
    i18n.language,
  );

  return (
    <div className="wheel-chart-frame">
      <div className="wheel-chart">
        <svg className="wheel-chart__svg" viewBox={`0 0 ${VIEWBOX} ${VIEWBOX}`} role="img" aria-labelledby={`${titleId} ${descriptionId}`}>
          <title id={titleId}>{t('cycles.compare.wheelTitle', { from: comparison.from.number, to: comparison.to.number })}</title>
          <desc id={descriptionId}>{[`${t('cycles.number', { number: comparison.to.number })}: ${afterSummary}.`, outlineSummary].filter(Boolean).join(' ')}</desc>
          <WheelGrid total={total} />
          {areas.map((area, index) =>
            area.after === null || area.after === 0 ? null : (
              <polygon
                key={area.areaId}
                className="wheel-chart__slice"
                points={areaSlice(index, total, area.after)}
                fill={areaColor(areaStyle(area.key).color)}
                stroke={areaColor(areaStyle(area.key).color)}
                data-testid={`wheel-slice-${area.key}`}
              />
            ),
          )}
          {areas.map((area, index) => {
            if (area.after !== null) return null;
            const at = labelPosition(index, total);
            return (
              <text key={area.areaId} className="wheel-chart__pending" x={at.x} y={at.y} data-testid={`wheel-pending-${area.key}`}>
                {t('wheel.chart.notAssessedShort')}
              </text>
            );
          })}
          {outline ? <CycleOutline keys={areas.map((area) => area.key)} cycle={outline} /> : null}
        </svg>
        {areas.map((area, index) => {
          const position = iconPosition(index, total);
          const style = areaStyle(area.key);
          return (
            <span key={area.areaId} className="wheel-icon wheel-icon--inert" style={{ left: position.left, top: position.top, borderColor: areaColor(style.color) }} aria-hidden="true">
              <span className="wheel-icon__emoji">{style.emoji}</span>
            </span>
          );
        })}
      </div>
      <OverlayControls current={comparison.to.number} previous={comparison.from.number} shown={outlineShown} onToggle={setOutlineShown} />
    </div>
  );
}
