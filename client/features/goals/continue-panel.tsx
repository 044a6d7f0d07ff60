// The continue rule of the goals screen: at least 3 BE, 3 DO and 1 HAVE goals; until then the rule's message
// and what is still missing, then the way on to the actions.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { translate } from '../../../domain/messages';
import { canContinue, GOAL_MINIMUMS, GOAL_TYPES, goalCountsByType, type GoalType } from '../../../domain/rules/goals';
import { currentLanguage } from '../../i18n';

export function ContinuePanel({ goals }: { goals: readonly { goalType: GoalType }[] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const counts = goalCountsByType(goals);
  if (canContinue(goals)) {
    return (
      <section className="card continue-panel continue-panel--ready" aria-live="polite">
        <p className="continue-panel__text">
          <span aria-hidden="true">🎉 </span>
          {t('goals.ready')}
        </p>
        <Link to="/actions" className="button button--primary button--block">
          {t('goals.continue')}
        </Link>
      </section>
    );
  }
  return (
    <section className="card continue-panel" aria-live="polite">
      <p className="continue-panel__text" data-testid="goals-minimum">
        {translate('GOALS_MINIMUM', language)}
      </p>
      <ul className="continue-panel__counts">
        {GOAL_TYPES.map((type) => (
          <li key={type} className={counts[type] >= GOAL_MINIMUMS[type] ? 'met' : undefined}>
            <span aria-hidden="true">{counts[type] >= GOAL_MINIMUMS[type] ? '✓' : '•'} </span>
            {t('goals.minimumOf', { type: t(`goals.type.${type}`), count: Math.min(counts[type], GOAL_MINIMUMS[type]), min: GOAL_MINIMUMS[type] })}
          </li>
        ))}
      </ul>
    </section>
  );
}
