import { useTranslation } from 'react-i18next';
import type { Plan } from '../../../domain/schemas/subscriptions';
import { CheckIcon } from '../../components/icons';
import { currentLanguage } from '../../i18n';
import { formatMoney, formatPercent } from '../../lib/format';
import { planName } from './plan-name';

type PlanCardProps = {
  plan: Plan;
  isCurrent: boolean;
  /** Subscribe when the user never subscribed, else change plan. */
  mode: 'subscribe' | 'change';
  busy: boolean;
  onChoose: (plan: Plan) => void;
};

/** One paid plan: price for its cycle and per month, discount, savings, features, and the way to choose it. */
export function PlanCard({ plan, isCurrent, mode, busy, onChoose }: PlanCardProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const money = (amount: number) => formatMoney(amount, plan.currencyCode, language);
  const name = planName(t, plan.name);
  const features = [
    plan.features.actions === null ? t('subscription.card.actionsUnlimited') : t('subscription.card.actionsPerMonth', { count: plan.features.actions }),
    t('subscription.card.projects', { count: plan.features.projects }),
    plan.features.analytics ? t('subscription.card.analytics') : t('subscription.card.noAnalytics'),
  ];
  const classes = ['plan-card', plan.starred ? 'plan-card--starred' : '', isCurrent ? 'plan-card--current' : ''].filter(Boolean).join(' ');
  return (
    <li className={classes} data-testid={`plan-${plan.name}`}>
      <div className="plan-card__badges">
        {plan.starred ? (
          <span className="plan-card__badge plan-card__badge--star">
            <span aria-hidden="true">★</span> {t('subscription.card.recommended')}
          </span>
        ) : null}
        {isCurrent ? <span className="plan-card__badge plan-card__badge--current">{t('subscription.card.current')}</span> : null}
      </div>
      <h3 className="plan-card__name">{name}</h3>
      <p className="plan-card__price">
        <span className="plan-card__amount">{money(plan.basePrice)}</span> <span className="plan-card__cycle">{t('subscription.card.perCycle', { count: plan.billingCycle })}</span>
      </p>
      <p className="plan-card__per-month">{t('subscription.card.perMonth', { price: money(plan.pricePerMonth) })}</p>
      {plan.discount > 0 ? (
        <p className="plan-card__deal">
          <span className="plan-card__discount">{t('subscription.card.discount', { discount: formatPercent(plan.discount, language) })}</span>
          <span>{t('subscription.card.savings', { amount: money(plan.savings) })}</span>
        </p>
      ) : null}
      <ul className="plan-card__features">
        {features.map((feature) => (
          <li key={feature}>
            <CheckIcon />
            {feature}
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={`button button--block ${isCurrent ? 'button--ghost' : plan.starred ? 'button--primary' : 'button--secondary'}`}
        disabled={isCurrent || busy}
        onClick={() => onChoose(plan)}
        aria-label={isCurrent ? undefined : `${mode === 'subscribe' ? t('subscription.card.subscribe') : t('subscription.card.change')}: ${name}`}
      >
        {isCurrent ? t('subscription.card.currentButton') : mode === 'subscribe' ? t('subscription.card.subscribe') : t('subscription.card.change')}
      </button>
    </li>
  );
}
