import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { areaStyle } from '../../domain/content/life-areas';
import { translate } from '../../domain/messages';
import { acceptsNewGoals, canAddGoal, goalCountsByType, MAX_GOALS_PER_TYPE, type GoalType } from '../../domain/rules/goals';
import type { Goal } from '../../domain/schemas/goals';
import type { Project } from '../../domain/schemas/projects';
import { Screen } from '../components/screen';
import { BudgetSummary } from '../features/goals/budget-summary';
import { ContinuePanel } from '../features/goals/continue-panel';
import { GoalAddForm } from '../features/goals/goal-add-form';
import { GoalGuide } from '../features/goals/goal-guide';
import { GoalItem } from '../features/goals/goal-item';
import { GoalTabs, panelId, tabId } from '../features/goals/goal-tabs';
import { SuggestedGoals } from '../features/goals/suggested-goals';
import { useGoalsCache } from '../features/goals/goals-cache';
import { tabAfterAdd } from '../features/goals/tab-advance';
import { AreaAvatar } from '../components/area-avatar';
import { areaName } from '../features/projects/area';
import { useCreatedNotice } from '../lib/created-notice';
import { LoadingBlock, LoadProblem } from '../features/projects/feedback';
import { formatCalendarDate } from '../lib/format';
import { ProjectNotFound } from '../features/projects/not-found';
import { ScoreOutlook } from '../features/projects/score-outlook';
import { currentLanguage } from '../i18n';
import { useTRPC } from '../lib/trpc';
import '../features/projects/projects.css';
import '../features/goals/goals.css';
import { useAreaColor } from '../lib/theme';

function Goals({ project, goals }: { project: Project; goals: Goal[] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const cache = useGoalsCache(project.id);
  const [tab, setTab] = useState<GoalType>('BE');
  const [advanced, setAdvanced] = useState(false);
  const [aimed, setAimed] = useState<ReadonlySet<string>>(() => new Set());
  const aim = (questionId: string, open: boolean) =>
    setAimed((current) => {
      const next = new Set(current);
      if (open) next.add(questionId);
      else next.delete(questionId);
      return next;
    });
  const counts = goalCountsByType(goals);
  const ofType = goals.filter((goal) => goal.goalType === tab);
  const open = acceptsNewGoals(project.status);

  const added = (goal: Goal, countBefore: number) => {
    cache.added(goal);
    const next = tabAfterAdd(goal.goalType, countBefore);
    setAdvanced(next !== goal.goalType);
    setTab(next);
  };

  // From 64rem the goals stand beside what comes next and the budget (goals.css); on phones they follow them.
  return (
    <div className="goals-columns">
      <div className="goals-columns__main">
        <GoalTabs
          active={tab}
          counts={counts}
          onSelect={(type) => {
            setAdvanced(false);
            setTab(type);
          }}
        />
        <div id={panelId(tab)} role="tabpanel" aria-labelledby={tabId(tab)} className="goal-panel" tabIndex={-1}>
          <GoalGuide type={tab} />
          {ofType.length > 0 ? (
            <ol className="goal-list" aria-label={t('goals.listLabel', { type: t(`goals.type.${tab}`) })}>
              {ofType.map((goal, index) => (
                <GoalItem key={goal.id} goal={goal} index={index} areaId={project.areaId} cache={cache} />
              ))}
            </ol>
          ) : (
            <p className="muted goal-panel__empty">{t('goals.noneOfType', { type: t(`goals.type.${tab}`) })}</p>
          )}
          {!open ? (
            <p className="notice">{translate('PROJECT_CLOSED', language)}</p>
          ) : canAddGoal(goals, tab) ? (
            <>
              <SuggestedGoals
                lifeWheelAreaId={project.lifeWheelAreaId}
                projectDetailId={project.detail.id}
                goalType={tab}
                goals={goals}
                aimed={aimed}
                onAim={aim}
                onAdded={(goal) => added(goal, counts[goal.goalType])}
              />
              <GoalAddForm key={tab} projectDetailId={project.detail.id} areaId={project.areaId} goalType={tab} focusOnMount={advanced} onAdded={(goal) => added(goal, counts[goal.goalType])} />
            </>
          ) : (
            <p className="notice notice--success">{t('goals.typeFull', { type: t(`goals.type.${tab}`), max: MAX_GOALS_PER_TYPE })}</p>
          )}
        </div>
      </div>
      <div className="goals-columns__side">
        <ContinuePanel goals={goals} />
        <BudgetSummary budget={project.budget} goals={goals} />
      </div>
    </div>
  );
}

/** /projects/{projectId}/goals: the BE / DO / HAVE goals of one project. */
export default function ProjectGoalsPage() {
  const areaColor = useAreaColor();
  const { t } = useTranslation();
  const language = currentLanguage();
  const trpc = useTRPC();
  const { projectId = '' } = useParams();
  const created = useCreatedNotice(projectId);
  const projects = useQuery(trpc.projects.me.queryOptions({}));
  const project = projects.data?.projects.find((item) => item.id === projectId);
  const goals = useQuery({ ...trpc.goals.me.queryOptions({ projectId }), enabled: project !== undefined });

  const content = () => {
    if (projects.isPending) return <LoadingBlock />;
    if (projects.isError) return <LoadProblem what={t('projects.loadFailed')} error={projects.error} onRetry={() => void projects.refetch()} />;
    if (!project) return <ProjectNotFound />;
    return (
      <>
        {created ? (
          <div className="notice notice--success created-notice" role="status">
            <strong>{t('goals.createdTitle')}</strong> {t('goals.createdText')}
          </div>
        ) : null}
        <section className="card project-summary" style={{ borderTopColor: areaColor(areaStyle(project.areaKey).color) }} aria-label={project.title}>
          <AreaAvatar areaKey={project.areaKey} />
          <div>
            <p className="project-card__area">{areaName(project.areaKey, language)}</p>
            <h2 className="project-card__title">{project.title}</h2>
            <p className="muted">
              {t('goals.dates', { start: formatCalendarDate(project.detail.startDate, language), end: formatCalendarDate(project.detail.endDate, language) })}
            </p>
            <ScoreOutlook project={project} />
          </div>
        </section>
        {goals.isPending ? (
          <LoadingBlock />
        ) : goals.isError ? (
          <LoadProblem what={t('goals.loadFailed')} error={goals.error} onRetry={() => void goals.refetch()} />
        ) : (
          <Goals project={project} goals={goals.data.goals} />
        )}
      </>
    );
  };

  return (
    <Screen title={t('goals.title')} subtitle={project?.title ?? t('goals.subtitle')} back="/projects" wide="goals">
      {content()}
    </Screen>
  );
}
