import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { areaStyle } from '../../../domain/content/life-areas';
import type { CycleList } from '../../../domain/schemas/cycles';
import { formatCalendarDate, formatScore } from '../../lib/format';
import { scoreTone } from '../../lib/scores';
import { planAccuracyText } from './plan-accuracy';
import { useAreaColor } from '../../lib/theme';

type CycleSummary = CycleList['cycles'][number];

/**
 * One cycle of the history: number, status, dates, global score, the six area scores and its plan accuracy; `children`
 * (the day-45 pulse) follow them.
 */
export function CycleCard({ cycle, children }: { cycle: CycleSummary; children?: ReactNode }) {
  const areaColor = useAreaColor();
  const { t } = useTranslation();
  const titleId = useId();
  const accuracy = planAccuracyText(cycle.planAccuracy, t);
  const active = cycle.status === 'ACTIVE';
  return (
    <article className={`card cycle-card${active ? ' cycle-card--active' : ''}`} aria-labelledby={titleId} data-testid={`cycle-${cycle.number}`}>
      <header className="cycle-card__head">
        <h2 id={titleId} className="cycle-card__title">
          {t('cycles.number', { number: cycle.number })}
        </h2>
        <span className={`cycle-status cycle-status--${active ? 'active' : 'closed'}`}>{active ? t('cycles.list.active') : t('cycles.list.closed')}</span>
      </header>
      <p className="cycle-card__dates">
        {cycle.startedOn && cycle.lastDay
          ? t('cycles.list.dates', { from: formatCalendarDate(cycle.startedOn), to: formatCalendarDate(cycle.lastDay) })
          : t('cycles.list.notStarted')}
      </p>
      <p className="cycle-card__global">
        <span>{t('cycles.list.globalScore')}</span>
        <strong data-testid={`cycle-${cycle.number}-global`}>
          {cycle.globalScore === null ? t('cycles.list.globalPending') : t('wheel.outOfTen', { score: formatScore(cycle.globalScore) })}
        </strong>
      </p>
      <ul className="cycle-areas" aria-label={t('cycles.list.areasTitle', { number: cycle.number })}>
        {cycle.areas.map((area) => {
          const style = areaStyle(area.key);
          return (
            <li key={area.areaId} className="cycle-area" style={{ borderLeftColor: areaColor(style.color) }}>
              <span className="cycle-area__emoji" aria-hidden="true">
                {style.emoji}
              </span>
              <span className="cycle-area__name">
                {area.areaName}
                {area.isFocus ? <span className="cycle-area__focus"> · {t('cycles.list.focus')}</span> : null}
              </span>
              <span className={`cycle-area__score score-text--${scoreTone(area.score)}`}>{area.score === null ? t('cycles.list.globalPending') : t('wheel.outOfTen', { score: area.score })}</span>
            </li>
          );
        })}
      </ul>
      {accuracy ? (
        <p className="cycle-card__accuracy">
          <span>{t('cycles.list.planAccuracy')}</span> {accuracy}
        </p>
      ) : null}
      {children}
    </article>
  );
}
