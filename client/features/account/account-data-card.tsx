import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/toast';
import { currentLanguage } from '../../i18n';
import { errorMessage } from '../../lib/errors';
import { attachmentName, authorizedGet, saveFile } from '../../lib/rest';
import { todayInBrowser } from '../../lib/today';

/** GET /api/v1/users/export: the whole account as JSON (REST, so the large document never enters the read cache). */
export const EXPORT_PATH = '/users/export';
/** GET /api/v1/users/export/actions.csv: the actions as a spreadsheet. */
export const ACTIONS_CSV_PATH = '/users/export/actions.csv';

type Download = 'json' | 'csv';

/** "Your data" (issue 22): the account as a JSON file and the actions as a CSV file, each named with today's date. */
export function AccountDataCard() {
  const { t } = useTranslation();
  const toast = useToast();
  const titleId = useId();
  const [busy, setBusy] = useState<Download | null>(null);

  const download = async (kind: Download) => {
    setBusy(kind);
    try {
      const date = todayInBrowser();
      if (kind === 'json') {
        const response = await authorizedGet(EXPORT_PATH);
        const name = t('account.data.exportFileName', { date });
        // Indented, so the file reads well when opened.
        saveFile(new Blob([JSON.stringify(await response.json(), null, 2)], { type: 'application/json' }), name);
        toast.success(t('account.data.downloaded', { name }));
      } else {
        const response = await authorizedGet(ACTIONS_CSV_PATH);
        const name = attachmentName(response.headers.get('content-disposition')) ?? t('account.data.csvFileName', { date });
        // The bytes as sent: text() would drop the byte-order mark that tells spreadsheets the file is UTF-8.
        saveFile(await response.blob(), name);
        toast.success(t('account.data.downloaded', { name }));
      }
    } catch (error) {
      toast.error(t('account.data.failed', { reason: errorMessage(error, t, currentLanguage()) }));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="card account-data" aria-labelledby={titleId} aria-busy={busy !== null}>
      <h2 id={titleId} className="section-title">
        {t('account.data.title')}
      </h2>
      <p className="account-data__text">{t('account.data.text')}</p>
      <div className="account-data__actions">
        <button type="button" className="button button--secondary button--block" onClick={() => void download('json')} disabled={busy !== null} aria-busy={busy === 'json'}>
          {busy === 'json' ? t('account.data.downloading') : t('account.data.exportJson')}
        </button>
        <button type="button" className="button button--secondary button--block" onClick={() => void download('csv')} disabled={busy !== null} aria-busy={busy === 'csv'}>
          {busy === 'csv' ? t('account.data.downloading') : t('account.data.exportCsv')}
        </button>
      </div>
    </section>
  );
}
