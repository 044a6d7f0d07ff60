import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MaritalStatus } from '../../../domain/rules/wheel';
import type { AreaQuestions } from '../../../domain/schemas/wheel';
import { ListCard } from './list-card';
import type { Answer } from './question-flow';
import { useAreaColor } from '../../lib/theme';

type Area = AreaQuestions['area'];

/** The area's icon and name, and where it sits in the assessment ('area k of 6'). */
export function AreaHeading({ area, position, total }: { area: Area; position: number; total: number }) {
  const areaColor = useAreaColor();
  const { t } = useTranslation();
  return (
    <div className="area-heading">
      <span className="area-heading__icon" style={{ background: `color-mix(in srgb, ${areaColor(area.color)} 14%, var(--color-surface))`, borderColor: areaColor(area.color) }} aria-hidden="true">
        {area.emoji}
      </span>
      <div>
        <h2 className="area-heading__name">{area.name}</h2>
        <p className="area-heading__position">{t('assessment.area.areaPosition', { position, total })}</p>
      </div>
    </div>
  );
}

const MARITAL_OPTIONS: readonly { status: MaritalStatus; emoji: string }[] = [
  { status: 'married', emoji: '💑' },
  { status: 'single', emoji: '🧍' },
];

/** Couple and intimacy: the set of questions depends on the person's situation. */
export function MaritalChoice({ chosen, onPick }: { chosen: MaritalStatus | null; onPick: (status: MaritalStatus) => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="card marital" aria-labelledby={titleId} data-testid="marital-choice">
      <p className="marital__eyebrow">{t('assessment.area.marital.title')}</p>
      <h3 id={titleId} className="marital__question">
        {t('assessment.area.marital.question')}
      </h3>
      <p className="marital__text">{t('assessment.area.marital.text')}</p>
      <div className="marital__options">
        {MARITAL_OPTIONS.map((option) => (
          <button
            key={option.status}
            type="button"
            className={`marital__option${chosen === option.status ? ' marital__option--chosen' : ''}`}
            aria-pressed={chosen === option.status}
            aria-disabled={chosen !== null}
            onClick={() => onPick(option.status)}
          >
            <span className="marital__emoji" aria-hidden="true">
              {option.emoji}
            </span>
            {t(`assessment.area.marital.${option.status}`)}
          </button>
        ))}
      </div>
    </section>
  );
}

/** The answered share as a bar, 'question N of M', and one dot per question (green yes, red no, grey open). */
export function QuestionProgress({ answers, index }: { answers: readonly Answer[]; index: number }) {
  const { t } = useTranslation();
  const total = answers.length;
  const answered = answers.filter((answer) => answer !== null).length;
  const percent = total === 0 ? 0 : Math.round((100 * answered) / total);
  return (
    <div className="question-progress">
      <div className="question-progress__row">
        <p className="question-progress__position" data-testid="question-position">
          {t('assessment.area.questionPosition', { position: index + 1, total })}
        </p>
        <p className="question-progress__percent" aria-hidden="true">
          {percent}%
        </p>
      </div>
      <div
        className="question-progress__bar"
        role="progressbar"
        aria-label={t('assessment.area.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={answered}
        aria-valuetext={`${answered}/${total}`}
      >
        <span className="question-progress__fill" style={{ width: `${percent}%` }} />
      </div>
      <ol className="question-dots" aria-label={t('assessment.area.dots')}>
        {/* A question's place in its set is its identity here: the set never changes while the dots show. */}
        {answers.map((answer, position) => {
          const state = answer === null ? 'open' : answer ? 'yes' : 'no';
          return (
            <li key={position} className={`question-dot question-dot--${state}${position === index ? ' question-dot--current' : ''}`} data-state={state}>
              <span className="visually-hidden">{t(`assessment.area.dot.${state}`, { position: position + 1 })}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** The yes/no counters, what to consider (4) and how to answer (3). */
export function AssessmentAside({ yes, no }: { yes: number; no: number }) {
  const { t } = useTranslation();
  const considerations = ['recent', 'facts', 'habits', 'feelings'] as const;
  const tips = ['first', 'doubt', 'noPerfect'] as const;
  return (
    <>
      <section className="card stack" aria-labelledby="answer-counters-title">
        <h2 id="answer-counters-title" className="section-title">
          {t('assessment.area.counters.title')}
        </h2>
        <dl className="answer-counters" aria-live="polite">
          <div className="answer-counter answer-counter--yes">
            <dt>{t('assessment.area.counters.yes')}</dt>
            <dd data-testid="yes-count">{yes}</dd>
          </div>
          <div className="answer-counter answer-counter--no">
            <dt>{t('assessment.area.counters.no')}</dt>
            <dd data-testid="no-count">{no}</dd>
          </div>
        </dl>
      </section>
      <ListCard titleId="considerations-title" title={t('assessment.area.considerations.title')} items={considerations.map((key) => t(`assessment.area.considerations.${key}`))} list="check-list" />
      <ListCard titleId="assessment-tips-title" title={t('assessment.area.tips.title')} items={tips.map((key) => t(`assessment.area.tips.${key}`))} list="tip-list" />
    </>
  );
}
