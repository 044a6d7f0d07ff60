import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LifeWheel, LifeWheelArea } from '../../../domain/schemas/wheel';
import { areaTarget } from './area-target';
import { joinNames } from '../../lib/format';
import { CycleOutline, OverlayControls, WheelGrid, useOutlineSummary, usePreviousCycle } from './cycle-overlay';
import { VIEWBOX, areaSlice, iconPosition, labelPosition } from './wheel-geometry';
import { useAreaColor } from '../../lib/theme';

type LifeWheelChartProps = {
  wheel: LifeWheel;
  onActivate: (area: LifeWheelArea) => void;
  /** Reads the cycles and, when there is one before the active cycle, offers its scores as an outline (issue 19). */
  showHistory?: boolean;
};

/**
 * The hexagonal life wheel: each area's wedge reaches the ring of its score, in the area's colour, and that is
 * the only mark of the score. An area not assessed yet says so in words inside its empty wedge; a focus area
 * wears a large star on its icon, explained in a legend. The SVG is one image whose text alternative lists
 * every score and focus; the icons around it repeat the score grid's links for pointer users, so they stay out
 * of the tab order and the accessibility tree. With showHistory, the previous cycle's wedges can be drawn as a
 * dashed outline over the current ones, with a legend and a switch.
 */
export function LifeWheelChart({ wheel, onActivate, showHistory = false }: LifeWheelChartProps) {
  const areaColor = useAreaColor();
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const descriptionId = useId();
  const areas = wheel.lifeAreas;
  const total = areas.length;
  const summary = joinNames(
    areas.map((area) => {
      const score = area.score === null ? t('wheel.chart.notAssessed', { area: area.areaName }) : t('wheel.chart.scored', { area: area.areaName, score: area.score });
      return area.isFocus ? t('wheel.chart.focus', { area: score }) : score;
    }),
    i18n.language,
  );
  const anyFocus = areas.some((area) => area.isFocus);
  const previous = usePreviousCycle(showHistory);
  const [overlayShown, setOverlayShown] = useState(true);
  const outline = previous && overlayShown ? previous : null;
  const outlineSummary = useOutlineSummary(areas, outline);

  return (
    <div className="wheel-chart-frame">
      <div className="wheel-chart">
        <svg className="wheel-chart__svg" viewBox={`0 0 ${VIEWBOX} ${VIEWBOX}`} role="img" aria-labelledby={`${titleId} ${descriptionId}`}>
          <title id={titleId}>{t('wheel.chart.title')}</title>
          <desc id={descriptionId}>{[t('wheel.chart.summary', { list: summary }), outlineSummary].filter(Boolean).join(' ')}</desc>
          <WheelGrid total={total} />
          {areas.map((area, index) =>
            area.score === null || area.score === 0 ? null : (
              <polygon
                key={area.id}
                className="wheel-chart__slice"
                points={areaSlice(index, total, area.score)}
                fill={areaColor(area.color)}
                stroke={areaColor(area.color)}
                data-testid={`wheel-slice-${area.key}`}
              />
            ),
          )}
          {areas.map((area, index) => {
            if (area.score !== null) return null;
            const at = labelPosition(index, total);
            return (
              <text key={area.id} className="wheel-chart__pending" x={at.x} y={at.y} data-testid={`wheel-pending-${area.key}`}>
                {t('wheel.chart.notAssessedShort')}
              </text>
            );
          })}
          {outline ? <CycleOutline keys={areas.map((area) => area.key)} cycle={outline} /> : null}
        </svg>
        {areas.map((area, index) => (
          <WheelIcon key={area.id} area={area} wheel={wheel} position={iconPosition(index, total)} onActivate={onActivate} />
        ))}
      </div>
      {anyFocus ? (
        <p className="wheel-chart__legend" data-testid="wheel-legend">
          <span className="wheel-focus-mark" aria-hidden="true">
            ★
          </span>
          {t('wheel.chart.focusLegend')}
        </p>
      ) : null}
      {previous ? <OverlayControls current={wheel.cycle.number} previous={previous.number} shown={overlayShown} onToggle={setOverlayShown} /> : null}
    </div>
  );
}

function WheelIcon({ area, wheel, position, onActivate }: { area: LifeWheelArea; wheel: LifeWheel; position: { left: string; top: string }; onActivate: (area: LifeWheelArea) => void }) {
  const areaColor = useAreaColor();
  const target = areaTarget(area, wheel);
  const inert = target.kind === 'finished' || target.kind === 'locked';
  const content = (
    <>
      <span className="wheel-icon__emoji">{area.emoji}</span>
      {target.kind === 'finished' ? (
        <span className="wheel-icon__badge wheel-icon__badge--done">✓</span>
      ) : area.score === null ? null : (
        <span className="wheel-icon__badge" style={{ borderColor: areaColor(area.color) }}>
          {area.score}
        </span>
      )}
      {area.isFocus ? <span className="wheel-icon__focus wheel-focus-mark">★</span> : null}
    </>
  );
  const style = { left: position.left, top: position.top, borderColor: areaColor(area.color) };
  const className = `wheel-icon${area.score === null ? ' wheel-icon--pending' : ''}${area.isFocus ? ' wheel-icon--focus' : ''}`;
  if (inert) {
    return (
      <span className={`${className} wheel-icon--inert`} style={style} aria-hidden="true" data-testid={`wheel-icon-${area.key}`}>
        {content}
      </span>
    );
  }
  return (
    <button type="button" className={className} style={style} tabIndex={-1} aria-hidden="true" data-testid={`wheel-icon-${area.key}`} onClick={() => onActivate(area)}>
      {content}
    </button>
  );
}
