import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CycleList } from '../../domain/schemas/cycles';
import { EmptyState } from '../components/empty-state';
import { LoadFailure } from '../components/load-failure';
import { PanelLoading } from '../components/panel-loading';
import { Screen } from '../components/screen';
import { CompareForm } from '../features/cycles/compare-form';
import { CycleCard } from '../features/cycles/cycle-card';
import { CyclePulse } from '../features/wheel/cycle-pulse';
import { loadErrorDetail, useCycles } from '../features/wheel/cycles-query';
import { planAccuracyText } from '../features/cycles/plan-accuracy';
import '../features/cycles/cycles-history.css';

/** /history: the user's cycles, newest first, and the choice of two of them to compare (issue 19). */
export default function HistoryListPage() {
  const { t } = useTranslation();
  const cycles = useCycles();
  return (
    <Screen title={t('cycles.list.title')} subtitle={t('cycles.list.subtitle')}>
      {cycles.isPending ? (
        <PanelLoading text={t('cycles.list.loading')} />
      ) : cycles.isError ? (
        <LoadFailure title={t('cycles.list.loadError')} detail={loadErrorDetail(cycles.error, t)} retryLabel={t('common.retry')} onRetry={() => void cycles.refetch()} busy={cycles.isFetching} />
      ) : (
        <CycleHistory list={cycles.data} />
      )}
    </Screen>
  );
}

function CycleHistory({ list }: { list: CycleList }) {
  const { t } = useTranslation();
  const newestFirst = [...list.cycles].reverse();
  const overall = planAccuracyText(list.planAccuracy, t);
  return (
    <div className="history stack">
      {list.cycles.length < 2 ? (
        <EmptyState emoji="🗓️" text={t('cycles.list.empty')}>
          <Link to="/home" className="button button--primary">
            {t('cycles.list.backToWheel')}
          </Link>
        </EmptyState>
      ) : (
        <CompareForm cycles={list.cycles} />
      )}
      {overall ? (
        <p className="history__accuracy" data-testid="overall-accuracy">
          <span>{t('cycles.list.planAccuracyOverall')}</span>
          <strong>{overall}</strong>
        </p>
      ) : null}
      {newestFirst.map((cycle) => (
        <CycleCard key={cycle.id} cycle={cycle}>
          {cycle.startedOn ? <CyclePulse cycleId={cycle.id} /> : null}
        </CycleCard>
      ))}
    </div>
  );
}
