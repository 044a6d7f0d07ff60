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
    plan.features.actions === null ? t('subscriptions.card.actionsUnlimited') : t('subscriptions.card.actionsPerMonth', { count: plan.features.actions }),
    t('subscriptions.card.projects', { count: plan.features.projects }),
    plan.features.analytics ? t('subscriptions.card.analytics') : t('subscriptions.card.noAnalytics'),
  ];
  const classes = ['plan-card', plan.starred ? 'plan-card--starred' : '', isCurrent ? 'plan-card--current' : ''].filter(Boolean).join(' ');
  return (
    <li className={classes} data-testid={`plan-${plan.name}`}>
      <div className="plan-card__badges">
        {plan.starred ? (
          <span className="plan-card__badge plan-card__badge--star">
            <span aria-hidden="true">★</span> {t('subscriptions.card.recommended')}
          </span>
        ) : null}
        {isCurrent ? <span className="plan-card__badge plan-card__badge--current">{t('subscriptions.card.current')}</span> : null}
      </div>
      <h3 className="plan-card__name">{name}</h3>
      <p className="plan-card__price">
        <span className="plan-card__amount">{money(plan.basePrice)}</span> <span className="plan-card__cycle">{t('subscriptions.card.perCycle', { count: plan.billingCycle })}</span>
      </p>
      <p className="plan-card__per-month">{t('subscriptions.card.perMonth', { price: money(plan.pricePerMonth) })}</p>
      {plan.discount > 0 ? (
        <p className="plan-card__deal">
          <span className="plan-card__discount">{t('subscriptions.card.discount', { discount: formatPercent(plan.discount, language) })}</span>
          <span>{t('subscriptions.card.savings', { amount: money(plan.savings) })}</span>
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
        aria-label={isCurrent ? undefined : `${mode === 'subscribe' ? t('subscriptions.card.subscribe') : t('subscriptions.card.change')}: ${name}`}
      >
        {isCurrent ? t('subscriptions.card.currentButton') : mode === 'subscribe' ? t('subscriptions.card.subscribe') : t('subscriptions.card.change')}
      </button>
    </li>
  );
}
