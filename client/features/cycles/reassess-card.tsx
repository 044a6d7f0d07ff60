import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CycleState } from '../../../domain/schemas/cycles';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { errorMessage } from '../../lib/errors';
import { formatCalendarDate } from '../../lib/format';
import { ASSESSMENT_INTRO_PATH } from '../../lib/paths';
import { useTRPC } from '../../lib/trpc';
import './cycles.css';

/**
 * From day 76 (the server's canReassess) the invitation to start the next cycle, saying what happens; before it a
 * line with the date it opens. Starting asks first, then leads to the assessment of the new cycle.
 */
export function ReassessCard({ cycle }: { cycle: CycleState | undefined }) {
  const { t } = useTranslation();
  if (!cycle || cycle.status !== 'ACTIVE') return null;
  if (!cycle.canReassess) {
    return cycle.reassessFrom === null ? null : (
      <p className="cycle-note" data-testid="reassess-from">
        {t('cycles.reassessFrom', { date: formatCalendarDate(cycle.reassessFrom) })}
      </p>
    );
  }
  return <Invitation cycle={cycle} />;
}

function Invitation({ cycle }: { cycle: CycleState }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const start = useMutation(trpc.cycles.startNext.mutationOptions());
  const next = cycle.number + 1;

  const confirm = () =>
    start.mutate(
      {},
      {
        onSuccess: (wheel) => {
          queryClient.setQueryData(trpc.wheel.me.queryKey({}), wheel);
          setConfirming(false);
          void navigate(ASSESSMENT_INTRO_PATH);
        },
        onError: () => setConfirming(false),
      },
    );

  return (
    <section className="card reassess-card" aria-labelledby="reassess-card-title" data-testid="reassess-card">
      <span className="reassess-card__icon" aria-hidden="true">
        🔄
      </span>
      <div className="reassess-card__body">
        <h2 id="reassess-card-title" className="reassess-card__title">
          {t('cycles.card.title')}
        </h2>
        <p>{t('cycles.card.intro', { day: cycle.day ?? 0, number: cycle.number })}</p>
        <ol className="reassess-card__steps" aria-label={t('cycles.card.stepsLabel')}>
          <li>{t('cycles.card.closes', { number: cycle.number })}</li>
          <li>{t('cycles.card.answer')}</li>
          <li>{t('cycles.card.compare')}</li>
          <li>{t('cycles.card.carry')}</li>
        </ol>
        {start.isError ? (
          <p className="reassess-card__error" role="alert">
            {t('cycles.card.error')} {errorMessage(start.error, t)}
          </p>
        ) : null}
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            start.reset();
            setConfirming(true);
          }}
        >
          {t('cycles.card.start', { next })}
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('cycles.card.confirmTitle', { next })}
        message={t('cycles.card.confirmText', { number: cycle.number })}
        confirmLabel={t('cycles.card.confirm')}
        loading={start.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
