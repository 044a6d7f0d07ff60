import { scaleLinear, scalePoint } from 'd3-scale';
import { line } from 'd3-shape';
import { useTranslation } from 'react-i18next';
import { areaStyle } from '../../../domain/content/life-areas';
import type { Analytics } from '../../../domain/schemas/analytics';
import { AreaAvatar } from '../../components/area-avatar';
import { formatNumber, formatScore } from '../../lib/format';
import { ChartFigure } from './chart-figure';
import { useAreaColor } from '../../lib/theme';

const WIDTH = 320;
const HEIGHT = 210;
const MARGIN = { top: 22, right: 16, bottom: 28, left: 28 };
/** How far apart equal scores of one cycle are drawn: side by side (at most this far, less when cycles are close), and a little apart so their lines never merge. */
const DODGE_X = 11;
const DODGE_Y = 2.5;
const MARK_RADIUS = 4;
export const GLOBAL_KEY = 'GLOBAL';
/** The global score's colour: the text's, so it reads as the sum of the coloured areas rather than a seventh one. */
const GLOBAL_COLOR = 'var(--color-text)';

type Cycle = Analytics['cycles'][number];
type Point = { cycle: number; score: number | null; dx: number; dy: number };
type Series = { key: string; name: string; color: string; values: (number | null)[] };

/** Scores closer than this (in points) would draw overlapping marks: the global score 5,2 beside an area at 5. */
const NEAR = 0.45;

/**
 * Where each series' mark sits in each cycle: on its score, except that series with equal (or nearly equal) scores
 * in a cycle are spread around them in series order, side by side and a little apart, so six equal areas are six
 * marks and six parallel lines, never one. `dx` is in steps (the caller sizes a step), `dy` in chart units.
 */
export function dodge(series: readonly Series[], cycleCount: number): { dx: number; dy: number }[][] {
  const offsets = series.map(() => Array.from({ length: cycleCount }, () => ({ dx: 0, dy: 0 })));
  for (let cycle = 0; cycle < cycleCount; cycle += 1) {
    const scored = series
      .map((item, index) => ({ index, value: item.values[cycle] ?? null }))
      .filter((entry): entry is { index: number; value: number } => entry.value !== null)
      .sort((a, b) => a.value - b.value || a.index - b.index);
    const clusters: number[][] = [];
    scored.forEach((entry, at) => {
      const previous = scored[at - 1];
      const open = clusters.at(-1);
      if (open && previous && entry.value - previous.value < NEAR) open.push(entry.index);
      else clusters.push([entry.index]);
    });
    for (const members of clusters) {
      [...members].sort((a, b) => a - b).forEach((index, rank) => {
        const step = rank - (members.length - 1) / 2;
        const offset = offsets[index]?.[cycle];
        if (offset) Object.assign(offset, { dx: step, dy: step * DODGE_Y });
      });
    }
  }
  return offsets;
}

/**
 * One line per life area across the cycles (0-10), in the area's colour, and the global score as a dark dashed
 * line with square marks; a gap where an area was not assessed. Equal scores are spread apart (see dodge).
 */
