import { useTranslation } from 'react-i18next';

export function LandingPage() {
  const { t } = useTranslation();
  return (
    <main className="landing">
      <h1>{t('app.name')}</h1>
      <p>{t('app.tagline')}</p>
    </main>
  );
}
