import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LifeWheel, LifeWheelArea } from '../../../domain/schemas/wheel';
import { areaTarget, type AreaTarget } from './area-target';
import { scoreTone } from '../../lib/scores';
import { useAreaColor } from '../../lib/theme';

type ScoreGridProps = { wheel: LifeWheel; onChooseFocus: () => void };

/** The current scores, one tile per area: "not assessed" in words until assessed, then n/10 in the score colour. */
export function ScoreGrid({ wheel, onChooseFocus }: ScoreGridProps) {
  const { t } = useTranslation();
  return (
    <section className="card stack" aria-labelledby="score-grid-title">
      <h2 id="score-grid-title" className="section-title">
        {t('wheel.scores.title')}
      </h2>
      <ul className="tile-grid">
        {wheel.lifeAreas.map((area) => (
          <li key={area.id}>
            <ScoreTile area={area} target={areaTarget(area, wheel)} onChooseFocus={onChooseFocus} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ScoreTile({ area, target, onChooseFocus }: { area: LifeWheelArea; target: AreaTarget; onChooseFocus: () => void }) {
  const areaColor = useAreaColor();
  const { t } = useTranslation();
  const body = (
    <>
      <span className={`score-tile__icon${area.score === null ? ' score-tile__icon--unassessed' : ''}`} style={{ background: `color-mix(in srgb, ${areaColor(area.color)} 12%, var(--color-surface))`, borderColor: areaColor(area.color) }} aria-hidden="true">
        {area.emoji}
      </span>
      <span className="score-tile__name">{area.areaName}</span>
      <span className={`score-chip score-chip--${scoreTone(area.score)}`} data-testid={`score-${area.key}`}>
        {area.score === null ? t('wheel.scores.notAssessedLabel') : t('wheel.outOfTen', { score: area.score })}
      </span>
      <span className="score-tile__hint">
        {target.kind === 'finished' ? (
          <span className="tick" aria-hidden="true">
            ✓
          </span>
        ) : null}
        {target.kind === 'locked' ? <span aria-hidden="true">🔒</span> : null}
        {t(`wheel.scores.hint.${target.kind}`)}
      </span>
      {area.isFocus ? <span className="score-tile__focus">★ {t('wheel.focusTag')}</span> : null}
    </>
  );
  return <TileShell target={target} area={area} onChooseFocus={onChooseFocus}>{body}</TileShell>;
}

function TileShell({ target, area, onChooseFocus, children }: { target: AreaTarget; area: LifeWheelArea; onChooseFocus: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  const className = `score-tile score-tile--${target.kind}`;
  switch (target.kind) {
    case 'projects':
    case 'assess':
      return (
        <Link to={target.to} className={className} data-testid={`tile-${area.key}`}>
          {children}
        </Link>
      );
    case 'chooseFocus':
      return (
        <button type="button" className={className} onClick={onChooseFocus} data-testid={`tile-${area.key}`}>
          {children}
        </button>
      );
    case 'finished':
      return (
        <div className={className} aria-disabled="true" title={t('wheel.scores.finishedLabel')} data-testid={`tile-${area.key}`}>
          {children}
          <span className="visually-hidden">{t('wheel.scores.finishedLabel')}</span>
        </div>
      );
    case 'locked':
      return (
        <div className={className} aria-disabled="true" data-testid={`tile-${area.key}`}>
          {children}
        </div>
      );
  }
}
