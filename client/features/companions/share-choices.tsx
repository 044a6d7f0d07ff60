import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OwnedShare } from '../../../domain/schemas/companions';

export type Choices = OwnedShare['choices'];
type ChoiceKey = keyof Choices;

export const NO_CHOICES: Choices = { wheel: false, cycles: false, plan: false, budgets: false, weekly: false, reviewText: false };

/** The six choices in the order the issue lists them; a dependent one (budgets, review text) needs its parent. */
const CHOICES: readonly { key: ChoiceKey; parent?: ChoiceKey; hint?: 'companions.choices.budgetsHint' | 'companions.choices.reviewTextHint' }[] = [
  { key: 'wheel' },
  { key: 'cycles' },
  { key: 'plan' },
  { key: 'budgets', parent: 'plan', hint: 'companions.choices.budgetsHint' },
  { key: 'weekly' },
  { key: 'reviewText', parent: 'weekly', hint: 'companions.choices.reviewTextHint' },
];

/** The choice paths of the shared schema's refusals (SHARE_NOTHING_CHOSEN, SHARE_BUDGETS_NEED_PLAN, ...). */
export const CHOICE_KEYS = CHOICES.map((choice) => choice.key);

/** Sets one choice: unticking a parent unticks what depends on it. */
export function withChoice(choices: Choices, key: ChoiceKey, on: boolean): Choices {
  const next = { ...choices, [key]: on };
  for (const choice of CHOICES) if (choice.parent && !next[choice.parent]) next[choice.key] = false;
  return next;
}

/** The chosen parts in words, in the order of the form. */
export function useChoiceNames(): (choices: Choices) => string[] {
  const { t } = useTranslation();
  return (choices) => CHOICES.filter((choice) => choices[choice.key]).map((choice) => t(`companions.choices.${choice.key}`));
}

/**
 * The six checkboxes of what a companion sees; a dependent one is disabled, with its reason beside it, while its
 * parent is not ticked. `error` is the refusal of the whole set (nothing chosen).
 */
export function ShareChoicesFields({ value, onChange, error }: { value: Choices; onChange: (next: Choices) => void; error: string | undefined }) {
  const { t } = useTranslation();
  const errorId = useId();
  const hintId = useId();
  return (
    <fieldset className="choice-field companions-choices">
      <legend className="field__label">{t('companions.choices.legend')}</legend>
      {CHOICES.map((choice) => {
        const disabled = choice.parent !== undefined && !value[choice.parent];
        const described = [error ? errorId : '', choice.hint ? `${hintId}-${choice.key}` : ''].filter(Boolean).join(' ');
        return (
          <div key={choice.key} className={choice.parent ? 'companions-choices__item companions-choices__item--dependent' : 'companions-choices__item'}>
            <label className="companions-choices__label">
              <input
                type="checkbox"
                name={choice.key}
                checked={value[choice.key]}
                disabled={disabled}
                onChange={(event) => onChange(withChoice(value, choice.key, event.target.checked))}
                aria-invalid={error ? true : undefined}
                aria-describedby={described || undefined}
              />
              <span>{t(`companions.choices.${choice.key}`)}</span>
            </label>
            {choice.hint ? (
              <p id={`${hintId}-${choice.key}`} className="field__hint companions-choices__hint">
                {t(choice.hint)}
              </p>
            ) : null}
          </div>
        );
      })}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
