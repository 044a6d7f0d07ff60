import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { wheelProgress } from '../../domain/rules/lifewheel';
import type { LifeWheel, LifeWheelArea } from '../../domain/schemas/lifewheel';
import { PanelLoading } from '../components/panel-loading';
import { Screen } from '../components/screen';
import { ASSESSMENT_INTRO_PATH, areaTarget } from '../features/wheel/area-target';
import { FocusModal } from '../features/wheel/focus-modal';
import { HomeBanners } from '../features/wheel/home-banners';
import { LifeWheelChart } from '../features/wheel/life-wheel-chart';
import { LoadError } from '../features/wheel/load-error';
import { ScoreGrid } from '../features/wheel/score-grid';
import { useFocusSelection } from '../features/wheel/use-focus-selection';
import { useLifeWheel } from '../features/wheel/wheel-query';
import { formatNumber } from '../lib/format';
import '../features/wheel/common.css';
import '../features/wheel/wheel.css';
import '../features/wheel/scores.css';

export default function HomePage() {
  const { t } = useTranslation();
  const wheel = useLifeWheel();
  return (
    <Screen title={t('home.title')} subtitle={t('home.subtitle')}>
      {wheel.isPending ? (
        <PanelLoading text={t('home.loading')} />
      ) : wheel.isError ? (
        <LoadError title={t('home.loadError')} error={wheel.error} onRetry={() => void wheel.refetch()} />
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

  return (
    <>
      <section className="card wheel-card" aria-labelledby="wheel-card-title">
        <div className="wheel-card__head">
          <h2 id="wheel-card-title" className="section-title">
            {t('home.globalScore')}
          </h2>
          {wheel.globalScore === null ? (
            <p className="wheel-card__pending">{t('home.globalPending')}</p>
          ) : (
            <p className="wheel-card__score" data-testid="global-score">
              {formatNumber(wheel.globalScore)}
              <span className="wheel-card__scale">/10</span>
            </p>
          )}
        </div>
        <LifeWheelChart wheel={wheel} onActivate={activate} />
        {wheel.isComplete ? null : (
          <Link to={ASSESSMENT_INTRO_PATH} className="button button--primary button--block button--large">
            {progress.assessed === 0 ? t('home.start') : t('home.continue')}
          </Link>
        )}
      </section>
      <HomeBanners wheel={wheel} focus={focus} />
      <ScoreGrid wheel={wheel} onChooseFocus={focus.chooseFocus} />
      {focus.modalOpen && focus.plan ? (
        <FocusModal areas={wheel.lifeAreas} plan={focus.plan} saving={focus.saving} error={focus.error} onConfirm={focus.save} onCancel={focus.closeModal} />
      ) : null}
    </>
  );
}
