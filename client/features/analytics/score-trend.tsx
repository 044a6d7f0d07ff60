import { scaleLinear, scalePoint } from 'd3-scale';
import { line } from 'd3-shape';
import { useTranslation } from 'react-i18next';
import { areaStyle } from '../../../domain/content/life-areas';
import type { Analytics } from '../../../domain/schemas/analytics';
import { AreaAvatar } from '../../components/area-avatar';
import { formatNumber, formatScore } from '../../lib/format';
import { ChartFigure } from './chart-figure';

const WIDTH = 320;
const HEIGHT = 200;
const MARGIN = { top: 12, right: 16, bottom: 28, left: 28 };

type Cycle = Analytics['cycles'][number];
type Point = { cycle: number; score: number | null };

/** One line per life area across the cycles (0-10), in the area's colour; a gap where an area was not assessed. */
export function ScoreTrend({ cycles }: { cycles: Analytics['cycles'] }) {
  const { t } = useTranslation();
  const x = scalePoint<number>()
    .domain(cycles.map((cycle) => cycle.number))
    .range([MARGIN.left, WIDTH - MARGIN.right])
    .padding(0.5);
  const y = scaleLinear().domain([0, 10]).range([HEIGHT - MARGIN.bottom, MARGIN.top]);
  const path = line<Point>()
    .defined((point) => point.score !== null)
    .x((point) => x(point.cycle) ?? 0)
    .y((point) => y(point.score ?? 0));
  const areas = cycles[0]?.areas ?? [];
  const series = areas.map((area) => ({
    key: area.key,
    name: area.areaName,
    points: cycles.map((cycle): Point => ({ cycle: cycle.number, score: cycle.areas.find((item) => item.key === area.key)?.score ?? null })),
  }));
  const score = (value: number | null | undefined) => (value === null || value === undefined ? t('analytics.scores.notAssessed') : formatNumber(value));

  const chart = (
    <svg className="chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} focusable="false">
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
      {series.map(({ key, points }) => {
        const { color } = areaStyle(key);
        return (
          <g key={key}>
            <path d={path(points) ?? undefined} fill="none" stroke={color} strokeWidth={2} />
            {points.map((point) =>
              point.score === null ? null : <circle key={point.cycle} cx={x(point.cycle)} cy={y(point.score)} r={3.5} fill={color} />,
            )}
          </g>
        );
      })}
    </svg>
  );

  const legend = (
    <ul className="chart-legend">
      {series.map(({ key, name }) => (
        <li key={key} className="chart-legend__item">
          <AreaAvatar areaKey={key} />
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
        {series.map(({ key, name }) => (
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
