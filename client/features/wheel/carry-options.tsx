import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LifeWheelArea } from '../../../domain/schemas/wheel';
import type { Project } from '../../../domain/schemas/projects';
import './wheel-carry-options.css';
import { useAreaColor } from '../../lib/theme';

type CarryOptionsProps = {
  /** The previous cycle's ACTIVE projects whose area is among the chosen ones. */
  projects: readonly Project[];
  areas: readonly LifeWheelArea[];
  carried: ReadonlySet<string>;
  disabled: boolean;
  onToggle: (projectId: string) => void;
};

/** A project's title under its area's emoji, with the area's name as its note. */
function ProjectOfArea({ title, area }: { title: string; area: LifeWheelArea | undefined }) {
  return (
    <>
      <span className="focus-option__emoji" aria-hidden="true">
        {area?.emoji}
      </span>
      <span className="focus-option__text">
        <span className="focus-option__name">{title}</span>
        <span className="focus-option__note">{area?.areaName}</span>
      </span>
    </>
  );
}

/** In the focus selection of cycle 2 on: the projects that may come along, ticked by default (unticked ones stay behind as SOMEDAY). */
export function CarryOptions({ projects, areas, carried, disabled, onToggle }: CarryOptionsProps) {
  const areaColor = useAreaColor();
  const { t } = useTranslation();
  const textId = useId();
  if (projects.length === 0) return null;
  const areaOf = new Map(areas.map((area) => [area.areaId, area]));
  return (
    <fieldset className="focus-modal__options carry-options" aria-describedby={textId} disabled={disabled} data-testid="carry-options">
      <legend className="carry-options__title">{t('cycles.carry.title')}</legend>
      <p id={textId} className="carry-options__text">
        {t('cycles.carry.text')}
      </p>
      {projects.map((project) => {
        const area = areaOf.get(project.areaId);
        const checked = carried.has(project.id);
        return (
          <label key={project.id} className={`focus-option${checked ? ' focus-option--checked' : ''}`} style={{ borderColor: checked && area ? areaColor(area.color) : undefined }}>
            <input type="checkbox" checked={checked} onChange={() => onToggle(project.id)} aria-label={t('cycles.carry.option', { title: project.title })} />
            <ProjectOfArea title={project.title} area={area} />
          </label>
        );
      })}
    </fieldset>
  );
}

/**
 * The previous cycle's ACTIVE projects whose area is not chosen: named, with what happens to them (they stay behind as
 * Someday, their pending actions out of the lists, and may be brought back from the projects list).
 */
export function LeftBehind({ projects, areas }: Pick<CarryOptionsProps, 'projects' | 'areas'>) {
  const { t } = useTranslation();
  const titleId = useId();
  if (projects.length === 0) return null;
  const areaOf = new Map(areas.map((area) => [area.areaId, area]));
  return (
    <section className="carry-options carry-options--left" aria-labelledby={titleId} data-testid="carry-left-behind">
      <h3 id={titleId} className="carry-options__title">
        {t('cycles.carry.leftTitle')}
      </h3>
      <p className="carry-options__text">{t('cycles.carry.leftText')}</p>
      <ul className="carry-options__left">
        {projects.map((project) => {
          const area = areaOf.get(project.areaId);
          return (
            <li key={project.id} className="focus-option focus-option--fixed">
              <ProjectOfArea title={project.title} area={area} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
