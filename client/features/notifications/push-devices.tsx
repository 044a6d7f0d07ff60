import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PushDevice } from '../../../domain/schemas/push';
import { FormAlert } from '../../components/error-alert';
import { LoadFailure } from '../../components/load-failure';
import { PanelLoading } from '../../components/panel-loading';
import { useToast } from '../../components/toast';
import { currentLanguage } from '../../i18n';
import { errorMessage } from '../../lib/errors';
import { formatInstantDate } from '../../lib/format';
import { useTRPC } from '../../lib/trpc';
import { browserLabel, currentPushEndpoint, NoServiceWorker, pushSupport, subscribeBrowser, unsubscribeBrowser, type PushSupport } from './browser-push';
import '../../components/tags.css';

type Result = { text: string; failed: boolean };

/** One device of the list: its name, since when, its last delivered reminder, and its remove button. */
function DeviceRow({ device, current, onRemoved }: { device: PushDevice; current: boolean; onRemoved: () => Promise<void> }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const language = currentLanguage();
  const remove = useMutation(trpc.notifications.removeDevice.mutationOptions());
  const [failure, setFailure] = useState<unknown>(null);
  const removeDevice = async () => {
    setFailure(null);
    try {
      await remove.mutateAsync({ id: device.id });
      // This browser's own entry: its subscription goes too, so the switch and the push service agree.
      if (current) await unsubscribeBrowser();
      toast.success(t('notifications.push.removed', { label: device.label }));
      await onRemoved();
    } catch (error) {
      setFailure(error);
    }
  };
  return (
    <li className="notifications-card__device">
      <p className="notifications-card__device-name">
        {device.label} {current ? <span className="tag">{t('notifications.push.thisDevice')}</span> : null}
      </p>
      <p className="notifications-card__device-detail">
        {t('notifications.push.since', { date: formatInstantDate(device.createdAt, language) })} ·{' '}
        {device.lastSuccessAt ? t('notifications.push.lastSuccess', { date: formatInstantDate(device.lastSuccessAt, language) }) : t('notifications.push.noSuccess')}
      </p>
      <FormAlert text={failure ? t('notifications.push.failed', { reason: errorMessage(failure, t, language) }) : null} />
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => void removeDevice()}
        disabled={remove.isPending}
        aria-busy={remove.isPending}
        aria-label={t('notifications.push.removeLabel', { label: device.label })}
      >
        {t('notifications.push.remove')}
      </button>
    </li>
  );
}

/** Turns this browser's subscription on (asking the permission only then) or off, and keeps the server's list in step. */
function usePushSwitch(devices: PushDevice[] | undefined, refresh: () => Promise<void>) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const subscribe = useMutation(trpc.notifications.subscribeDevice.mutationOptions());
  const remove = useMutation(trpc.notifications.removeDevice.mutationOptions());
  const [support, setSupport] = useState<PushSupport>(pushSupport);
  const [endpoint, setEndpoint] = useState<string | null>(null);
  const [busy, setBusy] = useState<'on' | 'off' | null>(null);
  const [result, setResult] = useState<Result | null>(null);

  useEffect(() => {
    if (support === 'unsupported') return;
    let live = true;
    currentPushEndpoint().then(
      (found) => live && setEndpoint(found),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [support]);

  const turnOn = async () => {
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') {
      setSupport(pushSupport());
      if (permission === 'default') setResult({ text: t('notifications.push.dismissed'), failed: true });
      return;
    }
    const { publicKey } = await queryClient.fetchQuery(trpc.notifications.pushKey.queryOptions({}));
    const subscription = await subscribeBrowser(publicKey);
    const label = browserLabel(navigator.userAgent);
    try {
      await subscribe.mutateAsync({ ...subscription, ...(label ? { label } : {}) });
    } catch (error) {
      // Refused (the limit, a push service the server does not accept): the browser is not left subscribed.
      await unsubscribeBrowser();
      throw error;
    }
    setEndpoint(subscription.endpoint);
    setResult({ text: t('notifications.push.on'), failed: false });
  };

  const turnOff = async () => {
    const device = devices?.find((candidate) => candidate.endpoint === endpoint);
    if (device) await remove.mutateAsync({ id: device.id });
    await unsubscribeBrowser();
    setEndpoint(null);
    setResult({ text: t('notifications.push.off'), failed: false });
  };

  const change = async (on: boolean) => {
    setResult(null);
    setBusy(on ? 'on' : 'off');
    try {
      await (on ? turnOn() : turnOff());
      await refresh();
    } catch (error) {
      const text = error instanceof NoServiceWorker ? t('notifications.push.unsupported') : t('notifications.push.failed', { reason: errorMessage(error, t, currentLanguage()) });
      setResult({ text, failed: true });
    } finally {
      setBusy(null);
    }
  };

  const subscribed = endpoint !== null && (devices ?? []).some((device) => device.endpoint === endpoint);
  return { support, endpoint, subscribed, busy, result, change, forget: () => setEndpoint(null) };
}

