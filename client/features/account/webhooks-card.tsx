import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CreateWebhookInputSchema,
  WEBHOOK_EVENTS,
  WEBHOOK_URL_MAX_LENGTH,
  type CreateWebhookInput,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointCreated,
  type WebhookEventType,
} from '../../../domain/schemas/webhooks';
import { FormAlert } from '../../components/error-alert';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { TextField } from '../../components/form-field';
import { LoadFailure } from '../../components/load-failure';
import { PanelLoading } from '../../components/panel-loading';
import { useToast } from '../../components/toast';
import { currentLanguage } from '../../i18n';
import { errorMessage } from '../../lib/errors';
import { useForm } from '../../lib/form';
import { issueProblems } from '../../lib/form-problems';
import { formatInstantDate } from '../../lib/format';
import { useTRPC } from '../../lib/trpc';
import { ShownOnce } from './shown-once';
import '../../components/tags.css';

const FIELDS = ['url', 'events'] as const;
type Values = { url: string; events: WebhookEventType[] };

/** Each event's text (keys without '.', which i18next reads as a path). */
const EVENT_TEXT = {
  'action.created': 'account.webhooks.events.action_created',
  'action.completed': 'account.webhooks.events.action_completed',
  'goal.completed': 'account.webhooks.events.goal_completed',
  'week.closed': 'account.webhooks.events.week_closed',
  'review.created': 'account.webhooks.events.review_created',
  'cycle.started': 'account.webhooks.events.cycle_started',
  'cycle.reassessed': 'account.webhooks.events.cycle_reassessed',
} as const satisfies Record<WebhookEventType, string>;

const DELIVERY_STATUS_TEXT = {
  PENDING: 'account.webhooks.status.PENDING',
  SENDING: 'account.webhooks.status.SENDING',
  DELIVERED: 'account.webhooks.status.DELIVERED',
  FAILED: 'account.webhooks.status.FAILED',
} as const satisfies Record<WebhookDelivery['status'], string>;

