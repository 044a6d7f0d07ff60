import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { connection } from '../lib/offline';
import { useOutboxWrites } from '../lib/outbox-app';
import { outbox } from '../lib/trpc';
import { OfflineIcon } from './icons';
import { useOutboxUi } from './outbox-ui';
import './offline-notice.css';

/**
 * The offline notice of the signed-in screens: while the browser is offline (or the server was out of reach for a
 * read), a bar just above the bottom navigation says that what shows is what was last loaded; while writes wait in
 * the outbox it says how many. The status region stays in the page, empty while online with nothing waiting, so
 * screen readers announce the notice and each change of the count.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const offline = useSyncExternalStore(connection.subscribe, connection.isOffline, () => false);
  const waiting = useOutboxWrites(outbox).some((write) => !write.refusal);
  const ui = useOutboxUi();
  return (
    <div className="offline-notice" role="status" data-testid="offline-notice">
      {offline || waiting ? (
        <div className="offline-notice__bar">
          {offline ? (
            <p className="offline-notice__line">
              <OfflineIcon />
              <span>
                <strong>{t('offline.title')}</strong> {t('offline.text')}
              </span>
            </p>
          ) : null}
          {ui ? <ui.OutboxWaiting /> : null}
        </div>
      ) : null}
    </div>
  );
}
