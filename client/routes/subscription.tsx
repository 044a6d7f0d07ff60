import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Plan } from '../../domain/schemas/subscriptions';
import { ConfirmDialog } from '../components/confirm-dialog';
import { EmptyState } from '../components/empty-state';
import { LoadFailure } from '../components/load-failure';
import { PanelLoading } from '../components/panel-loading';
import { Screen } from '../components/screen';
import { useToast } from '../components/toast';
import { DEFAULT_CURRENCY } from '../../domain/content/currencies';
import { addCalendarMonths } from '../../domain/rules/dates';
import { currencyInWords, formatCalendarDateLong, formatInstantDate, formatMoneyInWords } from '../lib/format';
import { todayInBrowser } from '../lib/today';
import { CurrentPlanBanner } from '../features/subscriptions/current-plan-banner';
import { Faq } from '../features/subscriptions/faq';
import { PlanCard } from '../features/subscriptions/plan-card';
import { planName } from '../features/subscriptions/plan-name';
import '../features/subscriptions/subscriptions.css';
import { currentLanguage } from '../i18n';
import { errorMessage } from '../lib/errors';
import { useTRPC } from '../lib/trpc';

/** Subscription (/subscription): the plan in force, the four paid plans to subscribe or change to, cancel, FAQ. */
export default function SubscriptionPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const language = currentLanguage();
  const plans = useQuery(trpc.subscriptions.all.queryOptions({}));
  const mine = useQuery(trpc.subscriptions.mine.queryOptions({}));
  const add = useMutation(trpc.subscriptions.add.mutationOptions());
  const update = useMutation(trpc.subscriptions.update.mutationOptions());
  const cancel = useMutation(trpc.subscriptions.cancel.mutationOptions());
  const [choice, setChoice] = useState<Plan | null>(null);
  const [cancelling, setCancelling] = useState(false);

  const subscription = mine.data?.subscription ?? null;
  const currentPlan = mine.data?.currentPlan;
  const paidPlans = (plans.data?.plans ?? []).filter((plan) => plan.name !== 'BASICO').sort((a, b) => a.billingCycle - b.billingCycle);
  const saving = add.isPending || update.isPending;

  const choose = async () => {
    if (!choice) return;
    const payment = { planId: choice.id, currencyId: choice.currencyId, amountPaid: choice.basePrice };
    try {
      if (subscription) await update.mutateAsync({ id: subscription.id, ...payment });
      else await add.mutateAsync(payment);
      toast.success(t(subscription ? 'subscriptions.changed' : 'subscriptions.subscribed', { plan: planName(t, choice.name) }));
    } catch (error) {
      toast.error(t('subscriptions.errorSubscribing', { reason: errorMessage(error, t, language) }));
    } finally {
      setChoice(null);
    }
  };

  const confirmCancel = async () => {
    try {
      const result = await cancel.mutateAsync({});
      toast.success(t('subscriptions.cancel.done', { date: formatInstantDate(result.subscription.renewalDate, language) }));
    } catch (error) {
      toast.error(t('subscriptions.cancel.error', { reason: errorMessage(error, t, language) }));
    } finally {
      setCancelling(false);
    }
  };

  const content = () => {
    const failed = plans.isError ? plans : mine.isError ? mine : null;
    if (failed) {
      return (
        <LoadFailure
          title={t('subscriptions.loadError')}
          detail={errorMessage(failed.error, t, language)}
          retryLabel={t('common.retry')}
          busy={plans.isFetching || mine.isFetching}
          onRetry={() => {
            void plans.refetch();
            void mine.refetch();
          }}
        />
      );
    }
    if (!plans.data || !mine.data) return <PanelLoading text={t('subscriptions.loading')} />;
    return (
      <>
        <CurrentPlanBanner mine={mine.data} onCancel={() => setCancelling(true)} cancelling={cancel.isPending} />
        {paidPlans.length === 0 ? (
          <EmptyState emoji="⭐" text={t('subscriptions.empty')} />
        ) : (
          <>
          <p className="plans-currency">{t('subscriptions.pricesIn', { currency: currencyInWords(paidPlans[0]?.currencyCode ?? DEFAULT_CURRENCY, language) })}</p>
          <ul className="plan-cards">
            {paidPlans.map((plan) => (
              <PlanCard key={plan.id} plan={plan} isCurrent={plan.id === currentPlan?.id} mode={subscription ? 'change' : 'subscribe'} busy={saving} onChoose={setChoice} />
            ))}
          </ul>
          </>
        )}
      </>
    );
  };

  const period = choice ? t('subscriptions.months', { count: choice.billingCycle }) : '';
  const price = choice ? formatMoneyInWords(choice.basePrice, choice.currencyCode, language) : '';
  const endDate = choice ? formatCalendarDateLong(addCalendarMonths(todayInBrowser(), choice.billingCycle), language) : '';
  const choiceName = choice ? planName(t, choice.name) : '';
  return (
    <Screen title={t('subscriptions.title')} subtitle={t('subscriptions.subtitle')} back="/profile">
      {content()}
      <Faq />
      <ConfirmDialog
        open={choice !== null}
        title={subscription ? t('subscriptions.confirm.changeTitle', { plan: choiceName }) : t('subscriptions.confirm.subscribeTitle', { plan: choiceName })}
        message={
          subscription?.active && currentPlan
            ? t('subscriptions.confirm.changeMessage', { current: planName(t, currentPlan.name), period, price, endDate })
            : t('subscriptions.confirm.subscribeMessage', { period, price, endDate })
        }
        confirmLabel={subscription ? t('subscriptions.confirm.change') : t('subscriptions.confirm.subscribe')}
        loading={saving}
        onConfirm={() => void choose()}
        onCancel={() => setChoice(null)}
      />
      <ConfirmDialog
        open={cancelling}
        title={t('subscriptions.cancel.title')}
        message={t('subscriptions.cancel.message', {
          plan: currentPlan ? planName(t, currentPlan.name) : '',
          date: subscription ? formatInstantDate(subscription.renewalDate, language) : '',
        })}
        confirmLabel={t('subscriptions.cancel.confirm')}
        cancelLabel={t('subscriptions.cancel.keep')}
        tone="danger"
        loading={cancel.isPending}
        onConfirm={() => void confirmCancel()}
        onCancel={() => setCancelling(false)}
      />
    </Screen>
  );
}
