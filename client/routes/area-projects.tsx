import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/empty-state';
import { Screen } from '../components/screen';

export default function AreaProjectsPage() {
  const { t } = useTranslation();
  return (
    <Screen title={t('areaProjects.title')} subtitle={t('areaProjects.subtitle')} back="/home">
      <EmptyState emoji="🗂️" text={t('areaProjects.empty')} />
    </Screen>
  );
}
