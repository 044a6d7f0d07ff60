import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../components/empty-state';
import { LoadFailure } from '../components/load-failure';
import { PanelLoading } from '../components/panel-loading';
import { PlanLimitAlert } from '../components/plan-limit-alert';
import { Screen } from '../components/screen';
import { BudgetChart } from '../features/analytics/budget-chart';
import { CompletionHeatmap } from '../features/analytics/completion-heatmap';
import { ExecutionTrend } from '../features/analytics/execution-trend';
import { ProjectProgress } from '../features/analytics/project-progress';
import { ReportButton } from '../features/analytics/report-button';
import { ScoreTrend } from '../features/analytics/score-trend';
import '../features/analytics/analytics.css';
import { errorMessage, isPlanLimitError } from '../lib/errors';
import { ASSESSMENT_INTRO_PATH } from '../lib/paths';
import { useTRPC } from '../lib/trpc';

/** Analytics (/analytics, paid plans): the cycles' scores, weekly execution, days, projects and budgets, and the PDF. */
export default function AnalyticsPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const analytics = useQuery(trpc.analytics.me.queryOptions({}));

  const content = () => {
    if (analytics.isPending) return <PanelLoading text={t('analytics.loading')} />;
    if (analytics.isError) {
      if (isPlanLimitError(analytics.error)) {
        return (
          <section className="card analytics-upgrade" aria-labelledby="analytics-upgrade-title">
            <h2 id="analytics-upgrade-title" className="section-title">
              {t('analytics.upgrade.title')}
            </h2>
            <PlanLimitAlert message={t('analytics.upgrade.text')} />
          </section>
        );
      }
      return (
        <LoadFailure
          title={t('analytics.loadError')}
          detail={errorMessage(analytics.error)}
          retryLabel={t('common.retry')}
          busy={analytics.isFetching}
          onRetry={() => void analytics.refetch()}
        />
      );
    }
    const { cycles, weeks, completions, projects, budgets, targetPercent } = analytics.data;
    if (cycles.length === 0) {
      return (
        <EmptyState emoji="📈" text={t('analytics.empty')}>
          <Link to={ASSESSMENT_INTRO_PATH} className="button button--primary">
            {t('analytics.startAssessment')}
          </Link>
        </EmptyState>
      );
    }
    return (
      <div className="analytics">
        <ReportButton />
        <ScoreTrend cycles={cycles} />
        {cycles.map((cycle) =>
          cycle.pulse ? (
            <p key={cycle.id} className="notice" data-testid={`analytics-pulse-${cycle.number}`}>
              {t('analytics.pulse', { number: cycle.number, yes: cycle.pulse.nowYes, count: cycle.pulse.asked })}
            </p>
          ) : null,
        )}
        {weeks.length > 0 ? <ExecutionTrend weeks={weeks} targetPercent={targetPercent} /> : <p className="notice">{t('analytics.weeks.empty')}</p>}
        {completions.length > 0 ? <CompletionHeatmap completions={completions} /> : <p className="notice">{t('analytics.heatmap.empty')}</p>}
        {projects.length > 0 ? <ProjectProgress projects={projects} /> : <p className="notice">{t('analytics.projects.empty')}</p>}
        {budgets.length > 0 ? <BudgetChart budgets={budgets} /> : <p className="notice">{t('analytics.budgets.empty')}</p>}
      </div>
    );
  };

  return (
    <Screen title={t('analytics.title')} subtitle={t('analytics.subtitle')} back="/dashboard" wide="analytics">
      {content()}
    </Screen>
  );
}
