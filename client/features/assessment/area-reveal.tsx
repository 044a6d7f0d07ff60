import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AreaQuestions, LifeWheelArea } from '../../../domain/schemas/wheel';
import { ASSESSMENT_INTRO_PATH } from '../../lib/paths';
import { scoreTone } from '../../lib/scores';
import { AreaHeading } from './assessment-parts';

export type AreaResult = { score: number; yes: number; total: number; position: number };

type AreaRevealProps = {
  area: AreaQuestions['area'];
  result: AreaResult;
  areasTotal: number;
  /** The next unassessed area, null after the last one. */
  next: Pick<LifeWheelArea, 'areaId' | 'areaName'> | null;
};

/**
 * The moment after an area's answers are saved: its score, and the way straight on to the next unassessed area
 * (or, after the last, to the finished assessment), instead of the long intro.
 */
export function AreaReveal({ area, result, areasTotal, next }: AreaRevealProps) {
  const { t } = useTranslation();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  return (
    <>
      <AreaHeading area={area} position={result.position} total={areasTotal} />
      <section className="card area-reveal" aria-labelledby="area-reveal-title" data-testid="area-reveal">
        <p className="area-reveal__eyebrow">{t('assessment.area.reveal.eyebrow')}</p>
        <h3 id="area-reveal-title" className="area-reveal__title" ref={titleRef} tabIndex={-1}>
          {t('assessment.area.reveal.title', { area: area.name })}
        </h3>
        <p className={`area-reveal__score area-reveal__score--${scoreTone(result.score)}`} data-testid="area-reveal-score">
          {t('assessment.area.reveal.score', { score: result.score })}
        </p>
        <p className="area-reveal__text">{t('assessment.area.reveal.answers', { yes: result.yes, total: result.total })}</p>
        <p className="area-reveal__text">{t(next ? 'assessment.area.reveal.more' : 'assessment.area.reveal.last')}</p>
      </section>
      <div className="question-actions">
        {next ? (
          <Link to={`/assessment/area/${next.areaId}`} className="button button--primary button--large button--block" aria-describedby="area-reveal-next">
            {t('assessment.area.reveal.next')}
          </Link>
        ) : (
          <Link to={ASSESSMENT_INTRO_PATH} className="button button--primary button--large button--block">
            {t('assessment.area.reveal.finish')}
          </Link>
        )}
        {next ? (
          <p id="area-reveal-next" className="area-reveal__next">
            {t('assessment.area.reveal.nextName', { area: next.areaName })}
          </p>
        ) : null}
        {next ? (
          <Link to={ASSESSMENT_INTRO_PATH} className="button button--ghost button--block">
            {t('assessment.area.backToIntro')}
          </Link>
        ) : null}
      </div>
    </>
  );
}
