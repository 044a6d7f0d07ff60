import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../components/empty-state';
import { LoadFailure } from '../components/load-failure';
import { PanelLoading } from '../components/panel-loading';
import { Screen } from '../components/screen';
import { CycleDay } from '../features/cycles/cycle-day';
import { ReassessCard } from '../features/cycles/reassess-card';
import { AreasList } from '../features/dashboard/areas-list';
import { dayPart, hasDashboardData } from '../features/dashboard/dashboard-rules';
import { QuickLinks } from '../features/dashboard/quick-links';
import { ActionsCard, GoalsCard, LifeScoreCard } from '../features/dashboard/summary-cards';
import { WeekCard } from '../features/weekly/week-card';
import { ASSESSMENT_INTRO_PATH } from '../lib/paths';
import '../features/dashboard/dashboard.css';
import { useLifeWheel } from '../features/wheel/wheel-query';
import { errorMessage } from '../lib/errors';
import { useTRPC } from '../lib/trpc';

/** Dashboard (/dashboard): greeting, life score, goal and action totals, the areas and quick links. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const dashboard = useQuery(trpc.account.me.queryOptions({}));
  // The cycle comes with the wheel; without it the dashboard simply shows no day line.
  const cycle = useLifeWheel().data?.cycle;

  const content = () => {
    if (dashboard.isPending) return <PanelLoading text={t('dashboard.loading')} />;
    if (dashboard.isError) {
      return (
        <LoadFailure
          title={t('dashboard.loadError')}
          detail={errorMessage(dashboard.error)}
          retryLabel={t('common.retry')}
          busy={dashboard.isFetching}
          onRetry={() => void dashboard.refetch()}
        />
      );
    }
    const { user, lifeWheel, summary } = dashboard.data;
    return (
      <>
        <section className="greeting-card">
          <h2 className="greeting-card__title">{t(`dashboard.greeting.${dayPart(new Date().getHours())}`, { name: user.firstName })}</h2>
          <p className="greeting-card__text">{t('dashboard.greetingText')}</p>
        </section>
        <ReassessCard cycle={cycle} />
        {hasDashboardData(dashboard.data) ? (
          <>
            <div className="summary-grid">
              <LifeScoreCard score={lifeWheel.globalScore} />
              <GoalsCard summary={summary} />
              <ActionsCard summary={summary} />
            </div>
            <AreasList areas={lifeWheel.lifeAreas} />
          </>
        ) : (
          <EmptyState emoji="📊" text={t('dashboard.noData')}>
            <Link to={ASSESSMENT_INTRO_PATH} className="button button--primary">
              {t('dashboard.startAssessment')}
            </Link>
          </EmptyState>
        )}
      </>
    );
  };

  return (
    <Screen title={t('dashboard.title')} subtitle={t('dashboard.subtitle')} wide="dashboard" meta={<CycleDay cycle={cycle} />}>
      {content()}
      <WeekCard />
      <QuickLinks />
    </Screen>
  );
}
