import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AcceptUpdate } from '../lib/service-worker';
import './toast.css';
import './update-prompt.css';

/**
 * "New version available": shown while a new version of the app waits (client/lib/service-worker.ts). Update lets it
 * take over (the page reloads); Not now hides the prompt, and the new version takes over at the next opening of the
 * app. The region is always in the page, so screen readers announce the prompt when it appears.
 */
export function UpdatePrompt({ accept }: { accept: AcceptUpdate | null }) {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(false);
  const [accepting, setAccepting] = useState(false);
  const shown = accept !== null && !dismissed;
  return (
    <div className="toasts update-prompt" role="status" aria-live="polite">
      {shown ? (
        <div className="toast update-prompt__card">
          <div className="update-prompt__text">
            <p className="update-prompt__title">{t('update.title')}</p>
            <p className="update-prompt__detail">{t('update.detail')}</p>
          </div>
          <div className="update-prompt__actions">
            <button type="button" className="button button--ghost" onClick={() => setDismissed(true)}>
              {t('update.dismiss')}
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={accepting}
              onClick={() => {
                setAccepting(true);
                accept();
              }}
            >
              {t('update.accept')}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** Registers the service worker in the production build and shows the prompt when a new version waits. */
export function ServiceWorkerUpdates() {
  const [accept, setAccept] = useState<AcceptUpdate | null>(null);
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    void import('../lib/service-worker').then(
      ({ registerServiceWorker }) => registerServiceWorker((waiting) => setAccept(() => waiting)),
      () => undefined,
    );
  }, []);
  return <UpdatePrompt accept={accept} />;
}
