import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PagedAction as Action } from '../../../domain/rules/actions';
import { TextField } from '../../components/form-field';
import { currentLanguage } from '../../i18n';
import { errorMessage } from '../../lib/errors';
import { formatMoney } from '../../lib/format';
import { useTRPC } from '../../lib/trpc';

/**
 * What a completed action really cost (optional): shown in its currency, and given or changed inline. Saving calls
 * the complete operation with the cost, which on a completed action only replaces it.
 */
export function ActualCost({ action }: { action: Action }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const language = currentLanguage();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const save = useMutation(trpc.actions.complete.mutationOptions());
  const currencyCode = action.budget.currencyCode;

  const open = () => {
    setText(action.actualCost === null ? '' : String(action.actualCost));
    save.reset();
    setEditing(true);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') {
      setEditing(false);
      return;
    }
    save.mutate({ id: action.id, actualCost: Number(text) }, { onSuccess: () => setEditing(false) });
  };

  if (!editing) {
    return (
      <p className="actual-cost">
        {action.actualCost === null ? null : (
          <span className="actual-cost__amount">{t('actions.actualCost.shown', { amount: formatMoney(action.actualCost, currencyCode, language) })}</span>
        )}
        <button type="button" className="button button--ghost button--small" onClick={open} aria-label={t(action.actualCost === null ? 'actions.actualCost.addLabel' : 'actions.actualCost.editLabel', { title: action.title })}>
          {action.actualCost === null ? t('actions.actualCost.add') : t('actions.actualCost.edit')}
        </button>
      </p>
    );
  }
  return (
    <form className="actual-cost actual-cost--editing" onSubmit={submit} noValidate>
      <TextField
        label={t('actions.actualCost.label', { currency: currencyCode })}
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        placeholder="0.00"
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={save.isError ? errorMessage(save.error, t, language) : undefined}
        autoFocus
      />
      <div className="actual-cost__buttons">
        <button type="submit" className="button button--primary button--small" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? t('actions.actualCost.saving') : t('actions.actualCost.save')}
        </button>
        <button type="button" className="button button--ghost button--small" onClick={() => setEditing(false)}>
          {t('actions.actualCost.cancel')}
        </button>
      </div>
    </form>
  );
}
