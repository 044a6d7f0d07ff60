import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CURRENCY_CODES, isCurrencyCode } from '../../../domain/content/currencies';
import { translate } from '../../../domain/messages';
import { ENERGY_LEVELS, TIME_ESTIMATE_MIN } from '../../../domain/rules/actions';
import type { Action } from '../../../domain/schemas/actions';
import type { Context } from '../../../domain/schemas/accounts';
import { SelectField, TextAreaField, TextField } from '../../components/form-field';
import { Modal } from '../../components/modal';
import { currentLanguage } from '../../i18n';
import { errorMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { todayInBrowser } from '../../lib/time-zone';
import { PlanLimitAlert } from '../subscription/plan-limit-alert';
import { checkActionForm, defaultCurrency, emptyActionForm, refusalOf, type ActionField, type ActionFormValues, type FieldProblem, type FieldProblems } from './action-form-model';
import { ChoiceField } from './fields';
import { formatCalendarDate } from '../../lib/format';
import { NoContextsNotice } from './no-contexts-notice';
import './actions.css';

type ActionFormProps = {
  /** undefined while they load. */
  contexts: readonly Context[] | undefined;
  /** Preselected project and goal (the ?goalId filter of the screen). */
  start?: { projectId: string; goalId: string } | undefined;
  onClose: () => void;
  onCreated: (action: Action) => void;
};

/**
 * The new-action form in a dialog: step 1 an ACTIVE project, step 2 one of its goals, then the action itself.
 * Mounted while open, so every opening starts from a fresh form.
 */
export function ActionForm({ contexts, start, onClose, onCreated }: ActionFormProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const firstField = useRef<HTMLSelectElement>(null);
  const [values, setValues] = useState<ActionFormValues>(() => emptyActionForm(start));
  const [problems, setProblems] = useState<FieldProblems>({});
  const [today] = useState(todayInBrowser);
  const [failure, setFailure] = useState<{ planLimit: boolean; text: string } | null>(null);
  const trpc = useTRPC();
  const language = currentLanguage();
  const add = useMutation(trpc.actions.add.mutationOptions());
  const projects = useQuery(trpc.projects.me.queryOptions({}));
  const goals = useQuery({ ...trpc.goals.me.queryOptions({ projectId: values.projectId }), enabled: values.projectId !== '' });
  const me = useQuery(trpc.users.me.queryOptions({}));

  const activeProjects = (projects.data?.projects ?? []).filter((project) => project.status === 'ACTIVE');
  const project = activeProjects.find((item) => item.id === values.projectId);
  const projectGoals = goals.data?.goals ?? [];
  const userCurrency = me.data?.user.currencyCode;
  const currency = values.currencyCode ?? defaultCurrency(userCurrency);
  const formatDate = (date: string) => formatCalendarDate(date, language);

  const edit = <K extends keyof ActionFormValues>(field: K, value: ActionFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value, ...(field === 'projectId' ? { goalId: '' } : {}) }));
    setProblems((current) => ({ ...current, [field]: undefined, ...(field === 'projectId' ? { goalId: undefined } : {}) }));
  };

  const wording = (problem: FieldProblem | undefined): string | undefined => {
    if (!problem) return undefined;
    if ('text' in problem) return problem.text;
    if ('key' in problem) return t('actions.form.projectRequired');
    return translate(problem.code, language, problem.params);
  };
  const errorOf = (field: ActionField) => wording(problems[field]);

  const close = () => {
    if (!add.isPending) onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const checked = checkActionForm(values, { today, projectEndDate: project?.detail.endDate ?? null, formatDate }, userCurrency);
    if (!checked.ok) {
      setProblems(checked.problems);
      const form = event.currentTarget;
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    try {
      onCreated(await add.mutateAsync(checked.input));
    } catch (error) {
      const text = errorMessage(error, t, language);
      const refusal = refusalOf(error, text);
      if (refusal.kind === 'fields') setProblems(refusal.problems);
      else setFailure({ planLimit: refusal.kind === 'planLimit', text: refusal.kind === 'planLimit' ? text : `${t('actions.errorCreating')} ${text}` });
    }
  };

  const noContexts = contexts?.length === 0;
  return (
    <Modal open labelledBy={titleId} size="large" initialFocus={firstField} {...(add.isPending ? {} : { onDismiss: close })}>
      <div className="action-form__head">
        <h2 id={titleId} className="modal__title">
          {t('actions.form.title')}
        </h2>
        <p className="modal__text">{t('actions.form.intro')}</p>
      </div>
      {failure ? failure.planLimit ? <PlanLimitAlert message={failure.text} /> : <div className="form-alert" role="alert">{failure.text}</div> : null}
      <form className="form action-form" noValidate onSubmit={(event) => void submit(event)}>
        <SelectField
          ref={firstField}
          label={t('actions.form.project')}
          value={values.projectId}
          onChange={(event) => edit('projectId', event.target.value)}
          error={errorOf('projectId')}
          required
        >
          <option value="">{projects.isPending ? t('actions.form.projectsLoading') : t('actions.form.projectPlaceholder')}</option>
          {activeProjects.map((item) => (
            <option key={item.id} value={item.id}>
              {item.title}
            </option>
          ))}
        </SelectField>
        {projects.isError ? <p className="field__error">{errorMessage(projects.error, t, language)}</p> : null}
        {projects.isSuccess && activeProjects.length === 0 ? (
          <p className="action-form__note">
            {t('actions.form.noProjects')} <Link to="/projects">{t('actions.form.goToProjects')}</Link>
          </p>
        ) : null}

        <SelectField
          label={t('actions.form.goal')}
          value={values.goalId}
          onChange={(event) => edit('goalId', event.target.value)}
          error={errorOf('goalId')}
          hint={values.projectId ? undefined : t('actions.form.goalNeedsProject')}
          required
          disabled={!values.projectId || goals.isPending}
        >
          <option value="">{values.projectId && goals.isPending ? t('actions.form.goalsLoading') : t('actions.form.goalPlaceholder')}</option>
          {projectGoals.map((goal) => (
            <option key={goal.id} value={goal.id}>
              {t(`actions.goalTypes.${goal.goalType}`)} · {goal.content}
            </option>
          ))}
        </SelectField>
        {goals.isSuccess && projectGoals.length === 0 ? (
          <p className="action-form__note">
            {t('actions.form.noGoals')} <Link to={`/projects/${values.projectId}/goals`}>{t('actions.form.goToGoals')}</Link>
          </p>
        ) : null}

        {noContexts ? (
          <NoContextsNotice compact />
        ) : (
          <SelectField label={t('actions.form.context')} value={values.contextId} onChange={(event) => edit('contextId', event.target.value)} error={errorOf('contextId')} required>
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
          name="title"
          placeholder={t('actions.form.titlePlaceholder')}
          value={values.title}
          onChange={(event) => edit('title', event.target.value)}
          error={errorOf('title')}
          required
        />
        <TextAreaField label={t('actions.form.description')} name="description" rows={3} value={values.description} onChange={(event) => edit('description', event.target.value)} error={errorOf('description')} />
        <ChoiceField
          legend={t('actions.form.energy')}
          name="energy"
          options={ENERGY_LEVELS.map((level) => ({ value: level, label: t(`actions.energy.${level}`) }))}
          value={values.energy}
          onChange={(energy) => edit('energy', energy)}
        />
        <div className="form__pair">
          <TextField
            label={t('actions.form.minutes')}
            name="timeEstimate"
            type="number"
            inputMode="numeric"
            min={TIME_ESTIMATE_MIN}
            step={1}
            value={values.timeEstimate}
            onChange={(event) => edit('timeEstimate', event.target.value)}
            error={errorOf('timeEstimate')}
            required
          />
          <TextField
            label={t('actions.form.dueDate')}
            name="dueDate"
            type="date"
            min={today}
            {...(project ? { max: project.detail.endDate } : {})}
            hint={project ? t('actions.form.dueDateHint', { date: formatDate(project.detail.endDate) }) : t('actions.form.dueDateHintNoProject')}
            value={values.dueDate}
            onChange={(event) => edit('dueDate', event.target.value)}
            error={errorOf('dueDate')}
            required
          />
        </div>
        <div className="form__pair">
          <TextField
            label={t('actions.form.baseCapital')}
            name="baseCapital"
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            placeholder="0.00"
            hint={t('actions.form.baseCapitalHint')}
            value={values.baseCapital}
            onChange={(event) => edit('baseCapital', event.target.value)}
            error={errorOf('baseCapital')}
          />
          <SelectField label={t('actions.form.currency')} value={currency} onChange={(event) => edit('currencyCode', isCurrencyCode(event.target.value) ? event.target.value : null)} error={errorOf('currencyCode')}>
            {CURRENCY_CODES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="modal__actions modal__actions--sticky">
          <button type="button" className="button button--ghost" onClick={close} disabled={add.isPending}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={add.isPending || noContexts} aria-busy={add.isPending}>
            {add.isPending ? t('actions.form.submitting') : t('actions.form.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
