import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { Screen } from '../components/screen';
import { rememberCreatedProject } from '../lib/created-notice';
import { areaOption, focusAreaOptions, redirectFor, wheelAreaOf, wheelProblem } from '../features/projects/eligibility';
import { LoadingBlock, LoadProblem } from '../features/projects/feedback';
import { AreaNotFound } from '../features/projects/not-found';
import { AreaStep } from '../features/projects/area-step';
import { ProjectForm } from '../features/projects/project-form';
import { useTRPC } from '../lib/trpc';
import '../features/projects/projects-create.css';

/**
 * /projects/create and /area/{areaId}/projects/create: step 1 picks a focus area (skipped when the route names
 * one by its reference areaId), step 2 is the form. Users who cannot create a project are sent where they can
 * fix it; a new project opens on its goals screen with a one-time notice.
 */
export default function ProjectCreatePage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const { areaId } = useParams();
  const wheel = useQuery(trpc.wheel.me.queryOptions({}));
  const [pickedId, setPickedId] = useState<string | null>(null);
  const [createdId, setCreatedId] = useState<string | null>(null);
  const back = areaId ? `/area/${areaId}/projects` : '/projects';

  if (createdId) return <Navigate to={`/projects/${createdId}/goals`} replace />;

  const screen = (content: ReactNode) => (
    <Screen title={t('projects.create.title')} subtitle={t('projects.create.subtitle')} back={back}>
      {content}
    </Screen>
  );
  if (wheel.isPending) return screen(<LoadingBlock />);
  if (wheel.isError) return screen(<LoadProblem what={t('projects.wheelLoadFailed')} error={wheel.error} onRetry={() => void wheel.refetch()} />);

  const data = wheel.data;
  const blocked = redirectFor(wheelProblem(data));
  if (blocked) return <Navigate to={blocked} replace />;

  const created = (project: { id: string }) => {
    rememberCreatedProject(project.id);
    setCreatedId(project.id);
  };

  if (areaId) {
    const area = wheelAreaOf(data, areaId);
    if (!area) return screen(<AreaNotFound />);
    const redirect = redirectFor(areaOption(data, area).problem, areaId);
    if (redirect) return <Navigate to={redirect} replace />;
    return screen(<ProjectForm area={area} onCreated={created} />);
  }

  const options = focusAreaOptions(data);
  const picked = options.find((option) => option.area.id === pickedId && option.problem === null);
  if (picked) return screen(<ProjectForm area={picked.area} onBack={() => setPickedId(null)} onCreated={created} />);
  return screen(<AreaStep options={options} onPick={(area) => setPickedId(area.id)} />);
}
