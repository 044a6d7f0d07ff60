// The repetition of a recurring action: a "Se repite" control that opens the series' rule, lets the person change
// it (every N days or chosen weekdays, until when) or stop it. Completed occurrences never change.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
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
import { formatCalendarDate } from '../../lib/format';
import { useTRPC } from '../../lib/trpc';
import { WeekdayPicker } from './weekday-picker';

type RuleKind = 'DAYS' | 'WEEKDAYS';

function SeriesForm({ series, onClose }: { series: ActionSeries; onClose: () => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const trpc = useTRPC();
  const toast = useToast();
  const update = useMutation(trpc.actions.updateSeries.mutationOptions());
  const stop = useMutation(trpc.actions.stopSeries.mutationOptions());
  const [kind, setKind] = useState<RuleKind>(series.everyDays === null ? 'WEEKDAYS' : 'DAYS');
  const [everyDays, setEveryDays] = useState(String(series.everyDays ?? 7));
  const [weekdays, setWeekdays] = useState<number[]>(series.weekdays);
  const [until, setUntil] = useState(series.until);
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const busy = update.isPending || stop.isPending;
  const lastDate = series.occurrences.at(-1)?.dueDate ?? series.until;

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const rule = kind === 'DAYS' ? { everyDays: Number(everyDays) } : { weekdays: [...weekdays].sort((a, b) => a - b) };
    try {
      await update.mutateAsync({ id: series.id, ...rule, until });
      toast.success(t('actions.series.saved', { title: series.title }));
      onClose();
    } catch (error) {
      setRefusal(errorMessage(error, t, language));
    }
  };

  const stopSeries = async () => {
    try {
      await stop.mutateAsync({ id: series.id });
      toast.success(t('actions.series.stopped', { title: series.title }));
      onClose();
    } catch (error) {
      setRefusal(errorMessage(error, t, language));
    }
  };

  if (series.stopped) return <p className="notice">{t('actions.series.isStopped', { date: formatCalendarDate(lastDate, language) })}</p>;
  return (
    <form className="form" noValidate onSubmit={(event) => void save(event)}>
      <ChoiceField
        legend={t('actions.form.repeat')}
        name="series-kind"
        options={(['DAYS', 'WEEKDAYS'] as const).map((value) => ({ value, label: t(`actions.form.repeatKind.${value}`) }))}
        value={kind}
        onChange={(value) => setKind(value)}
      />
      {kind === 'DAYS' ? (
        <TextField label={t('actions.form.everyDays')} type="number" inputMode="numeric" min={1} step={1} name="everyDays" value={everyDays} onChange={(event) => setEveryDays(event.target.value)} required />
      ) : (
        <WeekdayPicker selected={weekdays} onChange={setWeekdays} />
      )}
      <TextField label={t('actions.form.until')} type="date" min={lastDate} name="until" value={until} onChange={(event) => setUntil(event.target.value)} required />
      {refusal ? (
        <p className="field__error" role="alert">
          {refusal}
        </p>
      ) : null}
      <div className="modal__actions">
        <button type="button" className="button button--danger" onClick={() => void stopSeries()} disabled={busy}>
          {t('actions.series.stop')}
        </button>
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={update.isPending}>
          {update.isPending ? t('actions.series.saving') : t('actions.series.save')}
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
