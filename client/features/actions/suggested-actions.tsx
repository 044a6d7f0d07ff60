// Starter suggestions in the new-action form (issue 37, item 8): once the person aims the action at NO answers of
// the project's area, the bank's actions for those answers; one tap fills the form with one (title, description,
// energy, minutes, its default context, its repeat until the project's end, due today when no date is set), which
// stays editable before it is saved.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AnswerSuggestions } from '../../../domain/schemas/suggestions';
import type { Project } from '../../../domain/schemas/projects';
import { useTRPC } from '../../lib/trpc';
import type { ActionFormValues } from './action-form-model';
import '../../components/suggestions.css';

type ActionSuggestion = AnswerSuggestions['questions'][number]['actions'][number];

/** The form's values once a suggestion is taken: what it says, over what the person had. */
export function valuesFromSuggestion(values: ActionFormValues, suggestion: ActionSuggestion, today: string, projectEnd: string): Partial<ActionFormValues> {
  const { repeat } = suggestion;
  return {
    title: suggestion.title,
    description: suggestion.description,
    energy: suggestion.energy,
    timeEstimate: String(suggestion.timeEstimate),
    contextId: suggestion.contextId ?? values.contextId,
    dueDate: values.dueDate || today,
    repeat: repeat ? (repeat.weekdays ? 'WEEKDAYS' : 'DAYS') : 'NONE',
    everyDays: repeat?.everyDays ? String(repeat.everyDays) : values.everyDays,
    weekdays: repeat?.weekdays ?? values.weekdays,
    until: repeat ? values.until || projectEnd : values.until,
  };
}

type SuggestedActionsProps = {
  project: Project;
  values: ActionFormValues;
  onTake: (suggestion: ActionSuggestion) => void;
};

export function SuggestedActions({ project, values, onTake }: SuggestedActionsProps) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const aimed = values.targetQuestionIds;
  const suggestions = useQuery({ ...trpc.suggestions.forArea.queryOptions({ lifeWheelAreaId: project.lifeWheelAreaId }), enabled: aimed.length > 0 });
  const questions = (suggestions.data?.questions ?? []).filter((question) => aimed.includes(question.questionId) && question.actions.length > 0);
  if (questions.length === 0) return null;
  return (
    <section className="suggestions" aria-labelledby="action-suggestions-title">
      <h3 id="action-suggestions-title" className="suggestions__title">
        {t('actions.suggestions.title')}
      </h3>
      <p className="field__hint">{t('actions.suggestions.hint')}</p>
      {questions.map((question) => (
        <div key={question.questionId} className="suggestions__answer">
          <p className="suggestions__question">{question.text}</p>
          <ul className="suggestions__list">
            {question.actions.map((action) => {
              const taken = values.title === action.title;
              return (
                <li key={action.title} className="suggestions__item">
                  <span>
                    {action.title} <span className="muted">· {action.contextName}</span>
                  </span>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-pressed={taken}
                    aria-label={t('actions.suggestions.take', { title: action.title })}
                    onClick={() => onTake(action)}
                  >
                    {taken ? t('actions.suggestions.taken') : t('actions.suggestions.use')}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </section>
  );
}