/** The form that registers an endpoint: its URL and the events (checkboxes), checked with the shared schema. */
function CreateWebhookForm({ onCreated }: { onCreated: (created: WebhookEndpointCreated) => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const create = useMutation(trpc.webhooks.create.mutationOptions());
  const eventsErrorId = useId();
  const form = useForm({
    initial: (): Values => ({ url: '', events: [] }),
    check: (values) => {
      const parsed = CreateWebhookInputSchema.safeParse(values);
      return parsed.success ? { ok: true as const, input: parsed.data } : { ok: false as const, problems: issueProblems(parsed.error.issues, FIELDS) };
    },
    send: async (input: CreateWebhookInput) => onCreated(await create.mutateAsync(input)),
  });
  const toggle = (event: WebhookEventType, on: boolean) =>
    form.set({ events: on ? [...form.values.events, event] : form.values.events.filter((chosen) => chosen !== event) });
  const eventsError = form.error('events');
  return (
    <form noValidate onSubmit={form.submit} aria-busy={form.submitting}>
      <TextField label={t('account.webhooks.url')} hint={t('account.webhooks.urlHint')} type="url" inputMode="url" maxLength={WEBHOOK_URL_MAX_LENGTH} {...form.field('url')} />
      <fieldset className="choice-field">
        <legend className="field__label">{t('account.webhooks.eventsLegend')}</legend>
        {WEBHOOK_EVENTS.map((event) => (
          <label key={event} className="account-tokens__scope">
            <input
              type="checkbox"
              checked={form.values.events.includes(event)}
              onChange={(change) => toggle(event, change.target.checked)}
              aria-invalid={eventsError ? true : undefined}
              aria-describedby={eventsError ? eventsErrorId : undefined}
            />
            <span>{t(EVENT_TEXT[event])}</span> <code>{event}</code>
          </label>
        ))}
        {eventsError ? (
          <p id={eventsErrorId} className="field__error">
            {eventsError}
          </p>
        ) : null}
      </fieldset>
      <FormAlert text={form.failure ? t('account.webhooks.failed', { reason: errorMessage(form.failure, t, currentLanguage()) }) : null} />
      <button type="submit" className="button button--primary button--block" disabled={form.submitting} aria-busy={form.submitting}>
        {form.submitting ? t('account.webhooks.creating') : t('account.webhooks.create')}
      </button>
    </form>
  );
}

/** One delivery of the log: event, status, tries, answer and time, and a button that sends it again. */
function DeliveryRow({ delivery, endpointId, onFailure }: { delivery: WebhookDelivery; endpointId: string; onFailure: (error: unknown) => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const language = currentLanguage();
  const redeliver = useMutation(trpc.webhooks.redeliver.mutationOptions());
  const again = async () => {
    try {
      await redeliver.mutateAsync({ id: endpointId, deliveryId: delivery.id });
      toast.success(t('account.webhooks.redelivered'));
      await queryClient.invalidateQueries({ queryKey: trpc.webhooks.deliveries.pathKey() });
    } catch (error) {
      onFailure(error);
    }
  };
  // Without an answer: why, in the person's language, and the sender's technical detail beside it for the receiver's developer.
  const answer =
    delivery.responseStatus !== null ? (
      t('account.webhooks.answered', { status: delivery.responseStatus, duration: new Intl.NumberFormat(language).format(delivery.durationMs ?? 0) })
    ) : (
      <>
        {delivery.errorMessage ?? t('account.webhooks.noAnswer')}
        {delivery.error && (
          <>
            {' '}
            (<code>{delivery.error}</code>)
          </>
        )}
      </>
    );
  return (
    <li className="account-webhooks__delivery">
      <p className="account-webhooks__delivery-head">
        <code>{delivery.type}</code> <span className={`tag account-webhooks__status--${delivery.status.toLowerCase()}`}>{t(DELIVERY_STATUS_TEXT[delivery.status])}</span>
      </p>
      <p className="account-data__text">
        {formatInstantDate(delivery.createdAt, language)} · {t('account.webhooks.attempts', { count: delivery.attempts })} · {answer}
      </p>
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => void again()}
        disabled={redeliver.isPending}
        aria-busy={redeliver.isPending}
        aria-label={t('account.webhooks.redeliverLabel', { type: delivery.type, date: formatInstantDate(delivery.createdAt, language) })}
      >
        {t('account.webhooks.redeliver')}
      </button>
    </li>
  );
}

/** An endpoint's delivery log, newest first, a page at a time. */
function Deliveries({ endpoint, onFailure }: { endpoint: WebhookEndpoint; onFailure: (error: unknown) => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const log = useInfiniteQuery(
    trpc.webhooks.deliveries.infiniteQueryOptions({ id: endpoint.id }, { getNextPageParam: (page) => page.nextCursor ?? undefined }),
  );
  if (log.isPending) return <PanelLoading text={t('account.webhooks.deliveriesLoading')} />;
  if (log.isError) {
    return (
      <LoadFailure
        title={t('account.webhooks.deliveriesFailed')}
        detail={errorMessage(log.error, t, currentLanguage())}
        retryLabel={t('common.retry')}
        onRetry={() => void log.refetch()}
        busy={log.isFetching}
      />
    );
  }
  const deliveries = log.data.pages.flatMap((page) => page.deliveries);
  if (deliveries.length === 0) return <p className="account-data__text">{t('account.webhooks.noDeliveries')}</p>;
  return (
    <>
      <ul className="account-webhooks__deliveries" aria-label={t('account.webhooks.deliveriesOf', { url: endpoint.url })}>
        {deliveries.map((delivery) => (
          <DeliveryRow key={delivery.id} delivery={delivery} endpointId={endpoint.id} onFailure={onFailure} />
        ))}
      </ul>
      {log.hasNextPage ? (
        <button type="button" className="button button--secondary button--small" onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage} aria-busy={log.isFetchingNextPage}>
          {t('account.webhooks.moreDeliveries')}
        </button>
      ) : null}
    </>
  );
}

/** One endpoint: its URL, events and state, and its buttons (test, switch off or on, the log, delete). */
function EndpointRow({ endpoint, onDelete, onFailure }: { endpoint: WebhookEndpoint; onDelete: () => void; onFailure: (error: unknown) => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [showLog, setShowLog] = useState(false);
  const logId = useId();
  const ping = useMutation(trpc.webhooks.ping.mutationOptions());
  const update = useMutation(trpc.webhooks.update.mutationOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.webhooks.pathKey() });
  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      toast.success(done);
      await refresh();
    } catch (error) {
      onFailure(error);
    }
  };
  return (
    <li className="account-tokens__item">
      <p className="account-tokens__name account-webhooks__url">{endpoint.url}</p>
      <ul className="tags" aria-label={t('account.webhooks.eventsOf', { url: endpoint.url })}>
        {endpoint.events.map((event) => (
          <li key={event} className="tag" title={event}>
            {t(EVENT_TEXT[event])}
          </li>
        ))}
      </ul>
      <p className="account-data__text">
        {endpoint.enabled ? t('account.webhooks.enabled') : (endpoint.disabledReason ?? t('account.webhooks.disabled'))} ·{' '}
        {t('account.webhooks.createdOn', { date: formatInstantDate(endpoint.createdAt, currentLanguage()) })}
      </p>
      <div className="account-webhooks__buttons">
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => void run(() => ping.mutateAsync({ id: endpoint.id }), t('account.webhooks.pinged'))}
          disabled={ping.isPending || !endpoint.enabled}
          aria-busy={ping.isPending}
        >
          {t('account.webhooks.ping')}
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() =>
            void run(
              () => update.mutateAsync({ id: endpoint.id, enabled: !endpoint.enabled }),
              endpoint.enabled ? t('account.webhooks.switchedOff') : t('account.webhooks.switchedOn'),
            )
          }
          disabled={update.isPending}
          aria-busy={update.isPending}
        >
          {endpoint.enabled ? t('account.webhooks.switchOff') : t('account.webhooks.switchOn')}
        </button>
        <button type="button" className="button button--secondary button--small" aria-expanded={showLog} aria-controls={logId} onClick={() => setShowLog(!showLog)}>
          {showLog ? t('account.webhooks.hideDeliveries') : t('account.webhooks.showDeliveries')}
        </button>
        <button type="button" className="button button--danger-outline button--small" onClick={onDelete} aria-label={t('account.webhooks.deleteLabel', { url: endpoint.url })}>
          {t('account.webhooks.delete')}
        </button>
      </div>
      <div id={logId} hidden={!showLog}>
        {showLog ? <Deliveries endpoint={endpoint} onFailure={onFailure} /> : null}
      </div>
    </li>
  );
}

