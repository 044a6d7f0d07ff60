import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { wheelProgress } from '../../domain/rules/wheel';
import type { LifeWheel, LifeWheelArea } from '../../domain/schemas/wheel';
import { PanelLoading } from '../components/panel-loading';
import { Screen } from '../components/screen';
import { CycleChange, reassessedPair } from '../features/cycles/cycle-change';
import { CycleDay } from '../features/cycles/cycle-day';
import { ReassessCard } from '../features/cycles/reassess-card';
import { PulseCard } from '../features/wheel/pulse-card';
import { ZonePrompt } from '../features/account/zone-prompt';
import { areaTarget } from '../features/wheel/area-target';
import { OverdueNotice, useOverdueCount } from '../features/weekly/overdue-notice';
import { ASSESSMENT_INTRO_PATH } from '../lib/paths';
import { FocusModal } from '../features/wheel/focus-modal';
import { HomeBanners } from '../features/wheel/home-banners';
import { loadErrorDetail, useComparison, useCycles } from '../features/wheel/cycles-query';
import { LifeWheelChart } from '../features/wheel/life-wheel-chart';
import { LoadError } from '../features/wheel/load-error';
import { ScoreGrid } from '../features/wheel/score-grid';
import { useFocusSelection } from '../features/wheel/use-focus-selection';
import { useLifeWheel } from '../features/wheel/wheel-query';
import { formatScore } from '../lib/format';
import '../features/wheel/wheel.css';
import '../features/wheel/wheel-scores.css';

export default function HomePage() {
  const { t } = useTranslation();
  const wheel = useLifeWheel();
  return (
    <Screen title={t('wheel.title')} subtitle={t('wheel.subtitle')} wide="home" meta={<CycleDay cycle={wheel.data?.cycle} />}>
      {wheel.isPending ? (
        <PanelLoading text={t('wheel.loading')} />
      ) : wheel.isError ? (
        <LoadError title={t('wheel.loadError')} error={wheel.error} onRetry={() => void wheel.refetch()} />
      ) : (
        <WheelOverview wheel={wheel.data} />
      )}
    </Screen>
  );
}

function WheelOverview({ wheel }: { wheel: LifeWheel }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const focus = useFocusSelection(wheel);
  const progress = wheelProgress(wheel.lifeAreas);
  const overdue = useOverdueCount();

  const activate = (area: LifeWheelArea) => {
    const target = areaTarget(area, wheel);
    if (target.kind === 'assess' || target.kind === 'projects') void navigate(target.to);
    else if (target.kind === 'chooseFocus') focus.chooseFocus();
  };

  // From 64rem the wheel stands beside the banners and the scores (wheel.css); on phones they follow it.
  return (
    <>
      <ZonePrompt />
      <ReassessCard cycle={wheel.cycle} />
      <PulseCard cycle={wheel.cycle} />
      <OverdueNotice count={overdue} />
      <div className="home-columns">
        <section className="card wheel-card" aria-labelledby="wheel-card-title">
          <div className="wheel-card__head">
            <h2 id="wheel-card-title" className="section-title">
              {t('wheel.globalScore')}
            </h2>
            {wheel.globalScore === null ? (
              <p className="wheel-card__pending">{t('wheel.globalPending')}</p>
            ) : (
              <p className="wheel-card__score" data-testid="global-score">
                {formatScore(wheel.globalScore)}
                <span className="wheel-card__scale">/10</span>
              </p>
            )}
          </div>
          <LifeWheelChart wheel={wheel} onActivate={activate} showHistory />
          {wheel.isComplete ? null : (
            <Link to={ASSESSMENT_INTRO_PATH} className="button button--primary button--block button--large">
              {progress.assessed === 0 ? t('wheel.start') : t('wheel.continue')}
            </Link>
          )}
        </section>
        <div className="home-columns__side">
          <HomeBanners wheel={wheel} focus={focus} change={<ChangeSincePrevious wheel={wheel} />} />
          <ScoreGrid wheel={wheel} onChooseFocus={focus.chooseFocus} />
        </div>
        {focus.modalOpen && focus.plan ? (
          <FocusModal
            areas={wheel.lifeAreas}
            plan={focus.plan}
            saving={focus.saving}
            error={focus.error}
            {...(focus.carry.status === 'ready' ? { carryCandidates: focus.carry.candidates } : {})}
            onConfirm={focus.save}
            onCancel={focus.closeModal}
          />
        ) : null}
      </div>
    </>
  );
}

/** The change since the cycle before, once a later cycle is assessed: the server's comparison of the two. */
function ChangeSincePrevious({ wheel }: { wheel: LifeWheel }) {
  const { t } = useTranslation();
  const cycles = useCycles(wheel.isComplete && wheel.cycle.number > 1);
  const comparison = useComparison(cycles.data ? reassessedPair(cycles.data) : null);
  const failed = cycles.isError ? cycles : comparison.isError ? comparison : null;
  return <CycleChange comparison={comparison.data} failure={failed ? loadErrorDetail(failed.error, t) : null} onRetry={() => void failed?.refetch()} />;
}
