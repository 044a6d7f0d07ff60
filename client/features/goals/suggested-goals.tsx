// Starter suggestions on the goals screen (issue 37, item 8): for each NO answer of the project's area, the bank's
// goals of the open tab's type, each taken with one tap (POST /goals/add aimed at that answer) and editable after
// like any goal. The person opens the answers they aim at; the open ones stay open across the tabs.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GoalType } from '../../../domain/rules/goals';
import type { Goal } from '../../../domain/schemas/goals';
import type { AnswerSuggestions } from '../../../domain/schemas/suggestions';
import { useToast } from '../../components/toast';
import { errorMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import '../../components/suggestions.css';

type SuggestedGoalsProps = {
  lifeWheelAreaId: string;
  projectDetailId: string;
  goalType: GoalType;
  goals: readonly Goal[];
  /** The NO answers (question ids) the person opened. */
  aimed: ReadonlySet<string>;
  onAim: (questionId: string, open: boolean) => void;
  onAdded: (goal: Goal) => void;
};

const sameText = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

export function SuggestedGoals({ lifeWheelAreaId, projectDetailId, goalType, goals, aimed, onAim, onAdded }: SuggestedGoalsProps) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const suggestions = useQuery(trpc.suggestions.forArea.queryOptions({ lifeWheelAreaId }));
  // Without suggestions (not loaded, refused, or no NO answer) the screen stays as it was: the form below remains.
  const questions = suggestions.data?.questions ?? [];
  if (questions.length === 0) return null;
  const typeName = t(`goals.type.${goalType}`);
  return (
    <section className="suggestions" aria-labelledby="goal-suggestions-title">
      <h3 id="goal-suggestions-title" className="suggestions__title">
        {t('goals.suggestions.title', { type: typeName })}
      </h3>
      <p className="field__hint">{t('goals.suggestions.hint')}</p>
      {questions.map((question) => (
        <details key={question.questionId} className="suggestions__answer" open={aimed.has(question.questionId)}>
          {/* The screen holds which answers are open (they stay open across the tabs), so the summary toggles that. */}
          <summary
            className="suggestions__question"
            onClick={(event) => {
              event.preventDefault();
              onAim(question.questionId, !aimed.has(question.questionId));
            }}
          >
            {question.text}
          </summary>
          {aimed.has(question.questionId) ? (
            <SuggestedGoalList question={question} projectDetailId={projectDetailId} goalType={goalType} goals={goals} onAdded={onAdded} />
          ) : null}
        </details>
      ))}
    </section>
  );
}

type SuggestedGoalListProps = Pick<SuggestedGoalsProps, 'projectDetailId' | 'goalType' | 'goals' | 'onAdded'> & {
  question: AnswerSuggestions['questions'][number];
};

function SuggestedGoalList({ question, projectDetailId, goalType, goals, onAdded }: SuggestedGoalListProps) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const add = useMutation(trpc.goals.add.mutationOptions());
  const typeName = t(`goals.type.${goalType}`);
  const offered = question.goals.filter((goal) => goal.goalType === goalType && !goals.some((taken) => sameText(taken.content, goal.content)));
  if (offered.length === 0) return <p className="muted suggestions__none">{t('goals.suggestions.noneLeft', { type: typeName })}</p>;
  const take = (content: string) =>
    add.mutate(
      { projectDetailId, goalType, content, targetQuestionIds: [question.questionId] },
      {
        onSuccess: (goal) => {
          toast.success(t('goals.added', { type: typeName }));
          onAdded(goal);
        },
        onError: (error) => toast.error(errorMessage(error, t)),
      },
    );
  return (
    <ul className="suggestions__list">
      {offered.map((goal) => (
        <li key={goal.content} className="suggestions__item">
          <span>{goal.content}</span>
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={add.isPending}
            aria-label={t('goals.suggestions.take', { content: goal.content })}
            onClick={() => take(goal.content)}
          >
            {t('goals.suggestions.add')}
          </button>
        </li>
      ))}
    </ul>
  );
}
