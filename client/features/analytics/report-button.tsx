import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/error-alert';
import { currentLanguage } from '../../i18n';
import { downloadProgressReport } from './report-download';

/** "Download progress report (PDF)" in the language in use; a failure is shown under it (a plan limit with the way to the plans). */
export function ReportButton() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const download = () => {
    setBusy(true);
    setFailure(null);
    downloadProgressReport(currentLanguage())
      .catch((error: unknown) => setFailure(error))
      .finally(() => setBusy(false));
  };

  return (
    <div className="report-download">
      <button type="button" className="button button--primary button--block" onClick={download} disabled={busy} aria-busy={busy}>
        {busy ? t('analytics.report.downloading') : t('analytics.report.download')}
      </button>
      {failure ? <ErrorAlert error={failure} /> : null}
    </div>
  );
}
