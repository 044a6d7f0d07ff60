// Another cycle's scores drawn as an outline over the wheel (issue 19): the grid both wheels share, the outline,
// its legend and the switch that shows or hides it.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LifeAreaKey } from '../../../domain/content/life-areas';
import type { CycleList } from '../../../domain/schemas/cycles';
import { joinNames } from '../../lib/format';
import { useCycles } from './cycles-query';
import { CENTER, RADIUS, RING_LEVELS, axisAngle, pointAt, ring, wheelOutline } from './wheel-geometry';

/** A cycle's scores by area, for the outline. */
export type CycleScores = { number: number; scores: Partial<Record<LifeAreaKey, number | null>> };

/** The hexagon's background, its score rings and its spokes. */
export function WheelGrid({ total }: { total: number }) {
  return (
    <>
      <polygon className="wheel-chart__base" points={ring(10, total)} />
      {RING_LEVELS.map((level) => (
        <polygon key={level} className="wheel-chart__ring" points={ring(level, total)} />
      ))}
      {Array.from({ length: total }, (_, index) => {
        const end = pointAt(axisAngle(index, total), RADIUS);
        return <line key={index} className="wheel-chart__spoke" x1={CENTER} y1={CENTER} x2={end.x} y2={end.y} />;
      })}
    </>
  );
}

/** The other cycle's wedges as one dashed line, over the current wedges. */
export function CycleOutline({ keys, cycle }: { keys: readonly LifeAreaKey[]; cycle: CycleScores }) {
  return <polygon className="wheel-chart__previous" points={wheelOutline(keys.map((key) => cycle.scores[key] ?? null))} data-testid="wheel-previous" />;
}

/** The words for the outline in the chart's text alternative. */
export function useOutlineSummary(areas: readonly { key: LifeAreaKey; areaName: string }[], cycle: CycleScores | null): string {
  const { t, i18n } = useTranslation();
  if (!cycle) return '';
  const list = joinNames(
    areas.map((area) => {
      const score = cycle.scores[area.key] ?? null;
      return score === null ? t('cycles.overlay.notAssessed', { area: area.areaName }) : t('cycles.overlay.scored', { area: area.areaName, score });
    }),
    i18n.language,
  );
  return t('cycles.overlay.summary', { number: cycle.number, list });
}

type OverlayControlsProps = { current: number; previous: number; shown: boolean; onToggle: (shown: boolean) => void };

/** The legend (solid wedges: this cycle; dashed line: the other) and the switch for the outline. */
export function OverlayControls({ current, previous, shown, onToggle }: OverlayControlsProps) {
  const { t } = useTranslation();
  const toggleId = useId();
  return (
    <div className="wheel-overlay">
      <ul className="wheel-overlay__legend" aria-label={t('cycles.overlay.legendTitle')} data-testid="cycle-legend">
        <li>
          <span className="wheel-overlay__swatch wheel-overlay__swatch--current" aria-hidden="true" />
          {t('cycles.overlay.legendCurrent', { number: current })}
        </li>
        {shown ? (
          <li>
            <span className="wheel-overlay__swatch wheel-overlay__swatch--previous" aria-hidden="true" />
            {t('cycles.overlay.legendPrevious', { number: previous })}
          </li>
        ) : null}
      </ul>
      <label className="wheel-overlay__toggle" htmlFor={toggleId}>
        <input id={toggleId} type="checkbox" role="switch" checked={shown} onChange={(event) => onToggle(event.target.checked)} />
        {t('cycles.overlay.toggle')}
      </label>
    </div>
  );
}

/** The cycle before the ACTIVE one, with its scores; null when there is none or nothing of it was assessed. */
export function previousCycle(list: CycleList): CycleScores | null {
  const active = list.cycles.findIndex((cycle) => cycle.status === 'ACTIVE');
  const previous = active > 0 ? list.cycles[active - 1] : undefined;
  if (!previous || previous.areas.every((area) => area.score === null)) return null;
  return { number: previous.number, scores: Object.fromEntries(previous.areas.map((area) => [area.key, area.score])) };
}

/** The previous cycle for the wheel on /home, read from cycles.list when `enabled`; null while loading or on failure. */
export function usePreviousCycle(enabled: boolean): CycleScores | null {
  const cycles = useCycles(enabled);
  return enabled && cycles.data ? previousCycle(cycles.data) : null;
}
