import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { areaStyle } from '../../../domain/content/life-areas';
import type { CycleComparison } from '../../../domain/schemas/cycles';
import { formatScore, formatSignedNumber } from '../../lib/format';
import { NOT_ASSESSED_MARK } from '../../lib/scores';

type AreaChangeData = CycleComparison['areas'][number];
type QuestionChange = AreaChangeData['questions'][number];
type Cycles = { from: number; to: number };

/** How an answer moved: NO → YES, YES → NO, the same, or not comparable (a set answered in one cycle only). */
export function answerMove(question: Pick<QuestionChange, 'before' | 'after'>): 'up' | 'down' | 'same' | 'unknown' {
  if (question.before === null || question.after === null) return 'unknown';
  if (question.before === question.after) return 'same';
  return question.after ? 'up' : 'down';
}

/** Questions that were answered in either cycle (a set answered in neither has nothing to show). */
function shownQuestions(area: AreaChangeData, onlyChanged: boolean): QuestionChange[] {
  return area.questions
    .filter((question) => question.before !== null || question.after !== null)
    .filter((question) => !onlyChanged || answerMove(question) === 'up' || answerMove(question) === 'down');
}

/** The change of one area: its two scores as bars, the delta in words and sign, predicted vs actual, and its answers. */
export function AreaChange({ area, cycles, onlyChanged }: { area: AreaChangeData; cycles: Cycles; onlyChanged: boolean }) {
  const { t } = useTranslation();
  const titleId = useId();
  const style = areaStyle(area.key);
  const questions = shownQuestions(area, onlyChanged);
  return (
    <section className="card area-change" aria-labelledby={titleId} style={{ borderTopColor: style.color }} data-testid={`area-change-${area.key}`}>
      <header className="area-change__head">
        <h3 id={titleId} className="area-change__title">
          <span aria-hidden="true">{style.emoji}</span> {area.areaName}
        </h3>
        <Delta delta={area.delta} />
      </header>
      <div className="area-bars">
        <ScoreBar label={t('cycles.number', { number: cycles.from })} score={area.before} color={style.color} faded />
        <ScoreBar label={t('cycles.number', { number: cycles.to })} score={area.after} color={style.color} />
      </div>
      {area.predicted === null ? null : (
        <p className="area-change__predicted" data-testid={`predicted-${area.key}`}>
          {t('cycles.compare.predicted', {
            predicted: t('wheel.outOfTen', { score: area.predicted }),
            actual: area.after === null ? NOT_ASSESSED_MARK : t('wheel.outOfTen', { score: area.after }),
          })}
        </p>
      )}
      {questions.length === 0 ? (
        onlyChanged ? <p className="area-change__none">{t('cycles.compare.noneChanged')}</p> : null
      ) : (
        <AnswersTable questions={questions} cycles={cycles} areaName={area.areaName} />
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

function AnswersTable({ questions, cycles, areaName }: { questions: QuestionChange[]; cycles: Cycles; areaName: string }) {
  const { t } = useTranslation();
  return (
    <div className="answers">
      <table className="answers-table">
        <caption className="answers-table__caption">
          {t('cycles.compare.questions', { count: questions.length })}
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
