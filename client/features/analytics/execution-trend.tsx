import { scaleBand, scaleLinear } from 'd3-scale';
import { useTranslation } from 'react-i18next';
import type { Analytics } from '../../../domain/schemas/analytics';
import { formatCalendarDate, formatNumber, formatPercent } from '../../lib/format';
import { ChartFigure } from './chart-figure';

const WIDTH = 320;
const HEIGHT = 190;
const MARGIN = { top: 22, right: 8, bottom: 24, left: 36 };
const MAX_STEP = 28;
/** Room for the first and the last week's dates side by side. */
const MIN_LABELLED_SPAN = 150;
/** A 0 % week's stub: a bar, unlike a week with nothing due, which has none. */
const ZERO_STUB = 3;

type Week = Analytics['weeks'][number];

/** How a week is drawn: no bar when nothing was due, a red stub at 0 %, then below or on the target. */
export function weekKind(score: number | null, target: number): 'none' | 'zero' | 'below' | 'met' {
  if (score === null) return 'none';
  if (score === 0) return 'zero';
  return score >= target ? 'met' : 'below';
}

/** What each mark of the weeks chart means, the target line with its figure. */
function WeeksLegend({ target }: { target: string }) {
  const { t } = useTranslation();
  return (
    <ul className="chart-legend" data-testid="weeks-legend">
      <li className="chart-legend__item">
        <span className="chart-legend__swatch chart-legend__swatch--met" aria-hidden="true" />
        {t('analytics.weeks.met')}
      </li>
      <li className="chart-legend__item">
        <span className="chart-legend__swatch chart-legend__swatch--below" aria-hidden="true" />
        {t('analytics.weeks.below')}
      </li>
      <li className="chart-legend__item">
        <span className="chart-legend__swatch chart-legend__swatch--zero" aria-hidden="true" />
        {t('analytics.weeks.zero', { zero: formatPercent(0) })}
      </li>
      <li className="chart-legend__item">
        <span className="chart-legend__mark" aria-hidden="true">
          –
        </span>
        {t('analytics.weeks.noneDue')}
      </li>
      <li className="chart-legend__item">
        <span className="chart-legend__swatch chart-legend__swatch--provisional" aria-hidden="true" />
        {t('analytics.weeks.inProgress')}
      </li>
      <li className="chart-legend__item">
        <span className="chart-legend__line" aria-hidden="true" />
        {t('analytics.weeks.target', { target })}
      </li>
    </ul>
  );
}

/** The weeks chart as a table, for screen readers and for reading the figures. */
function WeeksTable({ weeks }: { weeks: Analytics['weeks'] }) {
  const { t } = useTranslation();
  return (
    <table className="data-table">
      <caption className="visually-hidden">{t('analytics.tableOf', { title: t('analytics.weeks.title') })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('analytics.weeks.week')}</th>
          <th scope="col">{t('analytics.weeks.done')}</th>
          <th scope="col">{t('analytics.weeks.due')}</th>
          <th scope="col">{t('analytics.weeks.score')}</th>
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => {
          const date = formatCalendarDate(week.weekStart);
          return (
            <tr key={week.weekStart}>
              <th scope="row">{week.provisional ? t('analytics.weeks.current', { date }) : date}</th>
              <td>{formatNumber(week.done)}</td>
              <td>{formatNumber(week.due)}</td>
              <td>{week.score === null ? t('analytics.weeks.noneDue') : formatPercent(week.score)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * A bar per week (done / due, in percent): green from the target up, a red stub marked 0 for a 0 % week, a dash
 * for a week with nothing due, the current week outlined; the target as a dashed line. The legend names each mark.
 */
export function ExecutionTrend({ weeks, targetPercent }: { weeks: Analytics['weeks']; targetPercent: number }) {
  const { t } = useTranslation();
  // A few weeks keep bars of a bar's width, from the left, rather than one bar across the whole chart.
  const right = Math.min(WIDTH - MARGIN.right, MARGIN.left + weeks.length * MAX_STEP);
  const x = scaleBand<string>()
    .domain(weeks.map((week) => week.weekStart))
    .range([MARGIN.left, right])
    .paddingInner(0.2)
    .paddingOuter(0.1);
  const y = scaleLinear().domain([0, 100]).range([HEIGHT - MARGIN.bottom, MARGIN.top]);
  const target = formatPercent(targetPercent);
  const first = weeks[0];
  const last = weeks.at(-1);
  const middle = (week: Week) => (x(week.weekStart) ?? 0) + x.bandwidth() / 2;

  const bar = (week: Week) => {
    const kind = weekKind(week.score, targetPercent);
    if (kind === 'none') {
      return (
        <text key={week.weekStart} className="chart__mark chart__mark--none" x={middle(week)} y={y(0) - 3} textAnchor="middle" data-kind={kind}>
          –
        </text>
      );
    }
    const top = kind === 'zero' ? y(0) - ZERO_STUB : y(week.score ?? 0);
    return (
      <g key={week.weekStart} data-kind={kind}>
        <rect
          className={`chart__bar chart__bar--${kind}${week.provisional ? ' chart__bar--provisional' : ''}`}
          x={x(week.weekStart)}
          width={x.bandwidth()}
          y={top}
          height={y(0) - top}
          rx={Math.min(2, x.bandwidth() / 4)}
        />
        {kind === 'zero' ? (
          <text className="chart__mark chart__mark--zero" x={middle(week)} y={top - 3} textAnchor="middle">
            0
          </text>
        ) : null}
      </g>
    );
  };

  const chart = (
    <svg className="chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} focusable="false">
      <text className="chart__axis-title" x={0} y={10}>
        {t('analytics.weeks.axis')}
      </text>
      {[0, 50, 100].map((tick) => (
        <g key={tick}>
          <line className="chart__grid" x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(tick)} y2={y(tick)} />
          <text className="chart__tick" x={MARGIN.left - 6} y={y(tick)} dy="0.32em" textAnchor="end">
            {formatPercent(tick)}
          </text>
        </g>
      ))}
      {weeks.map(bar)}
      <line className="chart__target" x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(targetPercent)} y2={y(targetPercent)} />
      {first ? (
        <text className="chart__tick" x={MARGIN.left} y={HEIGHT - 6} textAnchor="start">
          {formatCalendarDate(first.weekStart)}
        </text>
      ) : null}
      {last && last !== first && right - MARGIN.left >= MIN_LABELLED_SPAN ? (
        <text className="chart__tick" x={right} y={HEIGHT - 6} textAnchor="end">
          {formatCalendarDate(last.weekStart)}
        </text>
      ) : null}
    </svg>
  );

  return (
    <ChartFigure
      title={t('analytics.weeks.title')}
      description={t('analytics.weeks.description', { target })}
      chart={chart}
      legend={<WeeksLegend target={target} />}
      table={<WeeksTable weeks={weeks} />}
    />
  );
}
