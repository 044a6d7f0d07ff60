import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { scoreColor } from '../../../domain/rules/scoring';
import type { Dashboard } from '../../../domain/schemas/accounts';
import { formatNumber } from '../../lib/format';
import { areaProjectsPath } from '../../lib/paths';
import { useAreaColor } from '../../lib/theme';

type Area = Dashboard['lifeWheel']['lifeAreas'][number];

/** The six areas with their score in its colour, each leading to the area's projects. */
export function AreasList({ areas }: { areas: readonly Area[] }) {
  const areaColor = useAreaColor();
  const { t } = useTranslation();
  return (
    <section className="card areas-card" aria-labelledby="areas-title">
      <h2 id="areas-title" className="summary-card__title">
        {t('dashboard.areas')}
      </h2>
      <ul className="areas-list">
        {areas.map((area) => {
          const score = area.isArchived && area.score !== null ? t('dashboard.areaScore', { score: formatNumber(area.score) }) : t('dashboard.notAssessed');
          return (
            <li key={area.id}>
              <Link
                to={areaProjectsPath(area)}
                className="area-row"
                style={{ ['--area-colour' as string]: areaColor(area.color) }}
                aria-label={t('dashboard.areaLink', { area: area.areaName, score })}
              >
                <span className="area-row__emoji" aria-hidden="true">
                  {area.emoji}
                </span>
                <span className="area-row__name">{area.areaName}</span>
                <span className={`area-row__score${area.isArchived && area.score !== null ? ` score--${scoreColor(area.score)}` : ''}`}>{score}</span>
                <span className="area-row__bar" aria-hidden="true">
                  <span style={{ width: `${(area.score ?? 0) * 10}%` }} />
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
