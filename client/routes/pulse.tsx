import type { TFunction } from 'i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { PulseState } from '../../domain/schemas/pulse';
import { ChoiceField } from '../components/choice-field';
import { EmptyState } from '../components/empty-state';
import { LoadFailure } from '../components/load-failure';
import { PanelLoading } from '../components/panel-loading';
import { Screen } from '../components/screen';
import { usePulse } from '../features/wheel/pulse-query';
import { loadErrorDetail } from '../features/wheel/cycles-query';
import { errorMessage } from '../lib/errors';
import { formatCalendarDate } from '../lib/format';
import { useAreaColor } from '../lib/theme';
import { useTRPC } from '../lib/trpc';
import '../features/wheel/wheel-pulse.css';

type Choice = 'yes' | 'no' | '';

/** /pulse: the day-45 pulse of the current cycle, yes or no per targeted question; saved, it leads back to /home. */
export default function PulsePage() {
  const { t } = useTranslation();
  const pulse = usePulse();
  return (
    <Screen title={t('cycles.pulse.title')} subtitle={t('cycles.pulse.subtitle')} back="/home">
      {pulse.isPending ? (
        <PanelLoading text={t('cycles.pulse.loading')} />
      ) : pulse.isError ? (
        <LoadFailure
          title={t('cycles.pulse.loadError')}
          detail={loadErrorDetail(pulse.error, t)}
          retryLabel={t('common.retry')}
          onRetry={() => void pulse.refetch()}
          busy={pulse.isFetching}
        />
      ) : pulse.data.offered ? (
        <PulseForm pulse={pulse.data} />
      ) : (
        <EmptyState emoji="💓" text={notOfferedText(pulse.data, t)}>
          <Link to="/home" className="button button--primary">
            {t('cycles.pulse.backHome')}
          </Link>
        </EmptyState>
      )}
    </Screen>
  );
}

function notOfferedText(pulse: PulseState, t: TFunction): string {
  if (!pulse.window) return t('cycles.pulse.notStarted');
  if (!pulse.window.open) return t('cycles.pulse.closed', { opensOn: formatCalendarDate(pulse.window.opensOn), closesOn: formatCalendarDate(pulse.window.closesOn) });
  return t('cycles.pulse.nothingTargeted');
}

function PulseForm({ pulse }: { pulse: PulseState }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const areaColor = useAreaColor();
  // A retake starts from the answers stored before.
  const [choices, setChoices] = useState<Record<string, Choice>>(() =>
    Object.fromEntries(pulse.questions.map((question) => [question.questionId, question.answer === null ? '' : question.answer ? 'yes' : 'no'])),
  );
  const submit = useMutation(trpc.cycles.submitPulse.mutationOptions());
  const answered = pulse.questions.filter((question) => choices[question.questionId] !== '').length;
  const total = pulse.questions.length;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (answered < total) return;
    submit.mutate(
      { answers: pulse.questions.map((question) => ({ questionId: question.questionId, value: choices[question.questionId] === 'yes' })) },
      {
        onSuccess: (state) => {
          queryClient.setQueryData(trpc.cycles.pulse.queryKey({}), state);
          void navigate('/home');
        },
      },
    );
  };

  return (
    <form className="pulse-form stack" onSubmit={onSubmit} aria-label={t('cycles.pulse.questionsLabel')}>
      <ol className="pulse-form__questions">
        {pulse.questions.map((question) => (
          <li key={question.questionId} className="card pulse-form__question" style={{ borderLeftColor: areaColor(question.area.color) }}>
            <p className="pulse-area">
              <span aria-hidden="true">{question.area.emoji}</span> {question.area.name}
            </p>
            <ChoiceField<Choice>
              legend={question.text}
              name={`pulse-${question.questionId}`}
              options={[
                { value: 'yes', label: t('cycles.pulse.yes') },
                { value: 'no', label: t('cycles.pulse.no') },
              ]}
              value={choices[question.questionId] ?? ''}
              onChange={(value) => setChoices((current) => ({ ...current, [question.questionId]: value }))}
            />
          </li>
        ))}
      </ol>
      <p className="pulse-form__progress" aria-live="polite" data-testid="pulse-progress">
        {t('cycles.pulse.answered', { answered, count: total })}
      </p>
      {submit.isError ? (
        <p className="pulse-form__error" role="alert">
          {t('cycles.pulse.submitError')} {errorMessage(submit.error, t)}
        </p>
      ) : null}
      <button type="submit" className="button button--primary button--block" disabled={answered < total || submit.isPending}>
        {submit.isPending ? t('cycles.pulse.saving') : t('cycles.pulse.submit')}
      </button>
    </form>
  );
}
