import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarFeedCreated, CalendarFeedStatus } from '../../../domain/schemas/calendar-feed';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LoadFailure } from '../../components/load-failure';
import { PanelLoading } from '../../components/panel-loading';
import { useToast } from '../../components/toast';
import { currentLanguage } from '../../i18n';
import { errorMessage } from '../../lib/errors';
import { useForm } from '../../lib/form';
import { formatInstantDate, formatLanguageName } from '../../lib/format';
import { useTRPC } from '../../lib/trpc';
import { ShownOnce } from './shown-once';

type Confirming = 'regenerate' | 'revoke' | null;

/** The URL just made, shown this once: to copy, or to open with webcal:// in a calendar app. */
function CreatedUrl({ created }: { created: CalendarFeedCreated }) {
  const { t } = useTranslation();
  return (
    <ShownOnce
      label={t('account.calendar.urlLabel')}
      value={created.url}
      copyLabel={t('account.calendar.copy')}
      copied={t('account.calendar.copied')}
      copyFailed={t('account.calendar.copyFailed')}
    >
      <a className="button button--secondary button--block" href={created.webcalUrl}>
        {t('account.calendar.subscribe')}
      </a>
    </ShownOnce>
  );
}

/**
 * The card's form, on the form kit: its submit makes a URL (the first one, or a new one once regenerating is
 * confirmed); revoking is its second command. `onChanged` reads the feed's state again after either.
 */
function FeedForm({ feed, onChanged }: { feed: CalendarFeedStatus; onChanged: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const language = currentLanguage();
  const formRef = useRef<HTMLFormElement>(null);
  const create = useMutation(trpc.account.createCalendarFeed.mutationOptions());
  const revoke = useMutation(trpc.account.revokeCalendarFeed.mutationOptions());
  const [created, setCreated] = useState<CalendarFeedCreated | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const settle = () => {
    setConfirming(null);
    onChanged();
  };
  const form = useForm({
    initial: {},
    check: () => ({ ok: true, input: {} }),
    send: async (input) => {
      try {
        setCreated(await create.mutateAsync(input));
        toast.success(t('account.calendar.created'));
      } finally {
        settle();
      }
    },
  });
  const busy = form.submitting || revoke.isPending;

  const revokeUrl = async () => {
    try {
      const answer = await revoke.mutateAsync({});
      setCreated(null);
      toast.success(answer.message);
    } catch (error) {
      form.fail(error);
    } finally {
      settle();
    }
  };

  const failure = form.failure ? (
    <p className="form-alert" role="alert">
      {t('account.calendar.failed', { reason: errorMessage(form.failure, t, language) })}
    </p>
  ) : null;
  if (!feed.active && !created) {
    return (
      <form noValidate onSubmit={form.submit} aria-busy={busy}>
        <p className="account-data__text">{t('account.calendar.none')}</p>
        {failure}
        <button type="submit" className="button button--primary button--block" disabled={busy} aria-busy={form.submitting}>
          {form.submitting ? t('account.calendar.creating') : t('account.calendar.create')}
        </button>
      </form>
    );
  }
  return (
    <>
      <form ref={formRef} noValidate onSubmit={form.submit} aria-busy={busy}>
        {created ? (
          <CreatedUrl created={created} />
        ) : feed.createdAt ? (
          <p className="account-data__text">{t('account.calendar.activeSince', { date: formatInstantDate(feed.createdAt, language) })}</p>
        ) : null}
        {feed.lang ? <p className="account-data__text">{t('account.calendar.language', { language: formatLanguageName(feed.lang) })}</p> : null}
        {failure}
        <div className="account-data__actions">
          <button type="button" className="button button--secondary button--block" onClick={() => setConfirming('regenerate')} disabled={busy}>
            {t('account.calendar.regenerate')}
          </button>
          <button type="button" className="button button--danger-outline button--block" onClick={() => setConfirming('revoke')} disabled={busy}>
            {t('account.calendar.revoke')}
          </button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming === 'regenerate'}
        title={t('account.calendar.regenerateTitle')}
        message={t('account.calendar.regenerateMessage')}
        confirmLabel={t('account.calendar.regenerate')}
        tone="danger"
        loading={form.submitting}
        onConfirm={() => formRef.current?.requestSubmit()}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === 'revoke'}
        title={t('account.calendar.revokeTitle')}
        message={t('account.calendar.revokeMessage')}
        confirmLabel={t('account.calendar.revoke')}
        tone="danger"
        loading={revoke.isPending}
        onConfirm={() => void revokeUrl()}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}

/**
 * "Add to my calendar" (issue 23): creates the secret .ics URL and shows it this once, to copy or to open with webcal://
 * in a calendar app; regenerates it (the old URL stops working) or revokes it. The server keeps only a hash of the
 * token, so a URL that was not copied cannot be shown again, only replaced. `active` false stops its read.
 */
export function CalendarFeedCard({ active = true }: { active?: boolean }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const titleId = useId();
  const status = useQuery({ ...trpc.account.calendarFeed.queryOptions({}), enabled: active });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: trpc.account.calendarFeed.queryKey({}) });

  const body = () => {
    if (status.isPending) return <PanelLoading text={t('account.calendar.loading')} />;
    if (status.isError) {
      return (
        <LoadFailure
          title={t('account.calendar.loadFailed')}
          detail={errorMessage(status.error, t, currentLanguage())}
          retryLabel={t('common.retry')}
          onRetry={() => void status.refetch()}
          busy={status.isFetching}
        />
      );
    }
    return <FeedForm feed={status.data} onChanged={refresh} />;
  };

  return (
    <section className="card account-data" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {t('account.calendar.title')}
      </h2>
      <p className="account-data__text">{t('account.calendar.text')}</p>
      {body()}
    </section>
  );
}
