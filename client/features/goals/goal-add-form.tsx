// Adds a goal of one type: content 1..120 characters after trim (the shared schema), with its counter, and the
// NO answers of the project's area it is meant to flip (optional).
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageCode } from '../../../domain/messages';
import { GOAL_CONTENT_MAX, type GoalType } from '../../../domain/rules/goals';
import { GoalContentSchema, type Goal } from '../../../domain/schemas/goals';
import { useToast } from '../../components/toast';
import { refusalProblems, useForm } from '../../lib/form';
import { errorMessage } from '../../lib/errors';
import { currentLanguage } from '../../i18n';
import { useTRPC } from '../../lib/trpc';
import { ErrorAlert } from '../../components/error-alert';
import { TextAreaField } from '../../components/form-field';
import { TargetPicker } from '../../components/target-picker';
import { TARGET_REFUSALS } from '../../lib/target-refusals';

type GoalAddFormProps = {
  projectDetailId: string;
  /** The project's life area (reference id): its NO answers are the goal's possible targets. */
  areaId: string;
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

export function GoalAddForm({ projectDetailId, areaId, goalType, focusOnMount, onAdded }: GoalAddFormProps) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const add = useMutation(trpc.goals.add.mutationOptions());
  const field = useRef<HTMLFormElement>(null);
  const typeName = t(`goals.type.${goalType}`);
  const form = useForm({
    initial: { content: '', targetQuestionIds: [] as string[] },
    check: ({ content, targetQuestionIds }) => {
      const code = goalContentProblem(content);
      return code ? { ok: false, problems: { content: { code } } } : { ok: true, input: { content: content.trim(), targetQuestionIds } };
    },
    send: async ({ content, targetQuestionIds }) => {
      const goal = await add.mutateAsync({ projectDetailId, goalType, content, ...(targetQuestionIds.length > 0 ? { targetQuestionIds } : {}) });
      form.set({ content: '', targetQuestionIds: [] });
      toast.success(t('goals.added', { type: typeName }));
      onAdded(goal);
    },
    refusal: (error) => refusalProblems(error, errorMessage(error, t, currentLanguage()), ['content', 'targetQuestionIds'], TARGET_REFUSALS),
  });

  useEffect(() => {
    if (focusOnMount) field.current?.querySelector('textarea')?.focus();
  }, [focusOnMount]);

  return (
    <form ref={field} className="goal-add" noValidate onSubmit={form.submit}>
      <TextAreaField
        label={t('goals.addLabel', { type: typeName })}
        rows={2}
        counterMax={GOAL_CONTENT_MAX}
        placeholder={t(`goals.guide.${goalType}.placeholder`)}
        {...form.field('content')}
        required
      />
      <TargetPicker
        areaId={areaId}
        selected={form.values.targetQuestionIds}
        onChange={(targetQuestionIds) => form.set({ targetQuestionIds })}
        error={form.error('targetQuestionIds')}
      />
      {form.failure ? <ErrorAlert error={form.failure} /> : null}
      <button type="submit" className="button button--primary button--block" disabled={form.submitting} aria-busy={form.submitting}>
        {form.submitting ? t('goals.adding') : t('goals.add', { type: typeName })}
      </button>
    </form>
  );
}
