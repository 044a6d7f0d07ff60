import { scaleQuantize } from 'd3-scale';
import { useTranslation } from 'react-i18next';
import { addDays, dateToUtc, daysBetween } from '../../../domain/rules/dates';
import type { Analytics } from '../../../domain/schemas/analytics';
import { formatCalendarDate, formatNumber, formatWeekdayNarrow } from '../../lib/format';
import { ChartFigure } from './chart-figure';

const CELL = 16;
const GAP = 3;
const LABEL = 16;
/** Shades of the primary colour from one completion to the busiest day; a day without any is grey (client/styles.css, per theme). */
const SHADES = ['var(--color-heat-1)', 'var(--color-heat-2)', 'var(--color-heat-3)', 'var(--color-heat-4)'] as const;
const EMPTY = 'var(--color-heat-0)';

/** Monday = 0 … Sunday = 6. */
const weekdayIndex = (date: string) => (dateToUtc(date).getUTCDay() + 6) % 7;

/** The current cycle's days as a calendar grid (a column per week, Monday on top), darker with more completions. */
export function CompletionHeatmap({ completions }: { completions: Analytics['completions'] }) {
  const { t } = useTranslation();
  const first = completions[0]?.date;
  if (!first) return null;
  const firstMonday = addDays(first, -weekdayIndex(first));
  const max = Math.max(1, ...completions.map((day) => day.completed));
  const shade = scaleQuantize<string>().domain([1, max + 1]).range(SHADES.slice(0, Math.min(SHADES.length, max)));
  const columns = Math.floor(daysBetween(firstMonday, completions.at(-1)?.date ?? first) / 7) + 1;
  const width = LABEL + columns * (CELL + GAP);
  const height = 7 * (CELL + GAP);

  const chart = (
    <svg className="chart chart--heatmap" viewBox={`0 0 ${width} ${height}`} style={{ maxWidth: `${width * 1.25}px` }} focusable="false">
      {[0, 2, 4, 6].map((row) => (
        <text key={row} className="chart__tick" x={0} y={row * (CELL + GAP) + CELL / 2} dy="0.32em">
          {formatWeekdayNarrow(addDays(firstMonday, row))}
        </text>
      ))}
      {completions.map((day) => {
        const column = Math.floor(daysBetween(firstMonday, day.date) / 7);
        return (
          <rect
            key={day.date}
            x={LABEL + column * (CELL + GAP)}
            y={weekdayIndex(day.date) * (CELL + GAP)}
            width={CELL}
            height={CELL}
            rx={3}
            style={{ fill: day.completed === 0 ? EMPTY : shade(day.completed) }}
          />
        );
      })}
    </svg>
  );

  const legend = (
    <p className="heatmap-legend">
      <span>{t('analytics.heatmap.less')}</span>
      {[EMPTY, ...SHADES].map((color) => (
        <span key={color} className="heatmap-legend__cell" style={{ backgroundColor: color }} aria-hidden="true" />
      ))}
      <span>{t('analytics.heatmap.more')}</span>
    </p>
  );

  const table = (
    <table className="data-table">
      <caption className="visually-hidden">{t('analytics.tableOf', { title: t('analytics.heatmap.title') })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('analytics.heatmap.date')}</th>
          <th scope="col">{t('analytics.heatmap.completed')}</th>
        </tr>
      </thead>
      <tbody>
        {completions.map((day) => (
          <tr key={day.date}>
            <th scope="row">{formatCalendarDate(day.date)}</th>
            <td>{formatNumber(day.completed)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );

  return <ChartFigure title={t('analytics.heatmap.title')} description={t('analytics.heatmap.description')} chart={chart} legend={legend} table={table} />;
}
