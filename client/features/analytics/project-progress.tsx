import { useTranslation } from 'react-i18next';
import type { Analytics } from '../../../domain/schemas/analytics';
import { AreaAvatar } from '../../components/area-avatar';
import { formatNumber, formatPercent } from '../../lib/format';
import { areaStyle } from '../../../domain/content/life-areas';
import { ChartFigure } from './chart-figure';
import { useAreaColor } from '../../lib/theme';

/** A swatch in the given colours side by side: one stripe per area colour the bars are drawn in. */
export function stripes(colors: readonly string[]): string {
  const width = 100 / Math.max(colors.length, 1);
  return `linear-gradient(90deg, ${colors.map((color, index) => `${color} ${index * width}% ${(index + 1) * width}%`).join(', ')})`;
}

/**
 * Per project, its progress (actions done of planned) in its area's colour over a grey bar of the time elapsed.
 * The legend's progress swatch carries the same area colours as the bars, so it matches every one of them.
 */
export function ProjectProgress({ projects }: { projects: Analytics['projects'] }) {
  const areaColor = useAreaColor();
  const { t } = useTranslation();
  const colors = [...new Set(projects.map((project) => areaColor(areaStyle(project.areaKey).color)))];

  const chart = (
    <ul className="progress-rows">
      {projects.map((project) => (
        <li key={project.id} className="progress-row">
          <span className="progress-row__name">
            <AreaAvatar areaKey={project.areaKey} />
            {project.title}
          </span>
          <span className="progress-row__track">
            <span className="progress-row__bar progress-row__bar--elapsed" style={{ width: `${project.timeElapsedPercentage}%` }} />
            <span className="progress-row__bar" style={{ width: `${project.progressPercentage}%`, backgroundColor: areaColor(areaStyle(project.areaKey).color) }} />
          </span>
          <span className="progress-row__figures">
            {formatPercent(project.progressPercentage)} · {formatPercent(project.timeElapsedPercentage)}
          </span>
        </li>
      ))}
    </ul>
  );

  const legend = (
    <ul className="chart-legend">
      <li className="chart-legend__item">
        <span className="chart-legend__swatch" style={{ background: stripes(colors) }} aria-hidden="true" data-testid="progress-swatch" />
        {t('analytics.projects.progressLegend', { count: colors.length })}
      </li>
      <li className="chart-legend__item">
        <span className="chart-legend__swatch chart-legend__swatch--elapsed" aria-hidden="true" />
        {t('analytics.projects.elapsed')}
      </li>
    </ul>
  );

  const table = (
    <table className="data-table">
      <caption className="visually-hidden">{t('analytics.tableOf', { title: t('analytics.projects.title') })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('analytics.projects.project')}</th>
          <th scope="col">{t('analytics.projects.progress')}</th>
          <th scope="col">{t('analytics.projects.elapsed')}</th>
          <th scope="col">{t('analytics.projects.actions')}</th>
          <th scope="col">{t('analytics.projects.daysLeft')}</th>
        </tr>
      </thead>
      <tbody>
        {projects.map((project) => (
          <tr key={project.id}>
            <th scope="row">{project.title}</th>
            <td>{formatPercent(project.progressPercentage)}</td>
            <td>{formatPercent(project.timeElapsedPercentage)}</td>
            <td>{t('analytics.projects.actionsValue', { done: formatNumber(project.actionsDone), planned: formatNumber(project.actionsPlanned) })}</td>
            <td>{formatNumber(project.daysLeft)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );

  return <ChartFigure title={t('analytics.projects.title')} description={t('analytics.projects.description')} chart={chart} legend={legend} table={table} />;
}
