import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/empty-state';
import { Screen } from '../components/screen';

export default function DashboardPage() {
  const { t } = useTranslation();
  return (
    <Screen title={t('dashboard.title')} subtitle={t('dashboard.subtitle')}>
      <EmptyState emoji="📊" text={t('dashboard.noData')} />
    </Screen>
  );
}
