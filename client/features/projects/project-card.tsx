// One project with its details: area, description, dates, expected (and predicted) score, phase, action progress, the
// income-target note, the way to its goals, the change-status dropdown and, parked in a closed cycle, the way back.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { areaStyle } from '../../../domain/content/life-areas';
import { isParked, shownProjectState } from '../../../domain/rules/projects';
import type { Project } from '../../../domain/schemas/projects';
import { AreaAvatar } from '../../components/area-avatar';
import { areaName } from './area';
import { BringBackButton } from './bring-back';
import { formatCalendarDate } from '../../lib/format';
import { IncomeTarget } from './income-target';
import { PredictedScore } from './score-outlook';
import { StatusSelect } from './status-select';
import { currentLanguage } from '../../i18n';
import { useAreaColor } from '../../lib/theme';

export function ProjectCard({ project, showArea = true }: { project: Project; showArea?: boolean }) {
  const areaColor = useAreaColor();
  const { t } = useTranslation();
  const language = currentLanguage();
  const { detail } = project;
  const titleId = `project-${project.id}`;
  const state = shownProjectState(project.status, detail.status);
  return (
    <article className="card project-card" aria-labelledby={titleId} style={{ borderTopColor: areaColor(areaStyle(project.areaKey).color) }}>
      <header className="project-card__head">
        {showArea ? <AreaAvatar areaKey={project.areaKey} /> : null}
        <div className="project-card__titles">
          {showArea ? <p className="project-card__area">{areaName(project.areaKey, language)}</p> : null}
          <h3 id={titleId} className="project-card__title">
            {project.title}
          </h3>
        </div>
        <span className={`phase phase--${state.toLowerCase()}`}>{t(`projects.phase.${state}`)}</span>
      </header>
      <p className="project-card__description">{project.description}</p>
      {isParked(project.status) ? <p className="project-card__parked">{t('projects.parked')}</p> : null}
      <dl className="project-facts">
        <div>
          <dt>{t('projects.start')}</dt>
          <dd>{formatCalendarDate(detail.startDate, language)}</dd>
        </div>
        <div>
          <dt>{t('projects.end')}</dt>
          <dd>{formatCalendarDate(detail.endDate, language)}</dd>
        </div>
        <div>
          <dt>{t('projects.expectedScore')}</dt>
          <dd>
            {t('projects.area.score', { score: project.expectedScore })}
            <PredictedScore score={project.predictedScore} />
          </dd>
        </div>
      </dl>
      <div className="progress">
        <div className="progress__labels">
          <span>{t('projects.progress')}</span>
          <span>{t('projects.actionsDone', { completed: detail.completedActions, count: detail.totalActions })}</span>
        </div>
        <div
          className="progress__bar"
          role="progressbar"
          aria-label={t('projects.progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={detail.progressPercentage}
          aria-valuetext={`${detail.progressPercentage}%`}
        >
          <span className="progress__fill" style={{ width: `${detail.progressPercentage}%` }} />
        </div>
      </div>
      <IncomeTarget budget={project.budget} />
      <footer className="project-card__foot">
        <Link to={`/projects/${project.id}/goals`} className="button button--secondary button--small" aria-label={t('projects.goalsOf', { title: project.title })}>
          {t('projects.goals')}
        </Link>
        {isParked(project.status) ? <BringBackButton project={project} /> : null}
        <StatusSelect project={project} />
      </footer>
    </article>
  );
}
