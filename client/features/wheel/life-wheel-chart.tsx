import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LifeWheel, LifeWheelArea } from '../../../domain/schemas/lifewheel';
import { areaTarget } from './area-target';
import { NOT_ASSESSED_MARK, joinNames } from './score-text';
import { CENTER, RADIUS, RING_LEVELS, VIEWBOX, areaSlice, axisAngle, iconPosition, pointAt, radar, ring } from './wheel-geometry';

type LifeWheelChartProps = { wheel: LifeWheel; onActivate: (area: LifeWheelArea) => void };

/**
 * The hexagonal life wheel: each area's slice grows with its score, in the area's colour, under a radar
 * outline. The SVG is one image whose text alternative lists every score; the icons around it repeat the
 * score grid's links for pointer users, so they stay out of the tab order and the accessibility tree.
 */
export function LifeWheelChart({ wheel, onActivate }: LifeWheelChartProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const descriptionId = useId();
  const areas = wheel.lifeAreas;
  const total = areas.length;
  const summary = joinNames(
    areas.map((area) =>
      area.score === null ? t('home.chart.notAssessed', { area: area.areaName }) : t('home.chart.scored', { area: area.areaName, score: area.score }),
    ),
    i18n.language,
  );
  // The outline joins every score, so it waits for the last area: a missing one would pull it to the centre.
  const allAssessed = areas.every((area) => area.score !== null);

  return (
    <div className="wheel-chart">
      <svg className="wheel-chart__svg" viewBox={`0 0 ${VIEWBOX} ${VIEWBOX}`} role="img" aria-labelledby={`${titleId} ${descriptionId}`}>
        <title id={titleId}>{t('home.chart.title')}</title>
        <desc id={descriptionId}>{t('home.chart.summary', { list: summary })}</desc>
        <polygon className="wheel-chart__base" points={ring(10, total)} />
        {RING_LEVELS.map((level) => (
          <polygon key={level} className="wheel-chart__ring" points={ring(level, total)} />
        ))}
        {areas.map((area, index) => {
          const end = pointAt(axisAngle(index, total), RADIUS);
          return <line key={area.id} className="wheel-chart__spoke" x1={CENTER} y1={CENTER} x2={end.x} y2={end.y} />;
        })}
        {areas.map((area, index) =>
          area.score === null || area.score === 0 ? null : (
            <polygon key={area.id} className="wheel-chart__slice" points={areaSlice(index, total, area.score)} fill={area.color} data-testid={`wheel-slice-${area.key}`} />
          ),
        )}
        {allAssessed ? <polygon className="wheel-chart__radar" points={radar(areas.map((area) => area.score))} /> : null}
        {areas.map((area, index) => {
          if (area.score === null) return null;
          const dot = pointAt(axisAngle(index, total), (RADIUS * area.score) / 10);
          return <circle key={area.id} className="wheel-chart__dot" cx={dot.x} cy={dot.y} r="4.5" fill={area.color} />;
        })}
      </svg>
      {areas.map((area, index) => (
        <WheelIcon key={area.id} area={area} wheel={wheel} position={iconPosition(index, total)} onActivate={onActivate} />
      ))}
    </div>
  );
}

function WheelIcon({ area, wheel, position, onActivate }: { area: LifeWheelArea; wheel: LifeWheel; position: { left: string; top: string }; onActivate: (area: LifeWheelArea) => void }) {
  const target = areaTarget(area, wheel);
  const inert = target.kind === 'finished' || target.kind === 'locked';
  const content = (
    <>
      <span className="wheel-icon__emoji">{area.emoji}</span>
      {target.kind === 'finished' ? (
        <span className="wheel-icon__badge wheel-icon__badge--done">✓</span>
      ) : (
        <span className="wheel-icon__badge" style={{ borderColor: area.color }}>
          {area.score ?? NOT_ASSESSED_MARK}
        </span>
      )}
      {area.isFocus ? <span className="wheel-icon__focus">★</span> : null}
    </>
  );
  const style = { left: position.left, top: position.top, borderColor: area.color };
  if (inert) {
    return (
      <span className="wheel-icon wheel-icon--inert" style={style} aria-hidden="true" data-testid={`wheel-icon-${area.key}`}>
        {content}
      </span>
    );
  }
  return (
    <button type="button" className="wheel-icon" style={style} tabIndex={-1} aria-hidden="true" data-testid={`wheel-icon-${area.key}`} onClick={() => onActivate(area)}>
      {content}
    </button>
  );
}
