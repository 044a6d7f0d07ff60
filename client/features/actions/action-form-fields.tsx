// The parts of the new-action form that hold several fields: where the action goes (an ACTIVE project, one of its
// goals, the answers it aims at), how it repeats, and what it costs.
import { useQuery } from '@tanstack/react-query';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CURRENCY_CODES, isCurrencyCode } from '../../../domain/content/currencies';
import type { Project } from '../../../domain/schemas/projects';
import { ChoiceField } from '../../components/choice-field';
import { SelectField, TextField } from '../../components/form-field';
import { TargetPicker } from '../../components/target-picker';
import { currentLanguage } from '../../i18n';
import { errorMessage } from '../../lib/errors';
import type { FormKit } from '../../lib/form';
import { useTRPC } from '../../lib/trpc';
import { defaultCurrency, REPEAT_KINDS, type ActionField, type ActionFormKey, type ActionFormValues } from './action-form-model';
import { WeekdayPicker } from './weekday-picker';

type ActionFormKit = FormKit<ActionFormValues, ActionField, ActionFormKey>;

/** The person's projects, and the ACTIVE ones an action may go to. */
export function useActiveProjects() {
  const trpc = useTRPC();
  const projects = useQuery(trpc.projects.me.queryOptions({}));
  const active = (projects.data?.projects ?? []).filter((project) => project.status === 'ACTIVE');
  return { projects, active };
}

type ActionPlacementProps = {
  form: ActionFormKit;
  /** The project select, the dialog's first field. */
  projectRef: RefObject<HTMLSelectElement | null>;
  projects: ReturnType<typeof useActiveProjects>;
  /** The chosen project, once one is. */
  project: Project | undefined;
};

/** Step 1 an ACTIVE project, step 2 one of its goals, then the NO answers of the project's area it aims at. */
export function ActionPlacement({ form, projectRef, projects: { projects, active }, project }: ActionPlacementProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const trpc = useTRPC();
  const { values } = form;
  const goals = useQuery({ ...trpc.goals.me.queryOptions({ projectId: values.projectId }), enabled: values.projectId !== '' });
  const projectGoals = goals.data?.goals ?? [];
  return (
    <>
      <SelectField
        ref={projectRef}
        label={t('actions.form.project')}
        {...form.field('projectId')}
        onChange={(event) => form.set({ projectId: event.target.value, goalId: '', targetQuestionIds: [] })}
        required
      >
        <option value="">{projects.isPending ? t('actions.form.projectsLoading') : t('actions.form.projectPlaceholder')}</option>
        {active.map((item) => (
          <option key={item.id} value={item.id}>
            {item.title}
          </option>
        ))}
      </SelectField>
      {projects.isError ? <p className="field__error">{errorMessage(projects.error, t, language)}</p> : null}
      {projects.isSuccess && active.length === 0 ? (
        <p className="action-form__note">
          {t('actions.form.noProjects')} <Link to="/projects">{t('actions.form.goToProjects')}</Link>
        </p>
      ) : null}

      <SelectField
        label={t('actions.form.goal')}
        {...form.field('goalId')}
        hint={values.projectId ? undefined : t('actions.form.goalNeedsProject')}
        required
        disabled={!values.projectId || goals.isPending}
      >
        <option value="">{values.projectId && goals.isPending ? t('actions.form.goalsLoading') : t('actions.form.goalPlaceholder')}</option>
        {projectGoals.map((goal) => (
          <option key={goal.id} value={goal.id}>
            {t(`goals.type.${goal.goalType}`)} · {goal.content}
          </option>
        ))}
      </SelectField>
      {goals.isSuccess && projectGoals.length === 0 ? (
        <p className="action-form__note">
          {t('actions.form.noGoals')} <Link to={`/projects/${values.projectId}/goals`}>{t('actions.form.goToGoals')}</Link>
        </p>
      ) : null}

      {project ? (
        <TargetPicker
          areaId={project.areaId}
          selected={values.targetQuestionIds}
          onChange={(targetQuestionIds) => form.set({ targetQuestionIds })}
          error={form.error('targetQuestionIds')}
        />
      ) : null}
    </>
  );
}

type ActionRepeatProps = {
  form: ActionFormKit;
  today: string;
  /** The chosen project's end: the last day a repetition may reach. */
  projectEnd: string | undefined;
  formatDate: (date: string) => string;
};

/** Whether and how the action repeats: every N days or on chosen weekdays, until a date. */
export function ActionRepeat({ form, today, projectEnd, formatDate }: ActionRepeatProps) {
  const { t } = useTranslation();
  const { values } = form;
  return (
    <>
      <ChoiceField
        legend={t('actions.form.repeat')}
        name="repeat"
        options={REPEAT_KINDS.map((kind) => ({ value: kind, label: t(`actions.form.repeatKind.${kind}`) }))}
        value={values.repeat}
        onChange={(repeat) => form.set({ repeat }, ['until'])}
      />
      {values.repeat === 'DAYS' ? (
        <TextField
          label={t('actions.form.everyDays')}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          name="everyDays"
          value={values.everyDays}
          onChange={(event) => form.set({ everyDays: event.target.value }, ['repeat'])}
          error={form.error('repeat')}
          required
        />
      ) : null}
      {values.repeat === 'WEEKDAYS' ? (
        <WeekdayPicker selected={values.weekdays} onChange={(weekdays) => form.set({ weekdays }, ['repeat'])} error={form.error('repeat')} />
      ) : null}
      {values.repeat === 'NONE' ? null : (
        <TextField
          label={t('actions.form.until')}
          type="date"
          min={values.dueDate || today}
          {...(projectEnd ? { max: projectEnd } : {})}
          hint={projectEnd ? t('actions.form.untilHint', { date: formatDate(projectEnd) }) : t('actions.form.dueDateHintNoProject')}
          {...form.field('until')}
          required
        />
      )}
    </>
  );
}

/** The base capital and its currency (the user's own until another is picked). */
export function ActionCost({ form, userCurrency }: { form: ActionFormKit; userCurrency: string | undefined }) {
  const { t } = useTranslation();
  const currency = form.values.currencyCode ?? defaultCurrency(userCurrency);
  return (
    <div className="form__pair">
      <TextField
        label={t('actions.form.baseCapital')}
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        placeholder="0.00"
        hint={t('actions.form.baseCapitalHint')}
        {...form.field('baseCapital')}
      />
      <SelectField label={t('actions.form.currency')} value={currency} onChange={(event) => form.set({ currencyCode: isCurrencyCode(event.target.value) ? event.target.value : null })} error={form.error('currencyCode')}>
        {CURRENCY_CODES.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
