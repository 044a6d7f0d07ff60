import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { areaStyle } from '../../../domain/content/life-areas';
import type { CycleComparison } from '../../../domain/schemas/cycles';
import { formatScore, formatSignedNumber } from '../../lib/format';
import { NOT_ASSESSED_MARK } from '../../lib/scores';
import { useAreaColor } from '../../lib/theme';

type AreaChangeData = CycleComparison['areas'][number];
type QuestionChange = AreaChangeData['questions'][number];
type Cycles = { from: number; to: number };

/** How an answer moved: NO → YES, YES → NO, the same, or not comparable (a set answered in one cycle only). */
export function answerMove(question: Pick<QuestionChange, 'before' | 'after'>): 'up' | 'down' | 'same' | 'unknown' {
  if (question.before === null || question.after === null) return 'unknown';
  if (question.before === question.after) return 'same';
  return question.after ? 'up' : 'down';
}

/** Changed answers first: those that moved (NO → YES or YES → NO), then the rest answered in either cycle. */
export function splitQuestions(area: AreaChangeData): { changed: QuestionChange[]; rest: QuestionChange[] } {
  const answered = area.questions.filter((question) => question.before !== null || question.after !== null);
  const moved = (question: QuestionChange) => answerMove(question) === 'up' || answerMove(question) === 'down';
  return { changed: answered.filter(moved), rest: answered.filter((question) => !moved(question)) };
}

/**
 * The change of one area: its two scores as bars, the delta in words and sign, predicted vs actual, the answers
 * that changed and, behind a disclosure, the others (issue 37: about 60 answers in all).
 */
export function AreaChange({ area, cycles }: { area: AreaChangeData; cycles: Cycles }) {
  const areaColor = useAreaColor();
  const { t } = useTranslation();
  const titleId = useId();
  const style = areaStyle(area.key);
  const { changed, rest } = splitQuestions(area);
  return (
    <section className="card area-change" aria-labelledby={titleId} style={{ borderTopColor: areaColor(style.color) }} data-testid={`area-change-${area.key}`}>
      <header className="area-change__head">
        <h3 id={titleId} className="area-change__title">
          <span aria-hidden="true">{style.emoji}</span> {area.areaName}
        </h3>
        <Delta delta={area.delta} />
      </header>
      <div className="area-bars">
        <ScoreBar label={t('cycles.number', { number: cycles.from })} score={area.before} color={areaColor(style.color)} faded />
        <ScoreBar label={t('cycles.number', { number: cycles.to })} score={area.after} color={areaColor(style.color)} />
      </div>
      {area.predicted === null ? null : (
        <p className="area-change__predicted" data-testid={`predicted-${area.key}`}>
          {t('cycles.compare.predicted', {
            predicted: t('wheel.outOfTen', { score: area.predicted }),
            actual: area.after === null ? NOT_ASSESSED_MARK : t('wheel.outOfTen', { score: area.after }),
          })}
        </p>
      )}
      {changed.length === 0 ? (
        <p className="area-change__none">{t('cycles.compare.noneChanged')}</p>
      ) : (
        <AnswersTable questions={changed} cycles={cycles} caption={t('cycles.compare.changedQuestions', { count: changed.length })} areaName={area.areaName} />
      )}
      {rest.length === 0 ? null : (
        <details className="answers-rest" data-testid={`answers-rest-${area.key}`}>
          <summary className="answers-rest__summary">{t('cycles.compare.showRest', { count: rest.length })}</summary>
          <AnswersTable questions={rest} cycles={cycles} caption={t('cycles.compare.restQuestions', { count: rest.length })} areaName={area.areaName} />
        </details>
      )}
    </section>
  );
}

/** '+2 ▲' in green, '−1 ▼' in red or '= ' in grey, with the same change in words for screen readers. */
export function Delta({ delta }: { delta: number | null }) {
  const { t } = useTranslation();
  if (delta === null) return <span className="delta delta--none">{t('cycles.compare.deltaMissing')}</span>;
  const direction = delta > 0 ? 'up' : delta < 0 ? 'down' : 'same';
  const words = direction === 'same' ? t('cycles.compare.deltaA11y_same') : t('cycles.compare.deltaA11y', { context: direction, count: Math.abs(delta) });
  return (
    <span className={`delta delta--${direction}`}>
      <span aria-hidden="true">
        {direction === 'same' ? '=' : formatSignedNumber(delta)} {direction === 'up' ? '▲' : direction === 'down' ? '▼' : ''}
      </span>
      <span className="visually-hidden">{words}</span>
    </span>
  );
}

