// Step 1 of the create-project wizard: one of the focus areas, each with its score, its n/2 projects and, when
// it cannot take another project, why.
import { useTranslation } from 'react-i18next';
import { translate } from '../../../domain/messages';
import { MAX_PROJECTS_PER_AREA } from '../../../domain/rules/projects';
import type { LifeWheelArea } from '../../../domain/schemas/wheel';
import { AreaAvatar } from '../../components/area-avatar';
import type { AreaOption } from './eligibility';
import { ScoreBadge } from './score-badge';
import { currentLanguage } from '../../i18n';
import { useAreaColor } from '../../lib/theme';

export function AreaStep({ options, onPick }: { options: readonly AreaOption[]; onPick: (area: LifeWheelArea) => void }) {
  const areaColor = useAreaColor();
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <section className="stack" aria-labelledby="area-step-title">
      <div className="wizard-step">
        <p className="wizard-step__count">{t('projects.create.step', { step: 1, total: 2 })}</p>
        <h2 id="area-step-title" className="section-title">
          {t('projects.create.pickArea')}
        </h2>
        <p className="muted">{t('projects.create.pickAreaHint')}</p>
      </div>
      <ul className="area-options">
        {options.map(({ area, openProjects, problem }) => (
          <li key={area.id}>
            <button type="button" className="area-option" disabled={problem !== null} onClick={() => onPick(area)} style={{ borderLeftColor: areaColor(area.color) }}>
              <AreaAvatar areaKey={area.key} />
              <span className="area-option__body">
                <span className="area-option__name">{area.areaName}</span>
                <span className="area-option__meta">
                  <ScoreBadge score={area.score} />
                  <span>{t('projects.area.count', { count: openProjects, max: MAX_PROJECTS_PER_AREA })}</span>
                </span>
                {problem ? <span className="area-option__problem">{translate(problem, language, { max: MAX_PROJECTS_PER_AREA })}</span> : null}
              </span>
              <span className="area-option__chevron" aria-hidden="true">
                ›
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
