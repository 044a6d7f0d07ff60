import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { wheelProgress } from '../../../domain/rules/wheel';
import type { LifeWheel } from '../../../domain/schemas/wheel';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/errors';
import { areaProjectsPath } from '../../lib/paths';
import { formatScore, joinNames } from '../../lib/format';
import type { FocusSelection } from './use-focus-selection';

type BannerProps = { tone: 'info' | 'success' | 'focus'; icon: string; title: string; testId: string; children: ReactNode };

function Banner({ tone, icon, title, testId, children }: BannerProps) {
  return (
    <section className={`banner banner--${tone}`} data-testid={testId}>
      <span className="banner__icon" aria-hidden="true">
        {icon}
      </span>
      <div className="banner__body">
        <h2 className="banner__title">{title}</h2>
        {children}
      </div>
    </section>
  );
}

/**
 * The partial notice while areas are missing; once all are assessed, the completed banner (first cycle) or the
 * change since the cycle before (a later cycle), then the focus notice.
 */
export function HomeBanners({ wheel, focus, change }: { wheel: LifeWheel; focus: FocusSelection; change: ReactNode }) {
  const { t } = useTranslation();
  const progress = wheelProgress(wheel.lifeAreas);
  if (!wheel.isComplete) {
    return (
      <Banner tone="info" icon="🧭" title={t('wheel.partial.title')} testId="banner-partial">
        <p>{t('wheel.partial.text', { assessed: progress.assessed, total: progress.total })}</p>
      </Banner>
    );
  }
  return (
    <>
      {wheel.cycle.number > 1 ? (
        change
      ) : (
        <Banner tone="success" icon="🎉" title={t('wheel.completed.title')} testId="banner-completed">
          <p>{t('wheel.completed.text', { score: formatScore(wheel.globalScore ?? 0) })}</p>
        </Banner>
      )}
      <Banner tone="focus" icon="🎯" title={t('wheel.focus.title')} testId="banner-focus">
        <div aria-live="polite" className="banner__live">
          <FocusStatus wheel={wheel} focus={focus} />
        </div>
      </Banner>
    </>
  );
}

function FocusStatus({ wheel, focus }: { wheel: LifeWheel; focus: FocusSelection }) {
  const { t, i18n } = useTranslation();
  if (wheel.focusSelectedAt !== null) {
    const focusAreas = wheel.lifeAreas.filter((area) => area.isFocus);
    return (
      <>
        <p>{t('wheel.focus.saved', { areas: joinNames(focusAreas.map((area) => area.areaName), i18n.language) })}</p>
        <FirstProject wheel={wheel} />
      </>
    );
  }
  if (!focus.plan || focus.plan.required === 0) return <p>{t('wheel.focus.allFinished')}</p>;
  if (focus.carry.status === 'error') {
    return (
      <>
        <p className="banner__error" role="alert">
          {t('cycles.carry.loadError')} {errorMessage(focus.carry.error, t)}
        </p>
        <button type="button" className="button button--primary button--small" onClick={focus.carry.retry}>
          {t('common.retry')}
        </button>
      </>
    );
  }
  if (focus.carry.status === 'loading') {
    return (
      <p className="banner__saving">
        <span className="spinner spinner--small" aria-hidden="true" /> {t('cycles.carry.loading')}
      </p>
    );
  }
  if (!focus.asks) {
    if (focus.error) {
      return (
        <>
          <p className="banner__error" role="alert">
            {t('wheel.focus.saveError')} {errorMessage(focus.error, t)}
          </p>
          <button type="button" className="button button--primary button--small" onClick={focus.retryAutomatic}>
            {t('common.retry')}
          </button>
        </>
      );
    }
    return (
      <p className="banner__saving">
        <span className="spinner spinner--small" aria-hidden="true" /> {t('wheel.focus.saving')}
      </p>
    );
  }
  return (
    <>
      <p>{t('wheel.focus.pending', { count: focus.plan.required })}</p>
      <button type="button" className="button button--primary button--small" onClick={focus.openModal}>
        {t('wheel.focus.choose')}
      </button>
    </>
  );
}

/**
 * Before the cycle has any project: the way straight to creating one in the lowest focus area (the first in wheel
 * order among equals), or in another focus area through the create screen's area step.
 */
function FirstProject({ wheel }: { wheel: LifeWheel }) {
  const { t } = useTranslation();
  if (wheel.lifeAreas.some((area) => area.projects.length > 0)) return null;
  const [lowest] = wheel.lifeAreas.filter((area) => area.isFocus && !area.isBlocked).sort((a, b) => (a.score ?? 0) - (b.score ?? 0));
  if (!lowest) return null;
  return (
    <>
      <Link to={`${areaProjectsPath(lowest)}/create`} className="button button--primary" data-testid="first-project">
        {t('wheel.focus.firstProject')}
      </Link>
      <p className="banner__hint">
        {t('wheel.focus.firstProjectArea', { area: lowest.areaName })} <Link to="/projects/create">{t('wheel.focus.otherArea')}</Link>
      </p>
    </>
  );
}
