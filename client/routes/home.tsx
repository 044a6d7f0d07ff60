import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../components/empty-state';
import { Screen } from '../components/screen';

export default function HomePage() {
  const { t } = useTranslation();
  return (
    <Screen title={t('home.title')} subtitle={t('home.subtitle')}>
      <EmptyState emoji="🧭" text={t('home.empty')}>
        <Link to="/assessment/intro" className="button button--primary">
          {t('home.start')}
        </Link>
      </EmptyState>
    </Screen>
  );
}
