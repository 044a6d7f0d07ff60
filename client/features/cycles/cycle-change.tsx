import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { areaStyle } from '../../../domain/content/life-areas';
import { scoreChange } from '../../../domain/rules/cycles';
import type { CycleComparison, CycleList } from '../../../domain/schemas/cycles';
import { comparePath } from '../../lib/paths';
import { formatScore, formatSignedNumber, formatSignedPercent } from '../../lib/format';
import { answerMove } from './area-change';
import { planAccuracyText } from './plan-accuracy';
import './cycles-change.css';

/** The ACTIVE cycle and the one before it, the pair /home compares after a re-assessment; null without both. */
export function reassessedPair(list: CycleList): { from: string; to: string } | null {
  const active = list.cycles.findIndex((cycle) => cycle.status === 'ACTIVE');
  const previous = active > 0 ? list.cycles[active - 1] : undefined;
  const current = list.cycles[active];
  return previous && current ? { from: previous.id, to: current.id } : null;
}

type CycleChangeProps = {
  comparison: CycleComparison | undefined;
  /** Why the cycles or the comparison failed to load, in words; null while nothing failed. */
  failure: string | null;
  onRetry: () => void;
};

/**
 * /home once a later cycle is assessed (issue 37): what changed since the cycle before, read from the server's
 * comparison (cycles.compare): the global score and each area before → after, the answers that turned to Sí,
 * the plan accuracy and the way to the full comparison. It takes the place of the first cycle's "completed" banner.
 */
export function CycleChange({ comparison, failure, onRetry }: CycleChangeProps) {
  const { t } = useTranslation();
  return (
    <section className="banner banner--success cycle-change" aria-labelledby="cycle-change-title" data-testid="cycle-change">
      <span className="banner__icon" aria-hidden="true">
        📈
      </span>
      <div className="banner__body">
        {failure !== null ? (
          <>
            <h2 id="cycle-change-title" className="banner__title">
              {t('wheel.change.titleLoading')}
            </h2>
            <p className="banner__error" role="alert">
              {t('wheel.change.loadError')} {failure}
            </p>
            <button type="button" className="button button--primary button--small" onClick={onRetry}>
              {t('common.retry')}
            </button>
          </>
        ) : comparison ? (
          <ChangeSummary comparison={comparison} />
        ) : (
          <>
            <h2 id="cycle-change-title" className="banner__title">
              {t('wheel.change.titleLoading')}
            </h2>
            <p className="banner__saving">
              <span className="spinner spinner--small" aria-hidden="true" /> {t('wheel.change.loading')}
            </p>
          </>
        )}
      </div>
    </section>
  );
}

function ChangeSummary({ comparison }: { comparison: CycleComparison }) {
  const { t } = useTranslation();
  const { globalBefore, globalAfter, globalDelta, globalDeltaPercent } = comparison;
  const turnedYes = comparison.areas.flatMap((area) => area.questions.filter((question) => answerMove(question) === 'up').map((question) => ({ area, question })));
  const accuracy = planAccuracyText(comparison.planAccuracy, t);
  return (
    <>
      <h2 id="cycle-change-title" className="banner__title">
        {t('wheel.change.title', { number: comparison.from.number })}
      </h2>
      {globalBefore === null || globalAfter === null || globalDelta === null ? null : (
        <p className="cycle-change__global" data-testid="change-global">
          <span className="cycle-change__label">{t('wheel.change.global')}</span>{' '}
          <strong>{t('cycles.compare.globalChange', { before: formatScore(globalBefore), after: formatScore(globalAfter) })}</strong>{' '}
          <span className={`cycle-change__delta cycle-change__delta--${direction(globalDelta)}`}>
            {formatSignedNumber(globalDelta)}
            {globalDeltaPercent === null ? '' : ` (${formatSignedPercent(globalDeltaPercent)})`}
          </span>
        </p>
      )}
      <ul className="cycle-change__areas" aria-label={t('wheel.change.areas')}>
        {comparison.areas.map((area) => (
          <li key={area.areaId} data-testid={`change-${area.key}`}>
            <span className="cycle-change__area">
              <span aria-hidden="true">{areaStyle(area.key).emoji}</span> {area.areaName}
            </span>
            <AreaFigures before={area.before} after={area.after} />
          </li>
        ))}
      </ul>
      <div className="cycle-change__answers" data-testid="change-turned-yes">
        <p className="cycle-change__label">{turnedYes.length === 0 ? t('wheel.change.noneTurnedYes') : t('wheel.change.turnedYes', { count: turnedYes.length })}</p>
        {turnedYes.length === 0 ? null : (
          <ul className="cycle-change__questions">
            {turnedYes.map(({ area, question }) => (
              <li key={question.questionId}>
                <span aria-hidden="true">{areaStyle(area.key).emoji}</span> {question.text}
              </li>
            ))}
          </ul>
        )}
      </div>
      <p className="cycle-change__accuracy" data-testid="change-accuracy">
        {/* 'Precisión del plan 66,7 %: 2 de 3…' (one colon), or 'Precisión del plan: En el ciclo 1…' */}
        <span className="cycle-change__label">{accuracy ? t('cycles.compare.planAccuracy') : `${t('cycles.compare.planAccuracy')}:`}</span>{' '}
        {accuracy ?? t('cycles.compare.planAccuracyNone', { number: comparison.from.number })}
      </p>
      <Link to={comparePath(comparison.from.id, comparison.to.id)} className="button button--primary button--small">
        {t('wheel.change.compare', { from: comparison.from.number, to: comparison.to.number })}
      </Link>
    </>
  );
}

function direction(delta: number): 'up' | 'down' | 'same' {
  return delta > 0 ? 'up' : delta < 0 ? 'down' : 'same';
}

/** '4 → 6 +2 (+50 %)'; a dash for a side not assessed. */
function AreaFigures({ before, after }: { before: number | null; after: number | null }) {
  const { t } = useTranslation();
  const change = scoreChange(before, after);
  return (
    <span className="cycle-change__figures">
      {t('cycles.compare.globalChange', { before: before ?? '—', after: after ?? '—' })}
      {change.delta === null ? null : (
        <span className={`cycle-change__delta cycle-change__delta--${direction(change.delta)}`}>
          {' '}
          {change.delta === 0 ? '=' : formatSignedNumber(change.delta)}
          {change.percent === null || change.delta === 0 ? '' : ` (${formatSignedPercent(change.percent)})`}
        </span>
      )}
    </span>
  );
}
