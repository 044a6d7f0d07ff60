// The dashboard's strip of weeks: a bar per week since the person's first day (at most the last 12), on an axis
// from 0 to 100 % with the target drawn, and a legend. Each bar also says its week and score as text.
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { weekStart } from '../../../domain/rules/weekly';
import type { Weeks } from '../../../domain/schemas/weekly';
import { currentLanguage } from '../../i18n';
import { formatCalendarDate, formatDayMonth, formatPercent } from '../../lib/format';

/** The weeks the strip has room for, the current one last. */
export const STRIP_WEEKS = 12;
/** The first week's date is written under the axis only with this many weeks drawn, so it never runs into "this week". */
const DATED_FROM = 6;
const TICKS = [0, 50, 100] as const;

type Week = Weeks['weeks'][number];

/** The weeks to draw: the last STRIP_WEEKS of those that end on or after the person's first day. */
export function stripWeeks(weeks: readonly Week[], firstDay: string): Week[] {
  const firstMonday = weekStart(firstDay);
  return weeks.filter((week) => week.weekStart >= firstMonday).slice(-STRIP_WEEKS);
}

type Kind = 'none' | 'zero' | 'below' | 'on-target';

function kindOf(score: number | null, target: number): Kind {
  if (score === null) return 'none';
  if (score === 0) return 'zero';
  return score >= target ? 'on-target' : 'below';
}

/**
 * `firstDay` is the person's first calendar day: no week before it is drawn, and the bars sit at the right end (the
 * current week last), so on day 1 the strip is one bar, not eleven empty weeks. A week with nothing due shows a
 * dash, a 0 % week a red stub marked 0: the two never look alike.
 */
export function WeekStrip({ weeks, target, firstDay }: { weeks: readonly Week[]; target: number; firstDay: string }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const shown = stripWeeks(weeks, firstDay);
  const first = shown[0];
  if (!first) return null;
  const start = STRIP_WEEKS - shown.length + 1;
  const title = shown.length === STRIP_WEEKS ? t('weekly.card.strip') : t('weekly.card.stripSince', { date: formatCalendarDate(firstDay, language) });
  const column = (index: number): CSSProperties => ({ gridColumn: start + index });
  return (
    <div className="week-card__strip">
      <h3 className="review-section__hint" id="week-strip-title">
        {title}
      </h3>
      <div className="week-strip-plot">
        <div className="week-strip__y" aria-hidden="true">
          {TICKS.map((tick) => (
            <span key={tick} className="week-strip__tick" style={{ bottom: `${tick}%` }}>
              {formatPercent(tick, language)}
            </span>
          ))}
        </div>
        <ol className="week-strip" aria-labelledby="week-strip-title" style={{ ['--target' as string]: `${target}%` }} data-testid="week-strip">
          {shown.map((week, index) => {
            const date = formatCalendarDate(week.weekStart, language);
            const text = week.score === null ? t('weekly.card.barEmpty', { date }) : t('weekly.card.bar', { date, score: formatPercent(week.score, language) });
            const kind = kindOf(week.score, target);
            return (
              <li key={week.weekStart} className={`week-strip__bar${week.provisional ? ' week-strip__bar--current' : ''}`} style={column(index)} title={text} data-testid="week-bar" data-kind={kind}>
                <span
                  className={`week-strip__fill week-strip__fill--${kind}`}
                  style={kind === 'below' || kind === 'on-target' ? { height: `${week.score}%` } : undefined}
                  aria-hidden="true"
                >
                  {kind === 'zero' ? <span className="week-strip__mark">0</span> : kind === 'none' ? <span className="week-strip__mark">–</span> : null}
                </span>
                <span className="visually-hidden">{text}</span>
              </li>
            );
          })}
        </ol>
        <div className="week-strip__x" aria-hidden="true" data-testid="week-strip-axis">
          {shown.length >= DATED_FROM ? (
            <span className="week-strip__date" style={{ gridColumn: `${start} / span 3` }}>
              {formatDayMonth(first.weekStart, language)}
            </span>
          ) : null}
          <span className="week-strip__date week-strip__date--current" style={{ gridColumn: `${STRIP_WEEKS - 2} / span 3` }}>
            {t('weekly.card.thisWeek')}
          </span>
        </div>
      </div>
      <ul className="week-strip-legend" aria-hidden="true">
        <li>
          <span className="week-strip-legend__swatch week-strip__fill--on-target" />
          {t('weekly.card.legendOnTarget')}
        </li>
        <li>
          <span className="week-strip-legend__swatch week-strip__fill--below" />
          {t('weekly.card.legendBelow')}
        </li>
        <li>
          <span className="week-strip-legend__line" />
          {t('weekly.card.target', { target: formatPercent(target, language) })}
        </li>
        <li>
          <span className="week-strip-legend__mark">–</span>
          {t('weekly.card.legendNone')}
        </li>
      </ul>
    </div>
  );
}
