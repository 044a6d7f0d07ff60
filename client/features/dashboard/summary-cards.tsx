import { useTranslation } from 'react-i18next';
import { progressPercentage } from '../../../domain/rules/projects';
import { scoreColor } from '../../../domain/rules/scoring';
import type { Dashboard } from '../../../domain/schemas/accounts';
import { formatNumber } from '../../lib/format';
import { formatPercent, formatScore } from '../../lib/format';

function Meter({ percent, label }: { percent: number; label: string }) {
  return (
    <div className="meter" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={label}>
      <span className="meter__fill" style={{ width: `${percent}%` }} />
    </div>
  );
}

/** The global life score as n/10 in its score colour; a dash while nothing is assessed. */
export function LifeScoreCard({ score }: { score: number | null }) {
  const { t } = useTranslation();
  return (
    <section className={`card summary-card life-score${score === null ? '' : ` score--${scoreColor(score)}`}`} aria-labelledby="life-score-title">
      <h2 id="life-score-title" className="summary-card__title">
        {t('dashboard.lifeScore')}
      </h2>
      <p className="life-score__value" data-testid="life-score">
        {score === null ? t('dashboard.notAssessed') : t('dashboard.lifeScoreValue', { score: formatScore(score) })}
      </p>
      <p className="summary-card__hint">{t('dashboard.lifeScoreHint')}</p>
    </section>
  );
}

export function GoalsCard({ summary }: { summary: Dashboard['summary'] }) {
  const { t } = useTranslation();
  const percent = progressPercentage(summary.completedGoals, summary.totalGoals);
  const progress = t('dashboard.progress', { percent: formatPercent(percent) });
  return (
    <section className="card summary-card" aria-labelledby="goals-title">
      <h2 id="goals-title" className="summary-card__title">
        {t('dashboard.goals')}
      </h2>
      <p className="summary-card__figure" data-testid="goal-stats">
        {t('dashboard.goalsCompleted', { completed: formatNumber(summary.completedGoals), count: summary.totalGoals })}
      </p>
      <Meter percent={percent} label={`${t('dashboard.goals')}. ${progress}`} />
      <p className="summary-card__hint">{progress}</p>
    </section>
  );
}

export function ActionsCard({ summary }: { summary: Dashboard['summary'] }) {
  const { t } = useTranslation();
  const pending = summary.totalActions - summary.completedActions;
  const percent = progressPercentage(summary.completedActions, summary.totalActions);
  const progress = t('dashboard.progress', { percent: formatPercent(percent) });
  const figures = [
    { key: 'completed', value: summary.completedActions },
    { key: 'pending', value: pending },
    { key: 'total', value: summary.totalActions },
  ] as const;
  return (
    <section className="card summary-card" aria-labelledby="actions-overview-title">
      <h2 id="actions-overview-title" className="summary-card__title">
        {t('dashboard.actionsOverview')}
      </h2>
      <dl className="summary-card__figures">
        {figures.map((figure) => (
          <div key={figure.key}>
            <dt>{t(`dashboard.${figure.key}`)}</dt>
            <dd data-testid={`actions-${figure.key}`}>{formatNumber(figure.value)}</dd>
          </div>
        ))}
      </dl>
      <Meter percent={percent} label={`${t('dashboard.actions')}. ${progress}`} />
      <p className="summary-card__hint">{progress}</p>
    </section>
  );
}
