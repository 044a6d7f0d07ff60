// One goal: mark it achieved, edit it in place (same content rule as adding, and the answers it aims at), delete it
// after confirming (the server refuses while it has actions), and see its actions' progress and its targets.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GOAL_CONTENT_MAX } from '../../../domain/rules/goals';
import type { Goal } from '../../../domain/schemas/goals';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useToast } from '../../components/toast';
import { errorMessage } from '../../lib/errors';
import { useForm } from '../../lib/form';
import { useTRPC } from '../../lib/trpc';
import { TextAreaField } from '../../components/form-field';
import { currentLanguage } from '../../i18n';
import { goalContentProblem } from './goal-add-form';
import { TargetPicker } from '../../components/target-picker';
import type { GoalsCache } from './goals-cache';

/** The answers a goal aims at, as a compact list; nothing when it aims at none. */
function GoalTargets({ goal }: { goal: Goal }) {
  const { t } = useTranslation();
  if (goal.targets.length === 0) return null;
  const labelId = `goal-targets-${goal.id}`;
  return (
    <div className="goal__targets">
      <span id={labelId} className="goal__targets-label">
        {t('goals.targets.aimsAt')}
      </span>
      <ul aria-labelledby={labelId}>
        {goal.targets.map((target) => (
          <li key={target.questionId}>{target.text}</li>
        ))}
      </ul>
    </div>
  );
}

/** Whether two sets of question ids hold the same ids. */
function sameTargets(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}

type GoalItemProps = {
  goal: Goal;
  index: number;
  /** The project's life area (reference id): where the goal's targets come from. */
  areaId: string;
  cache: GoalsCache;
};

type GoalEditFormProps = Omit<GoalItemProps, 'index'> & {
  /** Editing ends: saved, cancelled or left with Escape. */
  onDone: () => void;
};

/** The goal edited in place: its content (the adding rule) and the answers it aims at. Mounted while editing. */
function GoalEditForm({ goal, areaId, cache, onDone }: GoalEditFormProps) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const update = useMutation(trpc.goals.update.mutationOptions());
  const currentTargets = goal.targets.map((target) => target.questionId);
  const form = useForm({
    initial: () => ({ content: goal.content, targetQuestionIds: currentTargets }),
    check: ({ content, targetQuestionIds }) => {
      const code = goalContentProblem(content);
      return code ? { ok: false, problems: { content: { code } } } : { ok: true, input: { content: content.trim(), targetQuestionIds } };
    },
    send: async ({ content, targetQuestionIds }) => {
      try {
        // The targets are sent (as the whole new set) only when they changed: a failed load of the answers keeps them.
        const targets = sameTargets(targetQuestionIds, currentTargets) ? {} : { targetQuestionIds };
        cache.replaced(await update.mutateAsync({ id: goal.id, content, ...targets }));
        onDone();
        toast.success(t('goals.updated'));
      } catch (error) {
        toast.error(errorMessage(error, t, currentLanguage()));
      }
    },
  });

  return (
    <form
      className="goal__edit"
      noValidate
      onSubmit={form.submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDone();
      }}
    >
      <TextAreaField label={t('goals.editLabel')} rows={2} counterMax={GOAL_CONTENT_MAX} autoFocus {...form.field('content')} />
      <TargetPicker areaId={areaId} selected={form.values.targetQuestionIds} onChange={(targetQuestionIds) => form.set({ targetQuestionIds })} />
      <div className="goal__edit-actions">
        <button type="button" className="button button--ghost button--small" onClick={onDone}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="button button--primary button--small" disabled={form.submitting} aria-busy={form.submitting}>
          {form.submitting ? t('common.working') : t('goals.save')}
        </button>
      </div>
    </form>
  );
}

export function GoalItem({ goal, index, areaId, cache }: GoalItemProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const trpc = useTRPC();
  const toast = useToast();
  const toggle = useMutation(trpc.goals.toggle.mutationOptions());
  const remove = useMutation(trpc.goals.delete.mutationOptions());
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [shownDone, setShownDone] = useState<boolean | null>(null);
  const checkboxId = `goal-done-${goal.id}`;

  // The box shows the new state at once; it returns to the stored one if the server refuses.
  const flip = async () => {
    if (shownDone !== null) return;
    setShownDone(!goal.completed);
    try {
      cache.replaced(await toggle.mutateAsync({ id: goal.id }));
    } catch (error) {
      toast.error(errorMessage(error, t, language));
    } finally {
      setShownDone(null);
    }
  };

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync({ id: goal.id });
      cache.removed(goal.id);
      toast.success(t('goals.deleted'));
    } catch (error) {
      toast.error(errorMessage(error, t, language));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <li className={`goal${goal.completed ? ' goal--done' : ''}`}>
      <span className="goal__number" aria-hidden="true">
        {index + 1}
      </span>
      {editing ? (
        <GoalEditForm goal={goal} areaId={areaId} cache={cache} onDone={() => setEditing(false)} />
      ) : (
        <div className="goal__body">
          <div className="goal__main">
            <input
              id={checkboxId}
              type="checkbox"
              className="goal__check"
              checked={shownDone ?? goal.completed}
              aria-busy={shownDone !== null}
              onChange={() => void flip()}
            />
            <label htmlFor={checkboxId} className="goal__content">
              <span className="visually-hidden">{t('goals.achieved')}: </span>
              {goal.content}
            </label>
          </div>
          <p className="goal__meta">
            <Link to={`/actions?goalId=${goal.id}`}>{t('goals.actionsCount', { completed: goal.completedActions, count: goal.totalActions })}</Link>
            <span aria-hidden="true"> · </span>
            <span>{t('goals.progress', { progress: goal.progress })}</span>
          </p>
          <GoalTargets goal={goal} />
          <div className="goal__actions">
            <button type="button" className="button button--ghost button--small" onClick={() => setEditing(true)} aria-label={t('goals.editNamed', { content: goal.content })}>
              {t('goals.edit')}
            </button>
            <button
              type="button"
              className="button button--ghost button--small goal__delete"
              onClick={() => setConfirming(true)}
              aria-label={t('goals.deleteNamed', { content: goal.content })}
            >
              {t('goals.delete')}
            </button>
          </div>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('goals.deleteTitle')}
        message={t('goals.deleteText', { content: goal.content })}
        confirmLabel={t('goals.delete')}
        tone="danger"
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      />
    </li>
  );
}
