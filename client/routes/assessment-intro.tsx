import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/empty-state';
import { Screen } from '../components/screen';

export default function AssessmentIntroPage() {
  const { t } = useTranslation();
  return (
    <Screen title={t('assessmentIntro.title')} subtitle={t('assessmentIntro.subtitle')} back="/home">
      <EmptyState emoji="📝" text={t('assessmentIntro.empty')} />
    </Screen>
  );
}
