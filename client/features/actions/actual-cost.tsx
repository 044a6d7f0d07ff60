import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PagedAction as Action } from '../../../domain/rules/actions';
import { TextField } from '../../components/form-field';
import { currentLanguage } from '../../i18n';
import { errorMessage } from '../../lib/errors';
import { keptOffline } from '../../lib/outbox-link';
import { useForm } from '../../lib/form';
import { formatMoney } from '../../lib/format';
import { useTRPC } from '../../lib/trpc';

/** The cost given or changed inline; an empty one changes nothing. Mounted while editing. */
function ActualCostForm({ action, onDone }: { action: Action; onDone: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const language = currentLanguage();
  const save = useMutation(trpc.actions.complete.mutationOptions());
  const form = useForm({
    initial: () => ({ cost: action.actualCost === null ? '' : String(action.actualCost) }),
    check: ({ cost }) => ({ ok: true, input: cost.trim() === '' ? null : Number(cost) }),
    send: async (actualCost) => {
      // Kept offline, the cost shows at once, marked pending, and goes when the connection returns.
      if (actualCost !== null) await save.mutateAsync({ id: action.id, actualCost }).catch(keptOffline);
      onDone();
    },
  });

  return (
    <form className="actual-cost actual-cost--editing" onSubmit={form.submit} noValidate>
      <TextField
        label={t('actions.actualCost.label', { currency: action.budget.currencyCode })}
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        placeholder="0.00"
        value={form.values.cost}
        onChange={(event) => form.set({ cost: event.target.value })}
        error={form.failure ? errorMessage(form.failure, t, language) : undefined}
        autoFocus
      />
      <div className="actual-cost__buttons">
        <button type="submit" className="button button--primary button--small" disabled={form.submitting} aria-busy={form.submitting}>
          {form.submitting ? t('actions.actualCost.saving') : t('actions.actualCost.save')}
        </button>
        <button type="button" className="button button--ghost button--small" onClick={onDone}>
          {t('actions.actualCost.cancel')}
        </button>
      </div>
    </form>
  );
}

/**
 * What a completed action really cost (optional): shown in its currency, and given or changed inline. Saving calls
 * the complete operation with the cost, which on a completed action only replaces it.
 */
export function ActualCost({ action }: { action: Action }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [editing, setEditing] = useState(false);
  const currencyCode = action.budget.currencyCode;

  if (editing) return <ActualCostForm action={action} onDone={() => setEditing(false)} />;
  return (
    <p className="actual-cost">
      {action.actualCost === null ? null : (
        <span className="actual-cost__amount">{t('actions.actualCost.shown', { amount: formatMoney(action.actualCost, currencyCode, language) })}</span>
      )}
      <button type="button" className="button button--ghost button--small" onClick={() => setEditing(true)} aria-label={t(action.actualCost === null ? 'actions.actualCost.addLabel' : 'actions.actualCost.editLabel', { title: action.title })}>
        {action.actualCost === null ? t('actions.actualCost.add') : t('actions.actualCost.edit')}
      </button>
    </p>
  );
}
