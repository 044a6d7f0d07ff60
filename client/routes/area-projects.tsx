import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { translate } from '../../domain/messages';
import { MAX_PROJECTS_PER_AREA } from '../../domain/rules/projects';
import type { LifeWheel, LifeWheelArea } from '../../domain/schemas/wheel';
import { EmptyState } from '../components/empty-state';
import { Screen } from '../components/screen';
import { AreaAvatar } from '../components/area-avatar';
import { areaOption, wheelAreaOf } from '../features/projects/eligibility';
import { LoadingBlock, LoadProblem } from '../features/projects/feedback';
import { AreaNotFound } from '../features/projects/not-found';
import { ProjectCard } from '../features/projects/project-card';
import { ScoreBadge } from '../features/projects/score-badge';
import { currentLanguage } from '../i18n';
import { useTRPC } from '../lib/trpc';
import '../features/projects/projects.css';

function AreaProjects({ wheel, area, areaId }: { wheel: LifeWheel; area: LifeWheelArea; areaId: string }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const trpc = useTRPC();
  const projects = useQuery(trpc.projects.byArea.queryOptions({ area: area.id }));
  const { openProjects, problem } = areaOption(wheel, area);

  return (
    <>
      <section className="card area-summary" style={{ borderTopColor: area.color }} aria-label={area.areaName}>
        <AreaAvatar areaKey={area.key} size="large" />
        <div className="area-summary__body">
          <h2 className="area-summary__name">{area.areaName}</h2>
          <div className="area-summary__stats">
            <p className="stat">
              <span className="stat__label">{t('projects.area.scoreTitle')}</span>
              <ScoreBadge score={area.score} />
            </p>
            <p className="stat">
              <span className="stat__label">{t('projects.area.projectsTitle')}</span>
              <span className="stat__value" data-testid="area-project-count">
                {t('projects.area.countShort', { count: openProjects, max: MAX_PROJECTS_PER_AREA })}
              </span>
            </p>
          </div>
        </div>
      </section>
      <div className="stack">
        {problem === null ? (
          <Link to={`/area/${areaId}/projects/create`} className="button button--primary button--block">
            <span aria-hidden="true">+</span> {t('projects.area.create')}
          </Link>
        ) : (
          <>
            <button type="button" className="button button--primary button--block" disabled aria-describedby="area-create-reason">
              <span aria-hidden="true">+</span> {t('projects.area.create')}
            </button>
            <p id="area-create-reason" className="notice">
              {translate(problem, language, { max: MAX_PROJECTS_PER_AREA })}
            </p>
          </>
        )}
      </div>
      {projects.isPending ? (
        <LoadingBlock />
      ) : projects.isError ? (
        <LoadProblem what={t('projects.loadFailed')} error={projects.error} onRetry={() => void projects.refetch()} />
      ) : projects.data.projects.length === 0 ? (
        <EmptyState emoji="🗂️" text={t('projects.area.empty')} />
      ) : (
        <div className="project-list">
          {projects.data.projects.map((project) => (
            <ProjectCard key={project.id} project={project} showArea={false} />
          ))}
        </div>
      )}
    </>
  );
}

/**
 * /area/{areaId}/projects, where areaId is the reference life area id (lifeAreas[].areaId of the wheel): the
 * area's score, its n/2 projects, the create button and the projects themselves.
 */
export default function AreaProjectsPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const { areaId = '' } = useParams();
  const wheel = useQuery(trpc.wheel.me.queryOptions({}));
  const area = wheel.data ? wheelAreaOf(wheel.data, areaId) : undefined;

  return (
    <Screen title={area?.areaName ?? t('projects.area.title')} subtitle={t('projects.area.subtitle')} back="/home">
      {wheel.isPending ? (
        <LoadingBlock />
      ) : wheel.isError ? (
        <LoadProblem what={t('projects.wheelLoadFailed')} error={wheel.error} onRetry={() => void wheel.refetch()} />
      ) : area ? (
        <AreaProjects wheel={wheel.data} area={area} areaId={areaId} />
      ) : (
        <AreaNotFound />
      )}
    </Screen>
  );
}
