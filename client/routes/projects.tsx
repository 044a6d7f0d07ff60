import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../components/empty-state';
import { Screen } from '../components/screen';

export default function ProjectsPage() {
  const { t } = useTranslation();
  return (
    <Screen title={t('projects.title')} subtitle={t('projects.subtitle')}>
      <EmptyState emoji="📁" text={t('projects.empty')}>
        <Link to="/projects/create" className="button button--primary">
          {t('projects.create')}
        </Link>
      </EmptyState>
    </Screen>
  );
}
