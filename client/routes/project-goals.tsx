import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/empty-state';
import { Screen } from '../components/screen';

export default function ProjectGoalsPage() {
  const { t } = useTranslation();
  return (
    <Screen title={t('projectGoals.title')} subtitle={t('projectGoals.subtitle')} back="/projects">
      <EmptyState emoji="🏁" text={t('projectGoals.empty')} />
    </Screen>
  );
}