/** A 0-10 score as a bar in `color` with its label and value; `decimal` writes it with one decimal (a global score). */
export function ScoreBar({ label, score, color, faded = false, decimal = false }: { label: string; score: number | null; color: string; faded?: boolean; decimal?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="area-bar">
      <span className="area-bar__label">{label}</span>
      <span className="area-bar__track" aria-hidden="true">
        <span className={`area-bar__fill${faded ? ' area-bar__fill--faded' : ''}`} style={{ width: `${(score ?? 0) * 10}%`, backgroundColor: color }} />
      </span>
      <span className="area-bar__value">{score === null ? t('cycles.list.globalPending') : t('wheel.outOfTen', { score: decimal ? formatScore(score) : score })}</span>
    </div>
  );
}

function AnswersTable({ questions, cycles, caption, areaName }: { questions: QuestionChange[]; cycles: Cycles; caption: string; areaName: string }) {
  const { t } = useTranslation();
  return (
    <div className="answers">
      <table className="answers-table">
        <caption className="answers-table__caption">
          {caption}
          <span className="visually-hidden"> · {areaName}</span>
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('cycles.compare.question')}</th>
            <th scope="col">{t('cycles.number', { number: cycles.from })}</th>
            <th scope="col">{t('cycles.number', { number: cycles.to })}</th>
          </tr>
        </thead>
        <tbody>
          {questions.map((question) => (
            <AnswerRow key={question.questionId} question={question} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function AnswerRow({ question }: { question: QuestionChange }) {
  const { t } = useTranslation();
  const move = answerMove(question);
  const changed = move === 'up' || move === 'down';
  return (
    <tr className={`answer-row${changed ? ` answer-row--changed answer-row--${move}` : ''}`} data-testid={`answer-${question.questionId}`}>
      <th scope="row" className="answer-row__question">
        <span>{question.text}</span>
        {changed ? <span className={`answer-changed answer-changed--${move}`}>{t('cycles.compare.changed')}</span> : null}
        {question.targeted ? <TargetNote question={question} /> : null}
        {question.targeted && question.pulse !== null ? <PulseNote question={question} /> : null}
      </th>
      <td>
        <Answer value={question.before} />
      </td>
      <td>
        <Answer value={question.after} />
      </td>
    </tr>
  );
}

function TargetNote({ question }: { question: QuestionChange }) {
  const { t } = useTranslation();
  const outcome = question.flipped === null ? null : question.flipped ? t('cycles.compare.targetFlipped') : t('cycles.compare.targetNotFlipped');
  const actions = question.actionsAimed === 0 ? t('cycles.compare.noActions') : t('cycles.compare.actionsDone', { done: question.actionsDone, count: question.actionsAimed });
  return (
    <span className={`target-note${question.flipped ? ' target-note--flipped' : ''}`} data-testid={`target-${question.questionId}`}>
      {[t('cycles.compare.targeted'), outcome, actions].filter(Boolean).join(' · ')}
    </span>
  );
}

/** A targeted question answered in the day-45 pulse: what the plan predicted, what the pulse said, what the re-assessment says. */
function PulseNote({ question }: { question: QuestionChange }) {
  const { t } = useTranslation();
  const word = (value: boolean | null) => (value === null ? t('cycles.compare.unansweredA11y') : value ? t('cycles.compare.yes') : t('cycles.compare.no'));
  return (
    <span className="target-note pulse-note" data-testid={`pulse-${question.questionId}`}>
      {t('cycles.pulse.comparePath', { pulse: word(question.pulse), actual: word(question.after) })}
    </span>
  );
}

function Answer({ value }: { value: boolean | null }) {
  const { t } = useTranslation();
  if (value === null) {
    return (
      <>
        <span aria-hidden="true">{t('cycles.compare.unanswered')}</span>
        <span className="visually-hidden">{t('cycles.compare.unansweredA11y')}</span>
      </>
    );
  }
  return <span className={`answer answer--${value ? 'yes' : 'no'}`}>{value ? t('cycles.compare.yes') : t('cycles.compare.no')}</span>;
}
