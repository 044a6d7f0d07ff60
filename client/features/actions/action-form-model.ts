// The new-action form's values, its checks (the server's own schema and due-date rule) and how a refusal
// from the server lands on the form. Problems are kept as codes and worded when shown.
import { DEFAULT_CURRENCY, isCurrencyCode, type CurrencyCode } from '../../../domain/content/currencies';
import { DEFAULT_ENERGY, DEFAULT_TIME_ESTIMATE, validateDueDate, type Energy } from '../../../domain/rules/actions';
import { untilInRange } from '../../../domain/rules/recurrence';
import { AddActionInputSchema, type AddActionInput } from '../../../domain/schemas/actions';
import { isPlanLimitError } from '../../lib/errors';
import { refusalProblems } from '../../lib/form';
import { TARGET_REFUSALS } from '../../lib/target-refusals';
import { issueProblems, type Checked, type Problems } from '../../lib/form-problems';

export type ActionFormValues = {
  projectId: string;
  goalId: string;
  contextId: string;
  title: string;
  description: string;
  energy: Energy;
  timeEstimate: string;
  dueDate: string;
  baseCapital: string;
  /** null until the user picks one: the user's own currency applies meanwhile. */
  currencyCode: CurrencyCode | null;
  /** The NO answers of the project's area the action aims at (optional). */
  targetQuestionIds: string[];
  /** Whether and how the action repeats: every N days or on chosen ISO weekdays (1 Monday … 7 Sunday), until a date. */
  repeat: RepeatKind;
  everyDays: string;
  weekdays: number[];
  until: string;
};

export const REPEAT_KINDS = ['NONE', 'DAYS', 'WEEKDAYS'] as const;
export type RepeatKind = (typeof REPEAT_KINDS)[number];

export type ActionField = keyof ActionFormValues;

/** The form's own text: 'choose a project'. */
export type ActionFormKey = 'projectRequired';
type FieldProblems = Problems<ActionField, ActionFormKey>;

export function emptyActionForm(start: { projectId?: string; goalId?: string } = {}): ActionFormValues {
  return {
    projectId: start.projectId ?? '',
    goalId: start.goalId ?? '',
    contextId: '',
    title: '',
    description: '',
    energy: DEFAULT_ENERGY,
    timeEstimate: String(DEFAULT_TIME_ESTIMATE),
    dueDate: '',
    baseCapital: '',
    currencyCode: null,
    targetQuestionIds: [],
    repeat: 'NONE',
    everyDays: '7',
    weekdays: [],
    until: '',
  };
}

/** The user's currency when the form offers it, else USD. */
export function defaultCurrency(userCurrency: string | undefined): CurrencyCode {
  return userCurrency !== undefined && isCurrencyCode(userCurrency) ? userCurrency : DEFAULT_CURRENCY;
}

function numberOrNaN(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

const fields: readonly ActionField[] = [
  'projectId', 'goalId', 'contextId', 'title', 'description', 'energy', 'timeEstimate', 'dueDate', 'baseCapital', 'currencyCode', 'targetQuestionIds', 'repeat', 'until',
];

/** What actions.add receives as `repeat`, from the form's repeat fields; undefined when it does not repeat. */
function repeatOf(values: ActionFormValues) {
  if (values.repeat === 'NONE') return undefined;
  const rule = values.repeat === 'DAYS' ? { everyDays: numberOrNaN(values.everyDays) } : { weekdays: values.weekdays };
  return { ...rule, until: values.until };
}

/**
 * Checks the form with AddActionInputSchema and the due-date window (today in the user's zone to the project's
 * end), and builds what actions.add receives. Dates in messages are given already formatted.
 */
export function checkActionForm(
  values: ActionFormValues,
  window: { today: string; projectEndDate: string | null; formatDate: (date: string) => string },
  userCurrency: string | undefined,
): Checked<AddActionInput, ActionField, ActionFormKey> {
  const parsed = AddActionInputSchema.safeParse({
    goalId: values.goalId,
    contextId: values.contextId,
    title: values.title,
    description: values.description,
    energy: values.energy,
    timeEstimate: numberOrNaN(values.timeEstimate),
    dueDate: values.dueDate,
    baseCapital: values.baseCapital.trim() === '' ? 0 : Number(values.baseCapital),
    currencyCode: values.currencyCode ?? defaultCurrency(userCurrency),
    ...(values.targetQuestionIds.length > 0 ? { targetQuestionIds: values.targetQuestionIds } : {}),
    repeat: repeatOf(values),
  });
  // A problem of repeat.until lands on the until field; one of the rule on the repeat choice.
  const issues = parsed.success ? [] : parsed.error.issues.map((issue) => (issue.path[0] === 'repeat' && issue.path[1] === 'until' ? { ...issue, path: ['until'] } : issue));
  const problems: FieldProblems = {
    ...issueProblems(issues, fields),
    ...(values.projectId ? {} : { projectId: { key: 'projectRequired' } }),
  };
  if (!problems.dueDate && values.dueDate && window.projectEndDate) {
    const refused = validateDueDate({ today: window.today, dueDate: values.dueDate, projectEndDate: window.projectEndDate });
    if (refused === 'DUE_DATE_TOO_EARLY') problems.dueDate = { code: refused, params: { minDate: window.formatDate(window.today) } };
    if (refused === 'DUE_DATE_AFTER_PROJECT_END') problems.dueDate = { code: refused, params: { maxDate: window.formatDate(window.projectEndDate) } };
  }
  const until = parsed.success ? parsed.data.repeat?.until : undefined;
  if (until && !problems.dueDate && window.projectEndDate && !untilInRange(until, values.dueDate, window.projectEndDate)) {
    problems.until = { code: 'SERIES_UNTIL_OUT_OF_RANGE', params: { minDate: window.formatDate(values.dueDate), maxDate: window.formatDate(window.projectEndDate) } };
  }
  if (Object.keys(problems).length > 0 || !parsed.success) return { ok: false, problems };
  return { ok: true, input: parsed.data };
}

/** Where a refusal of actions.add belongs: on a field (with the server's words) or above the form. */
type Refusal = { kind: 'fields'; problems: FieldProblems } | { kind: 'planLimit' } | { kind: 'form' };

const fieldOfCode: Partial<Record<string, ActionField>> = {
  DUE_DATE_TOO_EARLY: 'dueDate',
  DUE_DATE_AFTER_PROJECT_END: 'dueDate',
  PROJECT_NOT_ACTIVE: 'projectId',
  ACTION_CONTEXT_INACTIVE: 'contextId',
  SERIES_UNTIL_OUT_OF_RANGE: 'until',
  ...TARGET_REFUSALS,
};

export function refusalOf(error: unknown, text: string): Refusal {
  if (isPlanLimitError(error)) return { kind: 'planLimit' };
  const problems = refusalProblems(error, text, fields, fieldOfCode);
  return problems ? { kind: 'fields', problems } : { kind: 'form' };
}
