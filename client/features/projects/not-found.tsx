import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state';

/** A route naming an area the user's wheel does not have. */
export function AreaNotFound() {
  const { t } = useTranslation();
  return (
    <EmptyState emoji="🧭" text={t('projects.area.notFound')}>
      <Link to="/home" className="button button--primary">
        {t('projects.area.backToWheel')}
      </Link>
    </EmptyState>
  );
}

/** A route naming a project the user does not have (missing or someone else's). */
export function ProjectNotFound() {
  const { t } = useTranslation();
  return (
    <EmptyState emoji="🔎" text={t('goals.notFound')}>
      <Link to="/projects" className="button button--primary">
        {t('goals.backToProjects')}
      </Link>
    </EmptyState>
  );
}
