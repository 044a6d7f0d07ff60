// The project's predicted score beside its expected one: the area's score if every NO its goals and actions aim
// at became YES (Project.predictedScore, computed by the server); nothing extra while nothing is aimed at.
import { useTranslation } from 'react-i18next';
import type { Project } from '../../../domain/schemas/projects';

/** "Predicted 6/10" with its explanation as tooltip and for screen readers; nothing when score is null. */
export function PredictedScore({ score }: { score: number | null }) {
  const { t } = useTranslation();
  if (score === null) return null;
  const hint = t('projects.predictedHint');
  return (
    <span className="predicted-score" title={hint}>
      {t('projects.outlook.predicted', { score })}
      <span className="visually-hidden"> ({hint})</span>
    </span>
  );
}

/** "Expected 8/10 · Predicted 6/10", and what "predicted" means, for the header of a project's screens. */
export function ScoreOutlook({ project }: { project: Pick<Project, 'expectedScore' | 'predictedScore'> }) {
  const { t } = useTranslation();
  return (
    <p className="score-outlook">
      <span>{t('projects.outlook.expected', { score: project.expectedScore })}</span>
      {project.predictedScore === null ? null : (
        <>
          <span aria-hidden="true"> · </span>
          <PredictedScore score={project.predictedScore} />
        </>
      )}
    </p>
  );
}
