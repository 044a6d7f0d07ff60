import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { SubscriptionChange } from '../../domain/schemas/notifications';
import { PanelLoading } from '../components/panel-loading';
import { AuthLayout } from '../features/auth/auth-layout';
import '../features/notifications/notifications-unsubscribe.css';
import '../i18n/notifications';
import { errorInfo, errorMessage } from '../lib/errors';
import { useTRPC } from '../lib/trpc';

/** A failure worth trying again as it was: no answer (offline, say) or the server's own fault (5xx). */
function isTransient(error: unknown): boolean {
  const { status } = errorInfo(error);
  return status === undefined || status >= 500;
}

/**
 * Unsubscribe (/unsubscribe?token=…), opened from the foot of a notification mail, signed in or not: turns that kind
 * of mail off as soon as it opens, says so in the server's words, and offers to turn it back on (and off again).
 */
export default function UnsubscribePage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [shown, setShown] = useState<SubscriptionChange | null>(null);
  // Which call ran last: its pending state and failure are the ones shown.
  const [turningOn, setTurningOn] = useState(false);
  const unsubscribe = useMutation(trpc.notifications.unsubscribe.mutationOptions({ onSuccess: (change) => setShown(change) }));
  const resubscribe = useMutation(trpc.notifications.resubscribe.mutationOptions({ onSuccess: (change) => setShown(change) }));
  const running = turningOn ? resubscribe : unsubscribe;
  const { mutate: unsubscribeNow } = unsubscribe;
  const startedFor = useRef<string | null>(null);
  const result = useRef<HTMLHeadingElement>(null);

  // Once per link: StrictMode runs effects twice in development.
  useEffect(() => {
    if (token === '' || startedFor.current === token) return;
    startedFor.current = token;
    unsubscribeNow({ token });
  }, [token, unsubscribeNow]);

  // Each result takes the focus: a screen reader reads it out and the keyboard goes on from it.
  useEffect(() => {
    if (shown) result.current?.focus();
  }, [shown]);

  const change = (enabled: boolean) => {
    setTurningOn(enabled);
    (enabled ? resubscribe : unsubscribe).mutate({ token });
  };

  const failure = running.error ? (
    <div className="form-alert" role="alert">
      {errorMessage(running.error, t)}
    </div>
  ) : null;

  const body = () => {
    if (token === '') {
      return (
        <div className="form-alert" role="alert">
          {t('notifications.unsubscribe.noToken')}
        </div>
      );
    }
    if (shown === null) {
      if (!running.error) return <PanelLoading text={t('notifications.unsubscribe.working')} />;
      return (
        <div className="form">
          {failure}
          {isTransient(running.error) ? (
            <button type="button" className="button button--primary button--block" onClick={() => change(false)}>
              {t('common.retry')}
            </button>
          ) : null}
        </div>
      );
    }
    let label = shown.enabled ? t('notifications.unsubscribe.unsubscribeAgain') : t('notifications.unsubscribe.resubscribe');
    if (running.isPending) label = turningOn ? t('notifications.unsubscribe.resubscribing') : t('notifications.unsubscribe.working');
    return (
      <div className="form">
        <h2 ref={result} tabIndex={-1} className="unsubscribe__result">
          {shown.message}
        </h2>
        <p className="unsubscribe__hint">{shown.enabled ? t('notifications.unsubscribe.resubscribedHint') : t('notifications.unsubscribe.unsubscribedHint')}</p>
        {failure}
        <button
          type="button"
          className="button button--secondary button--block"
          disabled={running.isPending}
          aria-busy={running.isPending}
          onClick={() => change(!shown.enabled)}
        >
          {label}
        </button>
      </div>
    );
  };

  return (
    <AuthLayout title={t('notifications.unsubscribe.title')} subtitle={t('notifications.unsubscribe.subtitle')} footer={<Link to="/profile">{t('notifications.unsubscribe.manage')}</Link>}>
      {body()}
    </AuthLayout>
  );
}