/**
 * "Webhooks" (issue 39): the URLs that receive the person's events, signed as Standard Webhooks says; a form to
 * register one (its signing secret shown once), a test event, switching off and on, the delivery log with
 * redelivery, and deleting after a confirmation. `active` false stops its read.
 */
export function WebhooksCard({ active = true }: { active?: boolean }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const titleId = useId();
  const list = useQuery({ ...trpc.webhooks.list.queryOptions({}), enabled: active });
  const remove = useMutation(trpc.webhooks.delete.mutationOptions());
  const [created, setCreated] = useState<WebhookEndpointCreated | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: trpc.webhooks.list.queryKey({}) });

  const onCreated = (endpoint: WebhookEndpointCreated) => {
    setCreated(endpoint);
    setFormOpen(false);
    toast.success(t('account.webhooks.created'));
    refresh();
  };
  const confirmDelete = async (endpoint: WebhookEndpoint) => {
    setFailure(null);
    try {
      toast.success((await remove.mutateAsync({ id: endpoint.id })).message);
    } catch (error) {
      setFailure(error);
    } finally {
      setDeleting(null);
      refresh();
    }
  };

  const endpoints = () => {
    if (list.isPending) return <PanelLoading text={t('account.webhooks.loading')} />;
    if (list.isError) {
      return (
        <LoadFailure
          title={t('account.webhooks.loadFailed')}
          detail={errorMessage(list.error, t, currentLanguage())}
          retryLabel={t('common.retry')}
          onRetry={() => void list.refetch()}
          busy={list.isFetching}
        />
      );
    }
    if (list.data.endpoints.length === 0) return <p className="account-data__text">{t('account.webhooks.none')}</p>;
    return (
      <ul className="account-tokens" aria-label={t('account.webhooks.listLabel')}>
        {list.data.endpoints.map((endpoint) => (
          <EndpointRow key={endpoint.id} endpoint={endpoint} onDelete={() => setDeleting(endpoint)} onFailure={setFailure} />
        ))}
      </ul>
    );
  };

  return (
    <section className="card account-data" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {t('account.webhooks.title')}
      </h2>
      <p className="account-data__text">{t('account.webhooks.text')}</p>
      {created ? (
        <ShownOnce
          label={t('account.webhooks.secretLabel')}
          value={created.secret}
          copyLabel={t('account.webhooks.copy')}
          copied={t('account.webhooks.copied')}
          copyFailed={t('account.webhooks.copyFailed')}
          warning={t('account.webhooks.secretWarning')}
        >
          <button type="button" className="button button--secondary button--block" onClick={() => setCreated(null)}>
            {t('account.webhooks.done')}
          </button>
        </ShownOnce>
      ) : null}
      {formOpen ? <CreateWebhookForm onCreated={onCreated} /> : null}
      {!created && !formOpen ? (
        <button type="button" className="button button--secondary button--block" onClick={() => setFormOpen(true)}>
          {t('account.webhooks.open')}
        </button>
      ) : null}
      <FormAlert text={failure ? t('account.webhooks.failed', { reason: errorMessage(failure, t, currentLanguage()) }) : null} />
      {endpoints()}
      <ConfirmDialog
        open={deleting !== null}
        title={t('account.webhooks.deleteTitle')}
        message={t('account.webhooks.deleteMessage', { url: deleting?.url ?? '' })}
        confirmLabel={t('account.webhooks.delete')}
        tone="danger"
        loading={remove.isPending}
        onConfirm={() => deleting && void confirmDelete(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
