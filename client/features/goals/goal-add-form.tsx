// Adds a goal of one type: content 1..120 characters after trim (the shared schema), with its counter.
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { translate, type MessageCode } from '../../../domain/messages';
import { GOAL_CONTENT_MAX, type GoalType } from '../../../domain/rules/goals';
import { GoalContentSchema, type Goal } from '../../../domain/schemas/goals';
import { useToast } from '../../components/toast';
import { useTRPC } from '../../lib/trpc';
import { ErrorAlert } from '../projects/feedback';
import { TextAreaField } from '../../components/form-field';
import { currentLanguage } from '../../i18n';

type GoalAddFormProps = {
  projectDetailId: string;
  goalType: GoalType;
  /** Moves the keyboard focus into the field when the form appears (after the tabs advanced). */
  focusOnMount: boolean;
  onAdded: (goal: Goal) => void;
};

/** The code of the first problem of a goal's content, or null. */
export function goalContentProblem(content: string): MessageCode | null {
  const parsed = GoalContentSchema.safeParse(content);
  return parsed.success ? null : ((parsed.error.issues[0]?.message as MessageCode | undefined) ?? 'GOAL_CONTENT_REQUIRED');
}

export function GoalAddForm({ projectDetailId, goalType, focusOnMount, onAdded }: GoalAddFormProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const trpc = useTRPC();
  const toast = useToast();
  const add = useMutation(trpc.goals.add.mutationOptions());
  const [content, setContent] = useState('');
  const [problem, setProblem] = useState<MessageCode | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const field = useRef<HTMLFormElement>(null);
  const typeName = t(`projectGoals.type.${goalType}`);

  useEffect(() => {
    if (focusOnMount) field.current?.querySelector('textarea')?.focus();
  }, [focusOnMount]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const found = goalContentProblem(content);
    setProblem(found);
    if (found) return;
    try {
      const goal = await add.mutateAsync({ projectDetailId, goalType, content: content.trim() });
      setContent('');
      toast.success(t('projectGoals.added', { type: typeName }));
      onAdded(goal);
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <form ref={field} className="goal-add" noValidate onSubmit={(event) => void submit(event)}>
      <TextAreaField
        label={t('projectGoals.addLabel', { type: typeName })}
        name="content"
        rows={2}
        value={content}
        counterMax={GOAL_CONTENT_MAX}
        placeholder={t(`projectGoals.guide.${goalType}.placeholder`)}
        onChange={(event) => {
          setContent(event.target.value);
          setProblem(null);
        }}
        error={problem ? translate(problem, language) : undefined}
        required
      />
      {failure ? <ErrorAlert error={failure} /> : null}
      <button type="submit" className="button button--primary button--block" disabled={add.isPending} aria-busy={add.isPending}>
        {add.isPending ? t('projectGoals.adding') : t('projectGoals.add', { type: typeName })}
      </button>
    </form>
  );
}
