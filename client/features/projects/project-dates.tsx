// The date window of the create-project form: the start (from tomorrow), the end (disabled until a start, reset when
// the start changes, 3 to 6 months after it) and the 90-day suggestion. A date the rules refuse shows while it is chosen.
import { useTranslation } from 'react-i18next';
import { translate } from '../../../domain/messages';
import { earliestStartDate, maxEndDate, minEndDate, PROJECT_MIN_MONTHS, suggestedEnd } from '../../../domain/rules/projects';
import { TextField } from '../../components/form-field';
import { currentLanguage } from '../../i18n';
import type { FormKit } from '../../lib/form';
import { formatCalendarDate } from '../../lib/format';
import type { dateProblem, ProjectField, ProjectFormValues } from './project-form-rules';

type ProjectDatesProps = {
  form: FormKit<ProjectFormValues, ProjectField>;
  today: string;
  /** The date rule the chosen dates break now, before any submit. */
  liveProblem: ReturnType<typeof dateProblem>;
};

export function ProjectDates({ form, today, liveProblem }: ProjectDatesProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { values } = form;
  const earliest = earliestStartDate(today);
  // The end and its window only make sense once the start itself is allowed.
  const validStart = values.startDate !== '' && liveProblem?.field !== 'startDate' ? values.startDate : null;
  const suggestion = validStart ? suggestedEnd(validStart) : null;

  const dateError = (field: 'startDate' | 'endDate') => {
    if (liveProblem?.field !== field) return form.error(field);
    const { code } = liveProblem;
    return translate(code, language, code === 'START_DATE_TOO_EARLY' ? { minDate: formatCalendarDate(earliest, language) } : {});
  };

  return (
    <>
      <div className="form__pair">
        <TextField
          label={t('projects.create.startLabel')}
          type="date"
          min={earliest}
          {...form.field('startDate')}
          onChange={(event) => form.set({ startDate: event.target.value, endDate: '' })}
          hint={t('projects.create.startHint', { date: formatCalendarDate(earliest, language) })}
          error={dateError('startDate')}
          required
        />
        <TextField
          label={t('projects.create.endLabel')}
          type="date"
          disabled={validStart === null}
          {...(validStart ? { min: minEndDate(validStart), max: maxEndDate(validStart) } : {})}
          {...form.field('endDate')}
          hint={
            validStart
              ? t('projects.create.endHint', { min: formatCalendarDate(minEndDate(validStart), language), max: formatCalendarDate(maxEndDate(validStart), language) })
              : t('projects.create.endDisabledHint')
          }
          error={dateError('endDate')}
          required
        />
      </div>
      {suggestion ? (
        <div className="suggestion">
          <p>
            {suggestion.minimum
              ? t('projects.create.suggestedMinimum', { count: PROJECT_MIN_MONTHS, date: formatCalendarDate(suggestion.date, language) })
              : t('projects.create.suggested', { date: formatCalendarDate(suggestion.date, language) })}
          </p>
          <button type="button" className="button button--secondary button--small" onClick={() => form.set({ endDate: suggestion.date })}>
            {t('projects.create.useSuggested')}
          </button>
        </div>
      ) : null}
    </>
  );
}
