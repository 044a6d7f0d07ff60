import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectStatus } from '../../../domain/rules/projects';
import { ChevronDownIcon } from '../../components/icons';

/** A collapsible group of the projects list: its heading is a button that shows or hides the projects. */
export function StatusSection({ status, count, defaultOpen, children }: { status: ProjectStatus; count: number; defaultOpen: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  return (
    <section className={`status-section status-section--${status.toLowerCase()}`}>
      <h2 className="status-section__heading">
        <button type="button" className="status-section__toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
          <span className="status-section__name">{t(`projects.section.${status}`)}</span>
          <span className="status-section__count" aria-label={t('projects.sectionCount', { count })}>
            {count}
          </span>
          <span className={`status-section__chevron${open ? ' status-section__chevron--open' : ''}`}>
            <ChevronDownIcon />
          </span>
        </button>
      </h2>
      <div id={panelId} className="status-section__panel" hidden={!open}>
        {count === 0 ? <p className="muted status-section__empty">{t(`projects.sectionEmpty.${status}`)}</p> : children}
      </div>
    </section>
  );
}
