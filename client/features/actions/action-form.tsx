import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ENERGY_LEVELS, TIME_ESTIMATE_MIN } from '../../../domain/rules/actions';
import type { Action } from '../../../domain/schemas/actions';
import type { Context } from '../../../domain/schemas/accounts';
import type { Project } from '../../../domain/schemas/projects';
import { ChoiceField } from '../../components/choice-field';
import { SelectField, TextAreaField, TextField } from '../../components/form-field';
import { Modal } from '../../components/modal';
import { currentLanguage } from '../../i18n';
import { errorMessage, isPlanLimitError } from '../../lib/errors';
import { isQueuedWrite } from '../../lib/outbox-link';
import { useForm } from '../../lib/form';
import { useTRPC } from '../../lib/trpc';
import { todayInBrowser } from '../../lib/today';
import { PlanLimitAlert } from '../../components/plan-limit-alert';
import { ActionCost, ActionPlacement, ActionRepeat, useActiveProjects } from './action-form-fields';
import { checkActionForm, emptyActionForm, refusalOf } from './action-form-model';
import { formatCalendarDate } from '../../lib/format';
import { NoContextsNotice } from './no-contexts-notice';
import type { CreationPlace } from './pending-writes';
import { SuggestedActions, valuesFromSuggestion } from './suggested-actions';
import './actions.css';

type ActionFormProps = {
  /** undefined while they load. */
  contexts: readonly Context[] | undefined;
  /** Preselected project and goal (the ?goalId filter of the screen). */
  start?: { projectId: string; goalId: string } | undefined;
  onClose: () => void;
  onCreated: (action: Action) => void;
  /** Offline: the action was kept on this device (outbox), to be created when the connection returns. */
  onKept: () => void;
};

/** Where the action goes (goal, project, context), once the form names all three. */
function useCreationPlace(project: { id: string; title: string; status: Project['status'] } | undefined, goalId: string, context: Context | undefined): CreationPlace | null {
  const trpc = useTRPC();
  const goals = useQuery({ ...trpc.goals.me.queryOptions({ projectId: project?.id ?? '' }), enabled: project !== undefined });
  const goal = goals.data?.goals.find((item) => item.id === goalId);
  if (!project || !goal || !context) return null;
  return {
    goal: { id: goal.id, goalType: goal.goalType, content: goal.content, projectId: project.id },
    project: { id: project.id, title: project.title, status: project.status },
    context: { id: context.id, name: context.name },
  };
}

/**
 * The new-action form in a dialog: step 1 an ACTIVE project, step 2 one of its goals, then the action itself,
 * with the NO answers of the project's area it aims at (optional).
 * Mounted while open, so every opening starts from a fresh form.
 */
export function ActionForm({ contexts, start, onClose, onCreated, onKept }: ActionFormProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const firstField = useRef<HTMLSelectElement>(null);
  const [today] = useState(todayInBrowser);
  const trpc = useTRPC();
  const language = currentLanguage();
  const projects = useActiveProjects();
  const activeProjects = projects.active;
  const me = useQuery(trpc.account.me.queryOptions({}));
  const userCurrency = me.data?.user.currencyCode;
  const formatDate = (date: string) => formatCalendarDate(date, language);

  const form = useForm({
    initial: () => emptyActionForm(start),
    check: (values) => checkActionForm(values, { today, projectEndDate: activeProjects.find((item) => item.id === values.projectId)?.detail.endDate ?? null, formatDate }, userCurrency),
    send: async (input) => {
      try {
        onCreated(await add.mutateAsync(input));
      } catch (error) {
        if (!isQueuedWrite(error)) throw error;
        onKept();
      }
    },
    refusal: (error) => {
      const refusal = refusalOf(error, errorMessage(error, t, language));
      return refusal.kind === 'fields' ? refusal.problems : null;
    },
    words: () => t('actions.form.projectRequired'),
  });
  const { values } = form;
  const project = activeProjects.find((item) => item.id === values.projectId);
  // Offline, the outbox keeps the action with its place, and the list shows it at once (pending-writes).
  const place = useCreationPlace(project, values.goalId, contexts?.find((item) => item.id === values.contextId));
  const add = useMutation(trpc.actions.add.mutationOptions(place ? { trpc: { context: { shown: place } } } : {}));
  const failure = form.failure ? errorMessage(form.failure, t, language) : null;

  const close = () => {
    if (!form.submitting) onClose();
  };

  const noContexts = contexts?.length === 0;
  return (
    <Modal open labelledBy={titleId} size="large" initialFocus={firstField} {...(form.submitting ? {} : { onDismiss: close })}>
      <div className="action-form__head">
        <h2 id={titleId} className="modal__title">
          {t('actions.form.title')}
        </h2>
        <p className="modal__text">{t('actions.form.intro')}</p>
      </div>
      {failure ? (
        isPlanLimitError(form.failure) ? (
          <PlanLimitAlert message={failure} />
        ) : (
          <div className="form-alert" role="alert">{`${t('actions.errorCreating')} ${failure}`}</div>
        )
      ) : null}
      <form className="form action-form" noValidate onSubmit={form.submit}>
        <ActionPlacement form={form} projectRef={firstField} projects={projects} project={project} />
        {project ? (
          <SuggestedActions project={project} values={values} onTake={(suggestion) => form.set(valuesFromSuggestion(values, suggestion, today, project.detail.endDate))} />
        ) : null}

        {noContexts ? (
          <NoContextsNotice compact />
        ) : (
          <SelectField label={t('actions.form.context')} {...form.field('contextId')} required>
            <option value="">{contexts ? t('actions.form.contextPlaceholder') : t('actions.form.contextsLoading')}</option>
            {(contexts ?? []).map((context) => (
              <option key={context.id} value={context.id}>
                {context.name}
              </option>
            ))}
          </SelectField>
        )}

        <TextField
          label={t('actions.form.titleLabel')}
          placeholder={t('actions.form.titlePlaceholder')}
          {...form.field('title')}
          required
        />
        <TextAreaField label={t('actions.form.description')} rows={3} {...form.field('description')} />
        <ChoiceField
          legend={t('actions.form.energy')}
          name="energy"
          options={ENERGY_LEVELS.map((level) => ({ value: level, label: t(`actions.energy.${level}`) }))}
          value={values.energy}
          onChange={(energy) => form.set({ energy })}
        />
        <div className="form__pair">
          <TextField
            label={t('actions.form.minutes')}
            type="number"
            inputMode="numeric"
            min={TIME_ESTIMATE_MIN}
            step={1}
            {...form.field('timeEstimate')}
            required
          />
          <TextField
            label={t('actions.form.dueDate')}
            type="date"
            min={today}
            {...(project ? { max: project.detail.endDate } : {})}
            hint={project ? t('actions.form.dueDateHint', { date: formatDate(project.detail.endDate) }) : t('actions.form.dueDateHintNoProject')}
            {...form.field('dueDate')}
            required
          />
        </div>
        <ActionRepeat form={form} today={today} projectEnd={project?.detail.endDate} formatDate={formatDate} />
        <ActionCost form={form} userCurrency={userCurrency} />
        <div className="modal__actions modal__actions--sticky">
          <button type="button" className="button button--ghost" onClick={close} disabled={form.submitting}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={form.submitting || noContexts} aria-busy={form.submitting}>
            {form.submitting ? t('actions.form.submitting') : t('actions.form.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
