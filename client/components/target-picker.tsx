// "Which answer do you want to change?": the optional choice, in the goal and action forms, of the NO answers of
// the project's area in the current cycle (assessment.answers) that the goal or action is meant to turn into YES.
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TARGET_QUESTIONS_MAX } from '../../domain/rules/targets';
import { currentLanguage } from '../i18n';
import { errorMessage } from '../lib/errors';
import { useTRPC } from '../lib/trpc';
import './target-picker.css';
import { useAreaColor } from '../lib/theme';

type TargetPickerProps = {
  /** The project's life area (the reference id, Project.areaId). */
  areaId: string;
  selected: readonly string[];
  /** The new set; targets that are no longer NO answers of the area are dropped on the first change. */
  onChange: (questionIds: string[]) => void;
  /** A refusal of the server about the targets, already translated. */
  error?: string | undefined;
};

export function TargetPicker({ areaId, selected, onChange, error }: TargetPickerProps) {
  const areaColor = useAreaColor();
  const { t } = useTranslation();
  const language = currentLanguage();
  const trpc = useTRPC();
  const id = useId();
  const answers = useQuery(trpc.assessment.answers.queryOptions({ id: areaId }));
  const offered = (answers.data?.answers ?? []).filter((answer) => !answer.value);
  const chosen = selected.filter((questionId) => offered.some((answer) => answer.questionId === questionId));
  const full = chosen.length >= TARGET_QUESTIONS_MAX;

  const toggle = (questionId: string, checked: boolean) =>
    onChange(checked ? [...chosen, questionId] : chosen.filter((item) => item !== questionId));

  const body = () => {
    if (answers.isPending) {
      return (
        <p className="target-picker__note" role="status">
          <span className="spinner spinner--small" aria-hidden="true" />
          {t('goals.targets.loading')}
        </p>
      );
    }
    if (answers.isError) {
      return (
        <div className="target-picker__note target-picker__note--error" role="alert">
          <p>
            {t('goals.targets.loadFailed')} {errorMessage(answers.error, t, language)}
          </p>
          <button type="button" className="button button--secondary button--small" onClick={() => void answers.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      );
    }
    if (answers.data.score === null || answers.data.answers.length === 0) return <p className="target-picker__note">{t('goals.targets.notAssessed')}</p>;
    if (offered.length === 0) return <p className="target-picker__note">{t('goals.targets.noNo')}</p>;
    const { area } = answers.data;
    return (
      <>
        <p id={`${id}-hint`} className="field__hint">
          {t('goals.targets.hint', { area: `${area.emoji} ${area.name}` })}
        </p>
        <ul className="target-picker__list" style={{ borderLeftColor: areaColor(area.color) }}>
          {offered.map((answer) => {
            const checked = chosen.includes(answer.questionId);
            return (
              <li key={answer.questionId}>
                <label className="target-picker__option">
                  <input
                    type="checkbox"
                    checked={checked}
                    disabled={full && !checked}
                    onChange={(event) => toggle(answer.questionId, event.target.checked)}
                  />
                  <span>{answer.text}</span>
                </label>
              </li>
            );
          })}
        </ul>
        <p id={`${id}-count`} className="target-picker__count" aria-live="polite">
          {full ? t('goals.targets.limit', { max: TARGET_QUESTIONS_MAX }) : t('goals.targets.chosen', { selected: chosen.length, max: TARGET_QUESTIONS_MAX })}
        </p>
      </>
    );
  };

  const described = answers.isSuccess && offered.length > 0 ? [`${id}-hint`, `${id}-count`, error ? `${id}-error` : ''].filter(Boolean).join(' ') : undefined;
  return (
    <fieldset className={`target-picker${error ? ' target-picker--invalid' : ''}`} aria-describedby={described} aria-invalid={error ? true : undefined}>
      <legend className="field__label">
        {t('goals.targets.legend')} <span className="target-picker__optional">{t('goals.targets.optional')}</span>
      </legend>
      {body()}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
