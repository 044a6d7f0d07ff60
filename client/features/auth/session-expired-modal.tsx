import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Modal } from '../../components/modal';
import { LANGUAGE_STORAGE_KEY } from '../../i18n';
import { forgetOfflineReads } from '../../lib/offline';
import { SESSION_EXPIRED_EVENT } from '../../lib/session-events';
import { sessionStore } from '../../lib/session';
import { THEME_STORAGE_KEY } from '../../lib/theme';
import { queryClient } from '../../lib/trpc';

const SESSION_EXPIRED_DELAY_MS = 100;
const SESSION_EXPIRED_COUNTDOWN_SECONDS = 10;

/** Clears local storage (keeping only the language and theme preferences, which are no session data) and the offline copy. */
function forgetEverything(): void {
  const kept = [LANGUAGE_STORAGE_KEY, THEME_STORAGE_KEY].map((key) => [key, localStorage.getItem(key)] as const);
  localStorage.clear();
  for (const [key, value] of kept) if (value) localStorage.setItem(key, value);
  sessionStore.refresh();
  queryClient.clear();
  void forgetOfflineReads();
}

/**
 * Opens 100 ms after a 'session-expired' event and counts down 10 seconds; then (or on its button, its
 * backdrop or Escape) local storage is cleared and the user goes to /login.
 */
export function SessionExpiredModal() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const titleId = useId();
  const textId = useId();
  const [open, setOpen] = useState(false);
  const [seconds, setSeconds] = useState(SESSION_EXPIRED_COUNTDOWN_SECONDS);

  useEffect(() => {
    let timer: number | undefined;
    const onExpired = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        setSeconds(SESSION_EXPIRED_COUNTDOWN_SECONDS);
        setOpen(true);
      }, SESSION_EXPIRED_DELAY_MS);
    };
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    return () => {
      window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
      window.clearTimeout(timer);
    };
  }, []);

  const finish = useCallback(() => {
    setOpen(false);
    forgetEverything();
    void navigate('/login', { replace: true });
  }, [navigate]);

  useEffect(() => {
    if (!open) return;
    let left = SESSION_EXPIRED_COUNTDOWN_SECONDS;
    const timer = window.setInterval(() => {
      left -= 1;
      setSeconds(left);
      if (left <= 0) {
        window.clearInterval(timer);
        finish();
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, [open, finish]);

  return (
    <Modal open={open} role="alertdialog" labelledBy={titleId} describedBy={textId} onDismiss={finish}>
      <div className="session-expired">
        <span className="session-expired__icon" aria-hidden="true">
          ⏳
        </span>
        <h2 id={titleId} className="modal__title">
          {t('sessionExpired.title')}
        </h2>
        <p id={textId} className="modal__text">
          {t('sessionExpired.text')}
        </p>
        <p className="session-expired__countdown" data-testid="session-countdown">
          {t('sessionExpired.countdown', { count: seconds })}
        </p>
        <div className="modal__actions modal__actions--stacked">
          <button type="button" className="button button--primary button--block" onClick={finish}>
            {t('sessionExpired.button')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
