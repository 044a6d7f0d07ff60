import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { nextAreaToAssess, wheelProgress } from '../../../domain/rules/wheel';
import type { LifeWheelArea } from '../../../domain/schemas/wheel';
import { NOT_ASSESSED_MARK, scoreTone } from '../../lib/scores';
import { useAreaColor } from '../../lib/theme';

function assessmentPath(area: Pick<LifeWheelArea, 'areaId'>): string {
  return `/assessment/area/${area.areaId}`;
}

/** Assessed areas first, each group in wheel order. */
function introOrder(areas: readonly LifeWheelArea[]): LifeWheelArea[] {
  return [...areas.filter((area) => area.isArchived), ...areas.filter((area) => !area.isArchived)];
}

/** The six areas: assessed ones done and disabled, the first open one marked 'Next', the rest to evaluate. */
export function IntroAreaGrid({ areas }: { areas: readonly LifeWheelArea[] }) {
  const { t } = useTranslation();
  const ordered = introOrder(areas);
  const nextId = nextAreaToAssess(areas)?.id;
  const progress = wheelProgress(areas);
  return (
    <>
      <div className="intro-progress">
        <p>{t('assessment.intro.areas.progress', { assessed: progress.assessed, total: progress.total })}</p>
        <progress max={progress.total} value={progress.assessed} aria-label={t('assessment.intro.areas.progress', { assessed: progress.assessed, total: progress.total })} />
      </div>
      <ul className="tile-grid">
        {ordered.map((area) => (
          <li key={area.id}>{area.isArchived ? <DoneTile area={area} /> : <OpenTile area={area} next={area.id === nextId} />}</li>
        ))}
      </ul>
    </>
  );
}

function TileIcon({ area }: { area: LifeWheelArea }) {
  const areaColor = useAreaColor();
  return (
    <span className="intro-tile__icon" style={{ background: `color-mix(in srgb, ${areaColor(area.color)} 14%, var(--color-surface))`, borderColor: areaColor(area.color) }} aria-hidden="true">
      {area.emoji}
    </span>
  );
}

function DoneTile({ area }: { area: LifeWheelArea }) {
  const { t } = useTranslation();
  return (
    <div className="intro-tile intro-tile--done" aria-disabled="true" data-testid={`intro-tile-${area.key}`}>
      <span className="tick intro-tile__check" aria-hidden="true">
        ✓
      </span>
      <TileIcon area={area} />
      <span className="intro-tile__name">{area.areaName}</span>
      <span className={`intro-tile__score intro-tile__score--${scoreTone(area.score)}`}>{t('assessment.intro.areas.completedWith', { score: area.score })}</span>
      <span className="intro-tile__hint">{t('assessment.intro.areas.alreadyEvaluated')}</span>
    </div>
  );
}

function OpenTile({ area, next }: { area: LifeWheelArea; next: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to={assessmentPath(area)} className={`intro-tile intro-tile--open${next ? ' intro-tile--next' : ''}`} data-testid={`intro-tile-${area.key}`}>
      {next ? <span className="intro-tile__badge">{t('assessment.intro.areas.next')}</span> : null}
      <TileIcon area={area} />
      <span className="intro-tile__name">{area.areaName}</span>
      <span className="intro-tile__score">
        <span aria-hidden="true">{t('assessment.intro.areas.currentScore', { score: NOT_ASSESSED_MARK })}</span>
        <span className="visually-hidden">{t('assessment.intro.areas.currentScore', { score: t('wheel.scores.notAssessedLabel') })}</span>
      </span>
      <span className="intro-tile__hint">{t('assessment.intro.areas.clickToEvaluate')} →</span>
    </Link>
  );
}
