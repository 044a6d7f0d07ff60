import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MySubscription } from '../../../domain/schemas/subscriptions';
import { currentLanguage } from '../../i18n';
import { formatInstantDate, formatMoney } from '../../lib/format';
import { planName } from './plan-name';

type CurrentPlanBannerProps = { mine: MySubscription; onCancel: () => void; cancelling: boolean };

/** The plan in force: Básico's limits, or the subscription's status, renewal, payments and a way to cancel. */
export function CurrentPlanBanner({ mine, onCancel, cancelling }: CurrentPlanBannerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const language = currentLanguage();
  const { subscription, currentPlan } = mine;
  const inForce = subscription?.active ? subscription : null;
  const date = (instant: string) => formatInstantDate(instant, language);

  const details: { key: 'status' | 'monthlyRate' | 'totalPaid' | 'billingCycle' | 'paymentMethod' | 'nextRenewal' | 'savings'; value: string }[] = inForce
    ? [
        { key: 'status', value: `${t(`subscriptions.current.${inForce.status}`)}${inForce.autoRenew ? '' : ` · ${t('subscriptions.current.cancelled')}`}` },
        { key: 'monthlyRate', value: formatMoney(inForce.monthlyRate, inForce.currencyCode, language) },
        { key: 'totalPaid', value: formatMoney(inForce.totalPaid, inForce.currencyCode, language) },
        { key: 'billingCycle', value: t('subscriptions.months', { count: inForce.billingCycle }) },
        { key: 'paymentMethod', value: inForce.paymentMethod === 'manual' ? t('subscriptions.paymentMethods.manual') : inForce.paymentMethod },
        { key: 'nextRenewal', value: inForce.nextRenewal ? date(inForce.nextRenewal) : t('subscriptions.current.noRenewal') },
        { key: 'savings', value: formatMoney(inForce.savings, inForce.currencyCode, language) },
      ]
    : [];

  return (
    <section className="current-plan" aria-labelledby={titleId} data-testid="current-plan">
      <p className="current-plan__label">{t('subscriptions.current.label')}</p>
      <h2 id={titleId} className="current-plan__name">
        {planName(t, currentPlan.name)}
        {currentPlan.starred ? <span aria-hidden="true"> ★</span> : null}
      </h2>
      {inForce ? (
        <>
          <p className="current-plan__line">
            {inForce.autoRenew ? t('subscriptions.current.renews', { date: date(inForce.renewalDate) }) : t('subscriptions.current.endsOn', { date: date(inForce.renewalDate) })}
          </p>
          <p className="current-plan__days">{t('subscriptions.current.daysRemaining', { count: inForce.daysRemaining })}</p>
          <dl className="current-plan__details">
            {details.map((detail) => (
              <div key={detail.key}>
                <dt>{t(`subscriptions.current.${detail.key}`)}</dt>
                <dd>{detail.value}</dd>
              </div>
            ))}
          </dl>
          {inForce.autoRenew ? (
            <button type="button" className="button button--danger-outline current-plan__cancel" onClick={onCancel} disabled={cancelling}>
              {t('subscriptions.cancel.button')}
            </button>
          ) : null}
        </>
      ) : (
        <>
          <p className="current-plan__line">
            {t('subscriptions.current.basic', { projects: currentPlan.features.projects, actions: currentPlan.features.actions ?? '∞' })}
          </p>
          {subscription ? (
            <p className="current-plan__line">{t('subscriptions.current.expired', { plan: planName(t, subscription.plan.name), date: date(subscription.renewalDate) })}</p>
          ) : null}
        </>
      )}
    </section>
  );
}
