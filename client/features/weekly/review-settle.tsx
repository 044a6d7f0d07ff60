// The review's bulk settle (issue 37): the overdue actions of the review marked as not done, or moved to one date,
// in one call of POST /reviews/settle.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_ITEMS_MAX } from '../../../domain/schemas/weekly';
import type { PagedAction } from '../../../domain/rules/actions';
import { ErrorAlert } from '../../components/error-alert';
import { TextField } from '../../components/form-field';
import { useTRPC } from '../../lib/trpc';

type Props = {
  actions: readonly PagedAction[];
  today: string;
  /** The latest date all of them may move to: the earliest of their projects' ends, when known. */
  latest: string | undefined;
  onSettled: () => void;
};

/** "Marcar todas como no hechas" and "Reprogramar todas" (with one date) over the overdue actions shown, at most a batch. */
export function SettleAll({ actions, today, latest, onSettled }: Props) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const settle = useMutation(trpc.weekly.settle.mutationOptions());
  const [dueDate, setDueDate] = useState<string | null>(null);
  const actionIds = actions.slice(0, REVIEW_ITEMS_MAX).map((action) => action.id);
  // At most a batch's 200: the plain number reads the same in both languages, and i18next picks the plural from it.
  const count = actionIds.length;
  const run = (input: { resolution: 'MISSED' } | { resolution: 'RESCHEDULE'; dueDate: string }) =>
    settle.mutate(
      { actionIds, ...input },
      {
        onSuccess: () => {
          setDueDate(null);
          onSettled();
        },
      },
    );
  return (
    <div className="review-settle" role="group" aria-label={t('weekly.review.settleGroup', { count })}>
      <p className="review-section__hint">{t('weekly.review.settleHint', { count })}</p>
      <div className="review-settle__buttons">
        <button type="button" className="button button--secondary" disabled={settle.isPending} onClick={() => run({ resolution: 'MISSED' })}>
          {t('weekly.review.markAllMissed')}
        </button>
        <button type="button" className="button button--secondary" disabled={settle.isPending} aria-expanded={dueDate !== null} onClick={() => setDueDate(dueDate === null ? today : null)}>
          {t('weekly.review.rescheduleAll')}
        </button>
      </div>
      {dueDate !== null ? (
        <div className="review-settle__date">
          <TextField label={t('weekly.review.newDateAll')} type="date" min={today} max={latest} value={dueDate} onChange={(event) => setDueDate(event.target.value)} />
          <button type="button" className="button button--primary" disabled={settle.isPending || !dueDate} onClick={() => run({ resolution: 'RESCHEDULE', dueDate })}>
            {t('weekly.review.rescheduleAllConfirm', { count })}
          </button>
        </div>
      ) : null}
      {settle.isError ? <ErrorAlert error={settle.error} /> : null}
    </div>
  );
}
