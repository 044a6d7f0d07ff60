import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PROJECT_STATUSES } from '../../domain/rules/projects';
import { EmptyState } from '../components/empty-state';
import { Screen } from '../components/screen';
import { LoadingBlock, LoadProblem } from '../features/projects/feedback';
import { ProjectCard } from '../features/projects/project-card';
import { StatusSection } from '../features/projects/status-section';
import { useTRPC } from '../lib/trpc';
import '../features/projects/projects.css';

/** /projects: the user's projects in collapsible sections by status (Active open), with the way to a new one. */
export default function ProjectsPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const projects = useQuery(trpc.projects.me.queryOptions({}));

  const content = () => {
    if (projects.isPending) return <LoadingBlock />;
    if (projects.isError) return <LoadProblem what={t('projects.loadFailed')} error={projects.error} onRetry={() => void projects.refetch()} />;
    const list = projects.data.projects;
    if (list.length === 0) {
      return (
        <EmptyState emoji="📁" text={t('projects.empty')}>
          <Link to="/projects/create" className="button button--primary">
            {t('projects.new')}
          </Link>
        </EmptyState>
      );
    }
    return (
      <>
        <div className="plan-toolbar">
          <Link to="/projects/create" className="button button--primary">
            <span aria-hidden="true">+</span> {t('projects.new')}
          </Link>
        </div>
        {PROJECT_STATUSES.map((status) => {
          const inSection = list.filter((project) => project.status === status);
          return (
            <StatusSection key={status} status={status} count={inSection.length} defaultOpen={status === 'ACTIVE'}>
              <div className="project-list">
                {inSection.map((project) => (
                  <ProjectCard key={project.id} project={project} />
                ))}
              </div>
            </StatusSection>
          );
        })}
      </>
    );
  };

  return (
    <Screen title={t('projects.title')} subtitle={t('projects.subtitle')}>
      {content()}
    </Screen>
  );
}
