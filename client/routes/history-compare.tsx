import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { CycleComparison } from '../../domain/schemas/cycles';
import { EmptyState } from '../components/empty-state';
import { LoadFailure } from '../components/load-failure';
import { PanelLoading } from '../components/panel-loading';
import { Screen } from '../components/screen';
import { AreaChange, ScoreBar } from '../features/cycles/area-change';
import { ComparisonWheel } from '../features/wheel/comparison-wheel';
import { loadErrorDetail, useComparison } from '../features/wheel/cycles-query';
import { HISTORY_PATH } from '../lib/paths';
import { errorInfo } from '../lib/errors';
import { formatNumber, formatPercentTenth, formatScore, formatSignedNumber, formatSignedPercent } from '../lib/format';
import '../features/wheel/wheel.css';
import '../features/cycles/cycles-history.css';

/**
 * /history/compare?from=&to=: two of the user's cycles side by side (issue 19). An address without both ids, an id
 * that is not one (400) and a cycle that is not the user's (404) all read as not found.
 */
export default function HistoryComparePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const from = params.get('from');
  const to = params.get('to');
  const comparison = useComparison(from && to ? { from, to } : null);
  const data = comparison.data;
  const notFound = !from || !to || (comparison.isError && isNotFound(comparison.error));
  return (
    <Screen title={t('cycles.compare.title')} {...(data ? { subtitle: t('cycles.compare.subtitle', { from: data.from.number, to: data.to.number }) } : {})} back={HISTORY_PATH}>
      {notFound ? (
        <EmptyState emoji="🔎" text={t('cycles.compare.notFound')}>
          <Link to={HISTORY_PATH} className="button button--primary">
            {t('cycles.compare.backToHistory')}
          </Link>
        </EmptyState>
      ) : comparison.isPending ? (
        <PanelLoading text={t('cycles.compare.loading')} />
      ) : comparison.isError ? (
        <LoadFailure
          title={t('cycles.compare.loadError')}
          detail={loadErrorDetail(comparison.error, t)}
          retryLabel={t('common.retry')}
          onRetry={() => void comparison.refetch()}
          busy={comparison.isFetching}
        />
      ) : (
        <Comparison comparison={comparison.data} />
      )}
    </Screen>
  );
}

function isNotFound(error: unknown): boolean {
  const info = errorInfo(error);
  return info.status === 404 || info.status === 400 || info.code === 'NOT_FOUND';
}

function Comparison({ comparison }: { comparison: CycleComparison }) {
  const { t } = useTranslation();
  const onlyChangedId = useId();
  const [onlyChanged, setOnlyChanged] = useState(false);
  const cycles = { from: comparison.from.number, to: comparison.to.number };
  return (
    <div className="comparison stack">
      <section className="card comparison__summary" aria-labelledby="comparison-global-title">
        <GlobalChange comparison={comparison} />
        <PlanAccuracyFigure comparison={comparison} />
      </section>
      <section className="card" aria-label={t('cycles.compare.wheelTitle', { from: cycles.from, to: cycles.to })}>
        <ComparisonWheel comparison={comparison} />
      </section>
      <section className="comparison__areas stack" aria-labelledby="comparison-areas-title">
        <div className="comparison__areas-head">
          <h2 id="comparison-areas-title" className="section-title">
            {t('cycles.compare.areasTitle')}
          </h2>
          <label className="wheel-overlay__toggle" htmlFor={onlyChangedId}>
            <input id={onlyChangedId} type="checkbox" role="switch" checked={onlyChanged} onChange={(event) => setOnlyChanged(event.target.checked)} />
            {t('cycles.compare.onlyChanged')}
          </label>
        </div>
        {comparison.areas.map((area) => (
          <AreaChange key={area.areaId} area={area} cycles={cycles} onlyChanged={onlyChanged} />
        ))}
      </section>
    </div>
  );
}

/** The global score's bars are in the text's colour, as its line on /analytics: the sum of the coloured areas. */
const GLOBAL_COLOR = 'var(--color-text)';

function GlobalChange({ comparison }: { comparison: CycleComparison }) {
  const { t } = useTranslation();
  const { globalBefore: before, globalAfter: after, globalDelta: delta, globalDeltaPercent: percent } = comparison;
  const percentText = percent === null ? t('cycles.compare.noPercent') : formatSignedPercent(percent);
  return (
    <div className="global-change">
      <h2 id="comparison-global-title" className="section-title">
        {t('cycles.compare.global')}
      </h2>
      {before === null || after === null || delta === null ? (
        <p className="global-change__missing">{t('cycles.compare.globalMissing')}</p>
      ) : (
        <>
          <p className="global-change__scores" data-testid="global-change">
            {t('cycles.compare.globalChange', { before: formatScore(before), after: formatScore(after) })}
          </p>
          <div className="area-bars" data-testid="global-bars">
            <ScoreBar label={t('cycles.number', { number: comparison.from.number })} score={before} color={GLOBAL_COLOR} faded decimal />
            <ScoreBar label={t('cycles.number', { number: comparison.to.number })} score={after} color={GLOBAL_COLOR} decimal />
          </div>
          <p className={`global-change__delta delta--${delta > 0 ? 'up' : delta < 0 ? 'down' : 'same'}`} data-testid="global-delta">
            <span aria-hidden="true">
              {t('cycles.compare.points', { value: formatSignedNumber(delta), count: Math.abs(delta) })} ({percentText})
            </span>
            <span className="visually-hidden">
              {delta === 0
                ? t('cycles.compare.pointsA11y_same')
                : t('cycles.compare.pointsA11y', { context: delta > 0 ? 'up' : 'down', value: formatNumber(Math.abs(delta)), count: Math.abs(delta), percent: percentText })}
            </span>
          </p>
        </>
      )}
    </div>
  );
}

function PlanAccuracyFigure({ comparison }: { comparison: CycleComparison }) {
  const { t } = useTranslation();
  const accuracy = comparison.planAccuracy;
  return (
    <div className="plan-accuracy" data-testid="plan-accuracy">
      <h2 className="section-title">{t('cycles.compare.planAccuracy')}</h2>
      {accuracy.percent === null ? (
        <p className="plan-accuracy__none">{t('cycles.compare.planAccuracyNone', { number: comparison.from.number })}</p>
      ) : (
        <>
          <p className="plan-accuracy__figure">{formatPercentTenth(accuracy.percent)}</p>
          <p>{t('cycles.compare.planAccuracyText', { flipped: accuracy.flipped, count: accuracy.targeted })}</p>
        </>
      )}
    </div>
  );
}
