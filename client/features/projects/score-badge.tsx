import { useTranslation } from 'react-i18next';
import { scoreColor } from '../../../domain/rules/scoring';
import './projects-area.css';

/** An area's score as n/10 in the colour of the score rule; a dash while the area is not assessed. */
export function ScoreBadge({ score }: { score: number | null }) {
  const { t } = useTranslation();
  if (score === null) {
    return (
      <span className="score-badge score-badge--none" aria-label={t('projects.area.notAssessed')}>
        —
      </span>
    );
  }
  return (
    <span className={`score-badge score-badge--${scoreColor(score)}`} aria-label={t('projects.area.scoreLabel', { score })}>
      {t('projects.area.score', { score })}
    </span>
  );
}
