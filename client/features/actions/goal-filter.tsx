import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GoalType } from '../../../domain/rules/goals';

/** Which goal the list is limited to (?goalId=), and the way back to every action. */
export function GoalFilter({ goal }: { goal: { goalType: GoalType; content: string } | null }) {
  const { t } = useTranslation();
  return (
    <section className="goal-filter" aria-live="polite">
      <p className="goal-filter__text">
        <span className="goal-filter__label">{t('actions.goalFilter.label')}</span>
        {goal ? (
          <span className="goal-filter__goal">
            <span className={`goal-badge goal-badge--${goal.goalType.toLowerCase()}`}>{t(`goals.type.${goal.goalType}`)}</span> {goal.content}
          </span>
        ) : (
          <span className="goal-filter__goal">{t('actions.goalFilter.unknown')}</span>
        )}
      </p>
      <Link to="/actions" className="button button--secondary button--small">
        {t('actions.goalFilter.clear')}
      </Link>
    </section>
  );
}
