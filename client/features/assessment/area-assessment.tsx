import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { questionSetFor, questionsOfSet } from '../../../domain/rules/wheel';
import type { AreaQuestions } from '../../../domain/schemas/wheel';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { useToast } from '../../components/toast';
import { errorInfo, errorMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { ASSESSMENT_INTRO_PATH } from '../../lib/paths';
import type { AreaResult } from './area-reveal';
import { AreaHeading, AssessmentAside, MaritalChoice, QuestionProgress } from './assessment-parts';
import { useMaritalChoice, useQuestionFlow } from './question-flow';
import { useAnswerKeys } from './use-answer-keys';

type AreaAssessmentProps = {
  data: AreaQuestions;
  position: number;
  total: number;
  /** After a successful submission, with the area's score and YES count (none after a 409: assessed elsewhere). */
  onDone: (result?: Omit<AreaResult, 'position'>) => void;
};

/** One area's questions: the couple area's marital choice first, then the questions of the chosen set. */
export function AreaAssessment({ data, position, total, onDone }: AreaAssessmentProps) {
  const { t } = useTranslation();
  const twoSets = data.questions.some((question) => question.haveMoreQuestions);
  const marital = useMaritalChoice(twoSets);
  const questions = twoSets ? (marital.status ? questionsOfSet(data.questions, questionSetFor(marital.status)) : []) : data.questions;

  return (
    <>
      <AreaHeading area={data.area} position={position} total={total} />
      {marital.choiceVisible ? (
        <MaritalChoice chosen={marital.status} onPick={marital.pick} />
      ) : questions.length === 0 ? (
        <EmptyState emoji="❓" text={t('assessment.area.empty')}>
          <Link to={ASSESSMENT_INTRO_PATH} className="button button--secondary">
            {t('assessment.area.backToIntro')}
          </Link>
        </EmptyState>
      ) : (
        <QuestionRunner key={marital.status ?? 'all'} area={data.area} questions={questions} focusFirst={twoSets} onDone={onDone} />
      )}
    </>
  );
}

type QuestionRunnerProps = {
  area: AreaQuestions['area'];
  questions: AreaQuestions['questions'];
  /** Move focus to the first question (it replaces the marital choice the focus was on). */
  focusFirst: boolean;
  onDone: AreaAssessmentProps['onDone'];
};

function QuestionRunner({ area, questions, focusFirst, onDone }: QuestionRunnerProps) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const flow = useQuestionFlow(questions.length);
  const submit = useMutation(trpc.assessment.submitArea.mutationOptions());
  const [confirmingReset, setConfirmingReset] = useState(false);
  const questionRef = useRef<HTMLHeadingElement>(null);
  const question = questions[flow.state.index];
  const locked = flow.locked || submit.isPending;
  const { answer } = flow;

  useEffect(() => {
    if (focusFirst) questionRef.current?.focus();
  }, [focusFirst]);

  useAnswerKeys(!confirmingReset && !submit.isPending, answer);

  const complete = () => {
    if (!flow.complete || submit.isPending) return;
    const answers = questions.map((item, index) => ({ questionId: item.id, value: flow.state.answers[index] === true }));
    submit.mutate(
      { areaId: area.id, answers },
      {
        onSuccess: (result) => onDone({ score: result.score, yes: answers.filter((item) => item.value).length, total: answers.length }),
        onError: (error) => {
          console.error('submit-area failed', error);
          toast.error(errorMessage(error, t));
          if (errorInfo(error).code === 'AREA_ALREADY_ASSESSED') onDone();
        },
      },
    );
  };

  const resetAnswers = () => {
    flow.reset();
    setConfirmingReset(false);
  };

  if (!question) return null;
  return (
    <>
      <QuestionProgress answers={flow.state.answers} index={flow.state.index} />
      <section className="card question-card" aria-labelledby="question-text" data-testid="question-card">
        <div aria-live="polite" aria-atomic="true" className="question-card__live">
          <h3 id="question-text" className="question-card__text" ref={questionRef} tabIndex={-1}>
            {question.text}
          </h3>
          {question.tip ? (
            <p className="question-card__tip">
              <span aria-hidden="true">💡 </span>
              <strong>{t('assessment.area.tip')}:</strong> {question.tip}
            </p>
          ) : null}
        </div>
        <div className="answer-buttons">
          {([true, false] as const).map((value) => {
            const chosen = flow.state.answers[flow.state.index] === value;
            return (
              <button
                key={String(value)}
                type="button"
                className={`answer-button answer-button--${value ? 'yes' : 'no'}${chosen ? ' answer-button--chosen' : ''}`}
                aria-disabled={locked}
                aria-pressed={chosen}
                onClick={() => {
                  if (!locked) answer(value);
                }}
              >
                {value ? t('assessment.area.yes') : t('assessment.area.no')}
              </button>
            );
          })}
        </div>
        <p className="question-card__keys">{t('assessment.area.keyboardHint')}</p>
      </section>
      {flow.answered > 0 || flow.complete ? (
        <div className="question-actions">
          {flow.complete ? (
            <button type="button" className="button button--primary button--large button--block" onClick={complete} disabled={submit.isPending} aria-busy={submit.isPending}>
              {submit.isPending ? t('assessment.area.submitting') : t('assessment.area.complete')}
            </button>
          ) : null}
          <button type="button" className="button button--ghost button--block" onClick={() => setConfirmingReset(true)} disabled={submit.isPending}>
            {t('assessment.area.reset')}
          </button>
        </div>
      ) : null}
      <AssessmentAside yes={flow.yes} no={flow.no} />
      <ConfirmDialog
        open={confirmingReset}
        tone="danger"
        title={t('assessment.area.resetConfirm.title')}
        message={t('assessment.area.resetConfirm.text')}
        confirmLabel={t('assessment.area.resetConfirm.confirm')}
        onConfirm={resetAnswers}
        onCancel={() => setConfirmingReset(false)}
      />
    </>
  );
}
