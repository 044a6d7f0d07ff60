// The repetition of a recurring action: a "Se repite" control that opens the series' rule, lets the person change
// it (every N days or chosen weekdays, until when) or stop it. Completed occurrences never change.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PagedAction } from '../../../domain/rules/actions';
import type { ActionSeries } from '../../../domain/schemas/actions';
import { ChoiceField } from '../../components/choice-field';
import { TextField } from '../../components/form-field';
import { LoadFailure } from '../../components/load-failure';
import { Modal } from '../../components/modal';
import { PanelLoading } from '../../components/panel-loading';
import { useToast } from '../../components/toast';
import { currentLanguage } from '../../i18n';
import { errorMessage } from '../../lib/errors';
import { useForm } from '../../lib/form';
import { formatCalendarDate } from '../../lib/format';
import { useTRPC } from '../../lib/trpc';
import { WeekdayPicker } from './weekday-picker';

function SeriesForm({ series, onClose }: { series: ActionSeries; onClose: () => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const trpc = useTRPC();
  const toast = useToast();
  const update = useMutation(trpc.actions.updateSeries.mutationOptions());
  const stop = useMutation(trpc.actions.stopSeries.mutationOptions());
  const form = useForm({
    initial: () => ({ kind: series.everyDays === null ? 'WEEKDAYS' : 'DAYS', everyDays: String(series.everyDays ?? 7), weekdays: series.weekdays, until: series.until }),
    check: ({ kind, everyDays, weekdays, until }) => ({
      ok: true,
      input: { id: series.id, ...(kind === 'DAYS' ? { everyDays: Number(everyDays) } : { weekdays: [...weekdays].sort((a, b) => a - b) }), until },
    }),
    send: async (input) => {
      await update.mutateAsync(input);
      toast.success(t('actions.series.saved', { title: series.title }));
      onClose();
    },
  });
  const busy = form.submitting || stop.isPending;
  const lastDate = series.occurrences.at(-1)?.dueDate ?? series.until;
  const refusal = form.failure ? errorMessage(form.failure, t, language) : undefined;

  const stopSeries = async () => {
    try {
      await stop.mutateAsync({ id: series.id });
      toast.success(t('actions.series.stopped', { title: series.title }));
      onClose();
    } catch (error) {
      form.fail(error);
    }
  };

  if (series.stopped) return <p className="notice">{t('actions.series.isStopped', { date: formatCalendarDate(lastDate, language) })}</p>;
  return (
    <form className="form" noValidate onSubmit={form.submit}>
      <ChoiceField
        legend={t('actions.form.repeat')}
        name="series-kind"
        options={(['DAYS', 'WEEKDAYS'] as const).map((value) => ({ value, label: t(`actions.form.repeatKind.${value}`) }))}
        value={form.values.kind}
        onChange={(kind) => form.set({ kind })}
      />
      {form.values.kind === 'DAYS' ? (
        <TextField label={t('actions.form.everyDays')} type="number" inputMode="numeric" min={1} step={1} name="everyDays" value={form.values.everyDays} onChange={(event) => form.set({ everyDays: event.target.value })} required />
      ) : (
        <WeekdayPicker selected={form.values.weekdays} onChange={(weekdays) => form.set({ weekdays })} />
      )}
      <TextField label={t('actions.form.until')} type="date" min={lastDate} name="until" value={form.values.until} onChange={(event) => form.set({ until: event.target.value })} required />
      {refusal ? (
        <p className="field__error" role="alert">
          {refusal}
        </p>
      ) : null}
      <div className="modal__actions">
        <button type="button" className="button button--danger" onClick={() => void stopSeries()} disabled={busy}>
          {t('actions.series.stop')}
        </button>
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={form.submitting}>
          {form.submitting ? t('actions.series.saving') : t('actions.series.save')}
        </button>
      </div>
    </form>
  );
}

function SeriesDialog({ action, seriesId, onClose }: { action: PagedAction; seriesId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const titleId = useId();
  const trpc = useTRPC();
  const series = useQuery(trpc.actions.series.queryOptions({ id: seriesId }));
  const body = () => {
    if (series.isPending) return <PanelLoading text={t('common.loading')} />;
    if (series.isError) {
      return <LoadFailure title={t('actions.series.loadFailed')} detail={errorMessage(series.error, t, language)} retryLabel={t('common.retry')} onRetry={() => void series.refetch()} />;
    }
    return <SeriesForm series={series.data} onClose={onClose} />;
  };
  return (
    <Modal open labelledBy={titleId} onDismiss={onClose}>
      <h2 id={titleId} className="modal__title">
        {t('actions.series.title')}
      </h2>
      <p className="modal__text">{t('actions.series.explain', { title: action.title })}</p>
      {body()}
    </Modal>
  );
}

/** The "Se repite" button of an occurrence, opening its series. */
export function ActionSeriesControl({ action, seriesId }: { action: PagedAction; seriesId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="tag tag--button" onClick={() => setOpen(true)} aria-label={t('actions.series.openNamed', { title: action.title })}>
        <span aria-hidden="true">🔁</span> {t('actions.item.repeats')}
      </button>
      {open ? <SeriesDialog action={action} seriesId={seriesId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
