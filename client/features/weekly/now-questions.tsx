// The three questions of "what can I do now" (and the money at hand), as big radio groups.
import { useTranslation } from 'react-i18next';
import { ENERGY_LEVELS } from '../../../domain/rules/actions';
import type { Context } from '../../../domain/schemas/accounts';
import { ChoiceField } from '../../components/choice-field';
import { TextField } from '../../components/form-field';

/** The answers as the screen holds them: '' is "any". */
export type NowAnswers = { contextId: string; energy: string; minutes: string; budget: string };
export const ANY_ANSWERS: NowAnswers = { contextId: '', energy: '', minutes: '', budget: '' };

/** The times offered, in minutes. */
const MINUTES = [15, 30, 60, 120] as const;

type NowQuestionsProps = { contexts: readonly Context[]; answers: NowAnswers; onChange: (answers: NowAnswers) => void };

export function NowQuestions({ contexts, answers, onChange }: NowQuestionsProps) {
  const { t } = useTranslation();
  const set = (key: keyof NowAnswers) => (value: string) => onChange({ ...answers, [key]: value });
  const any = { value: '', label: t('weekly.now.any') };
  const minutesLabel = (minutes: number) => (minutes < 60 ? t('weekly.now.minutesOption', { count: minutes }) : t('weekly.now.hours', { count: minutes / 60 }));
  return (
    <form className="now-questions card" aria-label={t('weekly.now.title')} onSubmit={(event) => event.preventDefault()}>
      <ChoiceField
        legend={t('weekly.now.context')}
        name="now-context"
        options={[any, ...contexts.filter((context) => context.active).map((context) => ({ value: context.id, label: context.name }))]}
        value={answers.contextId}
        onChange={set('contextId')}
      />
      <ChoiceField
        legend={t('weekly.now.energy')}
        name="now-energy"
        options={[any, ...ENERGY_LEVELS.map((level) => ({ value: level, label: t(`weekly.now.energyOption.${level}`) }))]}
        value={answers.energy}
        onChange={set('energy')}
      />
      <ChoiceField
        legend={t('weekly.now.minutes')}
        name="now-minutes"
        options={[{ value: '', label: t('weekly.now.anyTime') }, ...MINUTES.map((minutes) => ({ value: String(minutes), label: minutesLabel(minutes) }))]}
        value={answers.minutes}
        onChange={set('minutes')}
      />
      <TextField
        label={t('weekly.now.budget')}
        hint={t('weekly.now.budgetHint')}
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        value={answers.budget}
        onChange={(event) => set('budget')(event.target.value)}
      />
    </form>
  );
}

/** The query the answers ask: an unanswered question does not filter. */
export function nowInput(answers: NowAnswers) {
  return {
    ...(answers.contextId ? { contextId: answers.contextId } : {}),
    ...(answers.energy ? { energy: answers.energy as (typeof ENERGY_LEVELS)[number] } : {}),
    ...(answers.minutes ? { minutes: Number(answers.minutes) } : {}),
    ...(answers.budget.trim() ? { budget: Number(answers.budget) } : {}),
  };
}
