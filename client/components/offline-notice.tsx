import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { connection } from '../lib/offline';
import { OfflineIcon } from './icons';
import './offline-notice.css';

/**
 * The offline notice of the signed-in screens: while the browser is offline (or the server was out of reach for a
 * read), a bar just above the bottom navigation says that what shows is what was last loaded. The status region
 * stays in the page, empty while online, so screen readers announce the notice when it comes.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const offline = useSyncExternalStore(connection.subscribe, connection.isOffline, () => false);
  return (
    <div className="offline-notice" role="status" data-testid="offline-notice">
      {offline ? (
        <p className="offline-notice__bar">
          <OfflineIcon />
          <span>
            <strong>{t('offline.title')}</strong> {t('offline.text')}
          </span>
        </p>
      ) : null}
    </div>
  );
}
