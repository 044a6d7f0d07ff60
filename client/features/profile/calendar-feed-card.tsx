import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarFeedCreated } from '../../../domain/schemas/calendar-feed';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LoadFailure } from '../../components/load-failure';
import { PanelLoading } from '../../components/panel-loading';
import { useToast } from '../../components/toast';
import { currentLanguage } from '../../i18n';
import { errorMessage } from '../../lib/errors';
import { formatInstantDate } from '../../lib/format';
import { useTRPC } from '../../lib/trpc';

type Confirming = 'regenerate' | 'revoke' | null;

/**
 * "Add to my calendar" (issue 23): creates the secret .ics URL and shows it this once, to copy or to open with webcal://
 * in a calendar app; regenerates it (the old URL stops working) or revokes it. The server keeps only a hash of the
 * token, so a URL that was not copied cannot be shown again, only replaced. `active` false stops its read.
 */
export function CalendarFeedCard({ active = true }: { active?: boolean }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const language = currentLanguage();
  const titleId = useId();
  const urlId = useId();
  const status = useQuery({ ...trpc.users.calendarFeed.queryOptions({}), enabled: active });
  const create = useMutation(trpc.users.createCalendarFeed.mutationOptions());
  const revoke = useMutation(trpc.users.revokeCalendarFeed.mutationOptions());
  const [created, setCreated] = useState<CalendarFeedCreated | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const busy = create.isPending || revoke.isPending;

  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.users.calendarFeed.queryKey({}) });

  const makeUrl = async () => {
    try {
      const feed = await create.mutateAsync({});
      setCreated(feed);
      toast.success(t('profile.calendar.created'));
    } catch (error) {
      toast.error(t('profile.calendar.failed', { reason: errorMessage(error, t, language) }));
    } finally {
      setConfirming(null);
      void refresh();
    }
  };

  const revokeUrl = async () => {
    try {
      const answer = await revoke.mutateAsync({});
      setCreated(null);
      toast.success(answer.message);
    } catch (error) {
      toast.error(t('profile.calendar.failed', { reason: errorMessage(error, t, language) }));
    } finally {
      setConfirming(null);
      void refresh();
    }
  };

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('profile.calendar.copied'));
    } catch {
      toast.error(t('profile.calendar.copyFailed'));
    }
  };

  const body = () => {
    if (status.isPending) return <PanelLoading text={t('profile.calendar.loading')} />;
    if (status.isError) {
      return (
        <LoadFailure
          title={t('profile.calendar.loadFailed')}
          detail={errorMessage(status.error, t, language)}
          retryLabel={t('common.retry')}
          onRetry={() => void status.refetch()}
          busy={status.isFetching}
        />
      );
    }
    const feed = status.data;
    if (!feed.active && !created) {
      return (
        <>
          <p className="account-data__text">{t('profile.calendar.none')}</p>
          <button type="button" className="button button--primary button--block" onClick={() => void makeUrl()} disabled={busy} aria-busy={create.isPending}>
            {create.isPending ? t('profile.calendar.creating') : t('profile.calendar.create')}
          </button>
        </>
      );
    }
    return (
      <>
        {created ? (
          <div className="field">
            <label htmlFor={urlId} className="field__label">
              {t('profile.calendar.urlLabel')}
            </label>
            <input id={urlId} className="field__input" value={created.url} readOnly onFocus={(event) => event.currentTarget.select()} />
            <div className="account-data__actions">
              <button type="button" className="button button--primary button--block" onClick={() => void copy(created.url)}>
                {t('profile.calendar.copy')}
              </button>
              <a className="button button--secondary button--block" href={created.webcalUrl}>
                {t('profile.calendar.subscribe')}
              </a>
            </div>
          </div>
        ) : feed.createdAt ? (
          <p className="account-data__text">{t('profile.calendar.activeSince', { date: formatInstantDate(feed.createdAt, language) })}</p>
        ) : null}
        {feed.lang ? <p className="account-data__text">{t('profile.calendar.language', { language: t(`language.${feed.lang}`) })}</p> : null}
        <div className="account-data__actions">
          <button type="button" className="button button--secondary button--block" onClick={() => setConfirming('regenerate')} disabled={busy}>
            {t('profile.calendar.regenerate')}
          </button>
          <button type="button" className="button button--danger-outline button--block" onClick={() => setConfirming('revoke')} disabled={busy}>
            {t('profile.calendar.revoke')}
          </button>
        </div>
      </>
    );
  };

  return (
    <section className="card account-data" aria-labelledby={titleId} aria-busy={busy}>
      <h2 id={titleId} className="section-title">
        {t('profile.calendar.title')}
      </h2>
      <p className="account-data__text">{t('profile.calendar.text')}</p>
      {body()}
      <ConfirmDialog
        open={confirming === 'regenerate'}
        title={t('profile.calendar.regenerateTitle')}
        message={t('profile.calendar.regenerateMessage')}
        confirmLabel={t('profile.calendar.regenerate')}
        tone="danger"
        loading={create.isPending}
        onConfirm={() => void makeUrl()}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === 'revoke'}
        title={t('profile.calendar.revokeTitle')}
        message={t('profile.calendar.revokeMessage')}
        confirmLabel={t('profile.calendar.revoke')}
        tone="danger"
        loading={revoke.isPending}
        onConfirm={() => void revokeUrl()}
        onCancel={() => setConfirming(null)}
      />
    </section>
  );
}
