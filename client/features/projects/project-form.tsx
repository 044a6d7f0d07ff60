// Step 2 of the create-project wizard: title, description, expected score and the date window (start from
// tomorrow; end disabled until a start, reset when the start changes, 3 to 6 months after it, 90 days suggested).
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXPECTED_SCORE_MAX } from '../../../domain/rules/projects';
import type { LifeWheelArea } from '../../../domain/schemas/wheel';
import { PROJECT_DESCRIPTION_MAX, PROJECT_TITLE_MAX, type Project } from '../../../domain/schemas/projects';
import { SelectField, TextAreaField, TextField } from '../../components/form-field';
import { useForm } from '../../lib/form';
import { useTRPC } from '../../lib/trpc';
import { AreaAvatar } from '../../components/area-avatar';
import { ErrorAlert } from '../../components/error-alert';
import { todayInBrowser } from '../../lib/today';
import { checkProjectForm, dateProblem, EMPTY_PROJECT_FORM } from './project-form-rules';
import { ProjectDates } from './project-dates';
import { ScoreBadge } from './score-badge';
import { useAreaColor } from '../../lib/theme';

type ProjectFormProps = {
  area: LifeWheelArea;
  /** Shown as 'step 2 of 2' with a way back to step 1 when the wizard has an area step. */
  onBack?: () => void;
  onCreated: (project: Project) => void;
};

/** The life area the project is for, with a way back to step 1 when the wizard has one. */
function ChosenArea({ area, onChange }: { area: LifeWheelArea; onChange: (() => void) | undefined }) {
  const areaColor = useAreaColor();
  const { t } = useTranslation();
  return (
    <div className="card chosen-area" style={{ borderLeftColor: areaColor(area.color) }}>
      <AreaAvatar areaKey={area.key} />
      <div className="chosen-area__body">
        <p className="chosen-area__label">{t('projects.create.area')}</p>
        <p className="chosen-area__name">{area.areaName}</p>
        {onChange ? (
          <button type="button" className="link-button chosen-area__change" onClick={onChange}>
            {t('projects.create.changeArea')}
          </button>
        ) : null}
      </div>
      <ScoreBadge score={area.score} />
    </div>
  );
}

export function ProjectForm({ area, onBack, onCreated }: ProjectFormProps) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const create = useMutation(trpc.projects.fromLifewheelArea.mutationOptions());
  const [today] = useState(todayInBrowser);
  const currentScore = area.score ?? 0;
  const form = useForm({
    initial: EMPTY_PROJECT_FORM,
    check: (values) => checkProjectForm(values, { lifeWheelAreaId: area.id, currentScore, today }),
    send: async (input) => onCreated(await create.mutateAsync(input)),
  });
  const liveDateProblem = dateProblem(today, form.values.startDate, form.values.endDate);

  const scores = Array.from({ length: EXPECTED_SCORE_MAX - currentScore }, (_, index) => currentScore + 1 + index);

  return (
    <section className="stack" aria-labelledby="project-form-title">
      <div className="wizard-step">
        {onBack ? <p className="wizard-step__count">{t('projects.create.step', { step: 2, total: 2 })}</p> : null}
        <h2 id="project-form-title" className="section-title">
          {t('projects.create.formTitle')}
        </h2>
      </div>
      <ChosenArea area={area} onChange={onBack} />
      {form.failure ? <ErrorAlert error={form.failure} /> : null}
      <form className="form card" noValidate onSubmit={form.submit}>
        <TextField
          label={t('projects.create.titleLabel')}
          maxLength={PROJECT_TITLE_MAX}
          placeholder={t('projects.create.titlePlaceholder')}
          {...form.field('title')}
          required
        />
        <TextAreaField
          label={t('projects.create.descriptionLabel')}
          rows={4}
          counterMax={PROJECT_DESCRIPTION_MAX}
          placeholder={t('projects.create.descriptionPlaceholder')}
          {...form.field('description')}
          required
        />
        <SelectField
          label={t('projects.create.expectedScoreLabel')}
          {...form.field('expectedScore')}
          hint={t('projects.create.expectedScoreHint', { score: currentScore })}
          required
        >
          <option value="">{t('projects.create.expectedScorePlaceholder')}</option>
          {scores.map((score) => (
            <option key={score} value={String(score)}>
              {t('projects.area.score', { score })}
            </option>
          ))}
        </SelectField>
        <ProjectDates form={form} today={today} liveProblem={liveDateProblem} />
        <div className="form__actions">
          {onBack ? (
            <button type="button" className="button button--ghost" onClick={onBack}>
              {t('common.back')}
            </button>
          ) : null}
          <button
            type="submit"
            className="button button--primary button--large form__submit"
            disabled={liveDateProblem !== null || form.submitting}
            aria-busy={form.submitting}
          >
            {form.submitting ? t('projects.create.creating') : t('projects.create.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
