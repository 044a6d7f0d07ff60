import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailure } from '../../components/load-failure';
import { PanelLoading } from '../../components/panel-loading';
import { currentLanguage } from '../../i18n';
import { errorMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { formatInstantDate } from '../../lib/format';
import { planName } from './plan-name';
import './subscriptions-summary.css';

/**
 * The plan in force (subscriptions.mine): its name, whether it renews or ends and when, and the days left.
 * `active` false stops its read (while logging out).
 */
export function SubscriptionSummary({ active = true }: { active?: boolean }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const titleId = useId();
  const language = currentLanguage();
  const mine = useQuery({ ...trpc.subscriptions.mine.queryOptions({}), enabled: active });

  const body = () => {
    if (mine.isPending) return <PanelLoading text={t('subscriptions.summary.loading')} />;
    if (mine.isError) {
      return (
        <LoadFailure
          title={t('subscriptions.summary.loadError')}
          detail={errorMessage(mine.error, t, language)}
          retryLabel={t('common.retry')}
          busy={mine.isFetching}
          onRetry={() => void mine.refetch()}
        />
      );
    }
    const { subscription, currentPlan } = mine.data;
    const inForce = subscription?.active ? subscription : null;
    return (
      <>
        <p className="plan-summary__name" data-testid="profile-plan">
          {t('subscriptions.summary.name', { plan: planName(t, currentPlan.name) })}
        </p>
        {inForce ? (
          <>
            <p className="plan-summary__line">
              {t(inForce.autoRenew ? 'subscriptions.current.renews' : 'subscriptions.summary.endsOn', { date: formatInstantDate(inForce.renewalDate, language) })}
            </p>
            <p className="plan-summary__days">{t('subscriptions.current.daysRemaining', { count: inForce.daysRemaining })}</p>
          </>
        ) : (
          <p className="plan-summary__line">{subscription ? t('subscriptions.summary.expired') : t('subscriptions.summary.free')}</p>
        )}
      </>
    );
  };

  return (
    <section className="card plan-summary" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {t('subscriptions.summary.title')}
      </h2>
      {body()}
      <Link to="/subscription" className="button button--secondary button--block">
        {t('account.subscription')}
      </Link>
    </section>
  );
}
