import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { wheelProgress } from '../../domain/rules/lifewheel';
import type { LifeWheel, LifeWheelArea } from '../../domain/schemas/lifewheel';
import { PanelLoading } from '../components/panel-loading';
import { Screen } from '../components/screen';
import { CycleDay } from '../features/cycle/cycle-day';
import { ReassessCard } from '../features/cycle/reassess-card';
import { ZonePrompt } from '../features/profile/zone-prompt';
import { areaTarget } from '../features/lifewheel/area-target';
import { ASSESSMENT_INTRO_PATH } from '../lib/paths';
import { FocusModal } from '../features/lifewheel/focus-modal';
import { HomeBanners } from '../features/lifewheel/home-banners';
import { LifeWheelChart } from '../features/lifewheel/life-wheel-chart';
import { LoadError } from '../features/lifewheel/load-error';
import { ScoreGrid } from '../features/lifewheel/score-grid';
import { useFocusSelection } from '../features/lifewheel/use-focus-selection';
import { useLifeWheel } from '../features/lifewheel/wheel-query';
import { formatScore } from '../lib/format';
import '../features/lifewheel/lifewheel.css';
import '../features/lifewheel/lifewheel-scores.css';

export default function HomePage() {
  const { t } = useTranslation();
  const wheel = useLifeWheel();
  return (
    <Screen title={t('lifewheel.title')} subtitle={t('lifewheel.subtitle')} wide="home" meta={<CycleDay cycle={wheel.data?.cycle} />}>
      {wheel.isPending ? (
        <PanelLoading text={t('lifewheel.loading')} />
      ) : wheel.isError ? (
        <LoadError title={t('lifewheel.loadError')} error={wheel.error} onRetry={() => void wheel.refetch()} />
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

  const activate = (area: LifeWheelArea) => {
    const target = areaTarget(area, wheel);
    if (target.kind === 'assess' || target.kind === 'projects') void navigate(target.to);
    else if (target.kind === 'chooseFocus') focus.chooseFocus();
  };

  // From 64rem the wheel stands beside the banners and the scores (lifewheel.css); on phones they follow it.
  return (
    <>
      <ZonePrompt />
      <ReassessCard cycle={wheel.cycle} />
      <div className="home-columns">
        <section className="card wheel-card" aria-labelledby="wheel-card-title">
          <div className="wheel-card__head">
            <h2 id="wheel-card-title" className="section-title">
              {t('lifewheel.globalScore')}
            </h2>
            {wheel.globalScore === null ? (
              <p className="wheel-card__pending">{t('lifewheel.globalPending')}</p>
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
              {progress.assessed === 0 ? t('lifewheel.start') : t('lifewheel.continue')}
            </Link>
          )}
        </section>
        <div className="home-columns__side">
          <HomeBanners wheel={wheel} focus={focus} />
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