export function ScoreTrend({ cycles }: { cycles: Analytics['cycles'] }) {
  const areaColor = useAreaColor();
  const { t } = useTranslation();
  const x = scalePoint<number>()
    .domain(cycles.map((cycle) => cycle.number))
    .range([MARGIN.left, WIDTH - MARGIN.right])
    .padding(0.5);
  const y = scaleLinear().domain([0, 10]).range([HEIGHT - MARGIN.bottom, MARGIN.top]);
  const areas = cycles[0]?.areas ?? [];
  const series: Series[] = [
    ...areas.map((area) => ({
      key: area.key,
      name: area.areaName,
      color: areaColor(areaStyle(area.key).color),
      values: cycles.map((cycle) => cycle.areas.find((item) => item.key === area.key)?.score ?? null),
    })),
    { key: GLOBAL_KEY, name: t('analytics.scores.global'), color: GLOBAL_COLOR, values: cycles.map((cycle) => cycle.globalScore) },
  ];
  const offsets = dodge(series, cycles.length);
  // Seven marks side by side stay within their cycle's column.
  const stepX = Math.min(DODGE_X, x.step() / (series.length + 1));
  const path = line<Point>()
    .defined((point) => point.score !== null)
    .x((point) => (x(point.cycle) ?? 0) + point.dx * stepX)
    .y((point) => y(point.score ?? 0) + point.dy);
  const score = (value: number | null | undefined) => (value === null || value === undefined ? t('analytics.scores.notAssessed') : formatNumber(value));

  const chart = (
    <svg className="chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} focusable="false">
      <text className="chart__axis-title" x={0} y={10}>
        {t('analytics.scores.axis')}
      </text>
      {y.ticks(5).map((tick) => (
        <g key={tick}>
          <line className="chart__grid" x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(tick)} y2={y(tick)} />
          <text className="chart__tick" x={MARGIN.left - 6} y={y(tick)} dy="0.32em" textAnchor="end">
            {formatNumber(tick)}
          </text>
        </g>
      ))}
      {cycles.map((cycle) => (
        <text key={cycle.id} className="chart__tick" x={x(cycle.number)} y={HEIGHT - 8} textAnchor="middle">
          {t('analytics.scores.cycle', { number: cycle.number })}
        </text>
      ))}
      {series.map(({ key, name, color, values }, index) => {
        const global = key === GLOBAL_KEY;
        const points = cycles.map((cycle, at): Point => ({ cycle: cycle.number, score: values[at] ?? null, ...(offsets[index]?.[at] ?? { dx: 0, dy: 0 }) }));
        return (
          <g key={key} style={{ color }} data-testid={`score-series-${key}`}>
            <path d={path(points) ?? undefined} fill="none" stroke="currentColor" strokeWidth={global ? 2.5 : 2} strokeDasharray={global ? '6 3' : undefined} />
            {points.map((point) => {
              if (point.score === null) return null;
              const cx = (x(point.cycle) ?? 0) + point.dx * stepX;
              const cy = y(point.score) + point.dy;
              const label = `${name}: ${global ? formatScore(point.score) : formatNumber(point.score)}`;
              return global ? (
                <rect key={point.cycle} className="chart__dot" x={cx - MARK_RADIUS} y={cy - MARK_RADIUS} width={2 * MARK_RADIUS} height={2 * MARK_RADIUS} fill="currentColor" data-testid="score-mark">
                  <title>{label}</title>
                </rect>
              ) : (
                <circle key={point.cycle} className="chart__dot" cx={cx} cy={cy} r={MARK_RADIUS} fill="currentColor" data-testid="score-mark">
                  <title>{label}</title>
                </circle>
              );
            })}
          </g>
        );
      })}
    </svg>
  );

  const legend = (
    <ul className="chart-legend" data-testid="scores-legend">
      {series.map(({ key, name, color }) => (
        <li key={key} className="chart-legend__item" data-key={key}>
          <span className={`chart-legend__series${key === GLOBAL_KEY ? ' chart-legend__series--global' : ''}`} style={{ color }} aria-hidden="true" />
          {key === GLOBAL_KEY ? null : <AreaAvatar areaKey={key} />}
          {name}
        </li>
      ))}
    </ul>
  );

  const table = (
    <table className="data-table">
      <caption className="visually-hidden">{t('analytics.tableOf', { title: t('analytics.scores.title') })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('analytics.scores.area')}</th>
          {cycles.map((cycle) => (
            <th key={cycle.id} scope="col">
              {t('analytics.scores.cycle', { number: cycle.number })}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {series.filter(({ key }) => key !== GLOBAL_KEY).map(({ key, name }) => (
          <tr key={key}>
            <th scope="row">{name}</th>
            {cycles.map((cycle: Cycle) => (
              <td key={cycle.id}>{score(cycle.areas.find((item) => item.key === key)?.score)}</td>
            ))}
          </tr>
        ))}
        <tr>
          <th scope="row">{t('analytics.scores.global')}</th>
          {cycles.map((cycle) => (
            <td key={cycle.id}>{cycle.globalScore === null ? t('analytics.scores.notAssessed') : formatScore(cycle.globalScore)}</td>
          ))}
        </tr>
      </tbody>
    </table>
  );

  return <ChartFigure title={t('analytics.scores.title')} description={t('analytics.scores.description')} chart={chart} legend={legend} table={table} />;
}