/**
 * "Avisos en este dispositivo" (issue 40): the switch that subscribes this browser to push reminders, or why it
 * cannot, and the person's devices with a remove button each. `active` false stops its read (while logging out).
 */
export function PushDevices({ active }: { active: boolean }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const titleId = useId();
  const switchId = useId();
  const listId = useId();
  const devices = useQuery({ ...trpc.notifications.devices.queryOptions({}), enabled: active });
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.notifications.devices.queryKey({}) });
  const push = usePushSwitch(devices.data?.devices, refresh);

  const control = () => {
    if (push.support === 'unsupported') return <p className="notifications-card__push-note">{t('notifications.push.unsupported')}</p>;
    if (push.support === 'denied') return <p className="notifications-card__push-note">{t('notifications.push.denied')}</p>;
    return (
      <div className="notifications-card__switch">
        <label className="checkbox" htmlFor={switchId}>
          <input
            id={switchId}
            type="checkbox"
            role="switch"
            checked={push.subscribed}
            disabled={push.busy !== null || !devices.isSuccess}
            aria-busy={push.busy !== null}
            aria-describedby={`${switchId}-hint`}
            onChange={(event) => void push.change(event.target.checked)}
          />
          <span>{t('notifications.push.switch')}</span>
        </label>
        <p id={`${switchId}-hint`} className="field__hint">
          {t('notifications.push.switchHint')}
        </p>
      </div>
    );
  };

  const list = () => {
    if (devices.isPending) return <PanelLoading text={t('notifications.push.loading')} />;
    if (devices.isError) {
      return (
        <LoadFailure
          title={t('notifications.push.loadError')}
          detail={errorMessage(devices.error, t, currentLanguage())}
          retryLabel={t('common.retry')}
          busy={devices.isFetching}
          onRetry={() => void devices.refetch()}
        />
      );
    }
    if (devices.data.devices.length === 0) return <p className="notifications-card__push-note">{t('notifications.push.noDevices')}</p>;
    return (
      <ul className="notifications-card__devices" aria-labelledby={listId}>
        {devices.data.devices.map((device) => (
          <DeviceRow
            key={device.id}
            device={device}
            current={device.endpoint === push.endpoint}
            onRemoved={async () => {
              if (device.endpoint === push.endpoint) push.forget();
              await refresh();
            }}
          />
        ))}
      </ul>
    );
  };

  let statusText = push.result?.text ?? '';
  if (push.busy) statusText = push.busy === 'on' ? t('notifications.push.turningOn') : t('notifications.push.turningOff');
  return (
    <section className="notifications-card__push" aria-labelledby={titleId}>
      <h3 id={titleId} className="notifications-card__subtitle">
        {t('notifications.push.title')}
      </h3>
      <p className="notifications-card__intro">{t('notifications.push.intro')}</p>
      {control()}
      {/* Always in the page, so screen readers announce what a change of the switch did. */}
      <p className={statusText && push.result?.failed && !push.busy ? 'form-alert' : 'notifications-card__push-note'} role="status" aria-live="polite">
        {statusText}
      </p>
      <h4 id={listId} className="field__label">
        {t('notifications.push.devices')}
      </h4>
      {list()}
    </section>
  );
}
