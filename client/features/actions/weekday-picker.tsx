import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';

/** ISO weekdays, Monday first. */
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The weekday's name in the language (2024-01-01 was a Monday). */
function weekdayName(day: number, language: string): string {
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, day)));
}

type WeekdayPickerProps = { selected: readonly number[]; onChange: (days: number[]) => void; error?: string | undefined };

/** The days a series repeats on: one checkbox per weekday, named in the active language. */
export function WeekdayPicker({ selected, onChange, error }: WeekdayPickerProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <fieldset className="choice-field">
      <legend className="field__label">{t('actions.form.weekdays')}</legend>
      <div className="choice-field__options">
        {WEEKDAYS.map((day) => (
          <label key={day} className="choice-field__option">
            <input
              type="checkbox"
              checked={selected.includes(day)}
              onChange={(event) => onChange(event.target.checked ? [...selected, day] : selected.filter((chosen) => chosen !== day))}
            />
            <span>{weekdayName(day, language)}</span>
          </label>
        ))}
      </div>
      {error ? <p className="field__error">{error}</p> : null}
    </fieldset>
  );
}
