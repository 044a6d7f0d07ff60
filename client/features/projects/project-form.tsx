// Step 2 of the create-project wizard: title, description, expected score and the date window (start from
// tomorrow; end disabled until a start, reset when the start changes, 3 to 6 months after it, 90 days suggested).
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { translate } from '../../../domain/messages';
import { earliestStartDate, EXPECTED_SCORE_MAX, maxEndDate, minEndDate, suggestedEndDate } from '../../../domain/rules/projects';
import type { LifeWheelArea } from '../../../domain/schemas/lifewheel';
import { PROJECT_DESCRIPTION_MAX, PROJECT_TITLE_MAX, type Project } from '../../../domain/schemas/projects';
import { SelectField, TextAreaField, TextField } from '../../components/form-field';
import { useTRPC } from '../../lib/trpc';
import { AreaAvatar } from './area';
import { ErrorAlert } from './feedback';
import { formatCalendarDate } from '../../lib/format';
import { todayInBrowser } from '../../lib/time-zone';
import { checkProjectForm, dateProblem, EMPTY_PROJECT_FORM, type Problem, type ProjectField, type ProjectFormProblems, type ProjectFormValues } from './project-form-rules';
import { ScoreBadge } from './score-badge';
import { currentLanguage } from '../../i18n';

type ProjectFormProps = {
  area: LifeWheelArea;
  /** Shown as 'step 2 of 2' with a way back to step 1 when the wizard has an area step. */
  onBack?: () => void;
  onCreated: (project: Project) => void;
};

export function ProjectForm({ area, onBack, onCreated }: ProjectFormProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const trpc = useTRPC();
  const create = useMutation(trpc.projects.fromLifewheelArea.mutationOptions());
  const [today] = useState(todayInBrowser);
  const [values, setValues] = useState<ProjectFormValues>(EMPTY_PROJECT_FORM);
  const [problems, setProblems] = useState<ProjectFormProblems>({});
  const [failure, setFailure] = useState<unknown>(null);
  const currentScore = area.score ?? 0;
  const earliest = earliestStartDate(today);
  const liveDateProblem = dateProblem(today, values.startDate, values.endDate);
  // The end and its window only make sense once the start itself is allowed.
  const validStart = values.startDate !== '' && liveDateProblem?.field !== 'startDate' ? values.startDate : null;

  const edit = (field: ProjectField, value: string) => {
    setValues((current) => ({ ...current, [field]: value, ...(field === 'startDate' ? { endDate: '' } : {}) }));
    setProblems((current) => ({ ...current, [field]: undefined, ...(field === 'startDate' ? { endDate: undefined } : {}) }));
  };

  const word = (problem: Problem | undefined): string | undefined => {
    if (!problem) return undefined;
    const params = problem.code === 'START_DATE_TOO_EARLY' ? { minDate: formatCalendarDate(earliest, language) } : (problem.params ?? {});
    return translate(problem.code, language, params);
  };
  const dateError = (field: 'startDate' | 'endDate') => word(liveDateProblem?.field === field ? { code: liveDateProblem.code } : problems[field]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const checked = checkProjectForm(values, { lifeWheelAreaId: area.id, currentScore, today });
    if (!checked.ok) {
      setProblems(checked.problems);
      return;
    }
    try {
      onCreated(await create.mutateAsync(checked.input));
    } catch (error) {
      setFailure(error);
    }
  };

  const scores = Array.from({ length: EXPECTED_SCORE_MAX - currentScore }, (_, index) => currentScore + 1 + index);

  return (
    <section className="stack" aria-labelledby="project-form-title">
      <div className="wizard-step">
        {onBack ? <p className="wizard-step__count">{t('projectCreate.step', { step: 2, total: 2 })}</p> : null}
        <h2 id="project-form-title" className="section-title">
          {t('projectCreate.formTitle')}
        </h2>
      </div>
      <div className="card chosen-area" style={{ borderLeftColor: area.color }}>
        <AreaAvatar areaKey={area.key} />
        <div className="chosen-area__body">
          <p className="chosen-area__label">{t('projectCreate.area')}</p>
          <p className="chosen-area__name">{area.areaName}</p>
          {onBack ? (
            <button type="button" className="link-button chosen-area__change" onClick={onBack}>
              {t('projectCreate.changeArea')}
            </button>
          ) : null}
        </div>
        <ScoreBadge score={area.score} />
      </div>
      {failure ? <ErrorAlert error={failure} /> : null}
      <form className="form card" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={t('projectCreate.titleLabel')}
          name="title"
          value={values.title}
          maxLength={PROJECT_TITLE_MAX}
          placeholder={t('projectCreate.titlePlaceholder')}
          onChange={(event) => edit('title', event.target.value)}
          error={word(problems.title)}
          required
        />
        <TextAreaField
          label={t('projectCreate.descriptionLabel')}
          name="description"
          rows={4}
          value={values.description}
          counterMax={PROJECT_DESCRIPTION_MAX}
          placeholder={t('projectCreate.descriptionPlaceholder')}
          onChange={(event) => edit('description', event.target.value)}
          error={word(problems.description)}
          required
        />
        <SelectField
          label={t('projectCreate.expectedScoreLabel')}
          name="expectedScore"
          value={values.expectedScore}
          onChange={(event) => edit('expectedScore', event.target.value)}
          hint={t('projectCreate.expectedScoreHint', { score: currentScore })}
          error={word(problems.expectedScore)}
          required
        >
          <option value="">{t('projectCreate.expectedScorePlaceholder')}</option>
          {scores.map((score) => (
            <option key={score} value={String(score)}>
              {t('areaProjects.score', { score })}
            </option>
          ))}
        </SelectField>
        <div className="form__pair">
          <TextField
            label={t('projectCreate.startLabel')}
            type="date"
            name="startDate"
            min={earliest}
            value={values.startDate}
            onChange={(event) => edit('startDate', event.target.value)}
            hint={t('projectCreate.startHint', { date: formatCalendarDate(earliest, language) })}
            error={dateError('startDate')}
            required
          />
          <TextField
            label={t('projectCreate.endLabel')}
            type="date"
            name="endDate"
            disabled={validStart === null}
            {...(validStart ? { min: minEndDate(validStart), max: maxEndDate(validStart) } : {})}
            value={values.endDate}
            onChange={(event) => edit('endDate', event.target.value)}
            hint={
              validStart
                ? t('projectCreate.endHint', { min: formatCalendarDate(minEndDate(validStart), language), max: formatCalendarDate(maxEndDate(validStart), language) })
                : t('projectCreate.endDisabledHint')
            }
            error={dateError('endDate')}
            required
          />
        </div>
        {validStart ? (
          <div className="suggestion">
            <p>{t('projectCreate.suggested', { date: formatCalendarDate(suggestedEndDate(validStart), language) })}</p>
            <button type="button" className="button button--secondary button--small" onClick={() => edit('endDate', suggestedEndDate(validStart))}>
              {t('projectCreate.useSuggested')}
            </button>
          </div>
        ) : null}
        <div className="form__actions">
          {onBack ? (
            <button type="button" className="button button--ghost" onClick={onBack}>
              {t('common.back')}
            </button>
          ) : null}
          <button
            type="submit"
            className="button button--primary button--large form__submit"
            disabled={liveDateProblem !== null || create.isPending}
            aria-busy={create.isPending}
          >
            {create.isPending ? t('projectCreate.creating') : t('projectCreate.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
