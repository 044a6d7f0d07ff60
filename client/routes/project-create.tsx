import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState } from '../components/empty-state';
import { Screen } from '../components/screen';

/** /projects/create and /area/{areaId}/projects/create (the area step is skipped when the route names it). */
export default function ProjectCreatePage() {
  const { t } = useTranslation();
  const { areaId } = useParams();
  return (
    <Screen title={t('projectCreate.title')} subtitle={t('projectCreate.subtitle')} back={areaId ? `/area/${areaId}/projects` : '/projects'}>
      <EmptyState emoji="🎯" text={t('projectCreate.empty')} />
    </Screen>
  );
}
