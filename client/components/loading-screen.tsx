import { useTranslation } from 'react-i18next';

/** Full-screen 'Cargando...' while the session or a screen's code loads. */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <p>{t('common.loading')}</p>
    </div>
  );
}
