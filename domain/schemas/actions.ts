import { z } from 'zod';
import { CURRENCY_CODES } from '../content/currencies';
import {
  ACTION_DESCRIPTION_MAX,
  ACTION_TITLE_MAX,
  DEFAULT_ENERGY,
  DEFAULT_TIME_ESTIMATE,
  ENERGY_LEVELS,
  TIME_ESTIMATE_MAX,
  TIME_ESTIMATE_MIN,
} from '../rules/actions';
import { BASE_CAPITAL_MAX_CENTS } from '../rules/budgets';
import { EVERY_DAYS_MAX } from '../rules/recurrence';
import { GOAL_TYPES } from '../rules/goals';
import { PROJECT_STATUSES } from '../rules/projects';
import { hasAtMostTwoDecimals } from '../rules/money';
import { decodeActionCursor } from '../rules/action-cursor';
import { decodeNowCursor, NOW_DEFAULT_LIMIT, NOW_EMPTY_REASONS } from '../rules/now';
import { DATE_INPUT_MAX_LENGTH, DateOnlySchema, IdSchema, PAGE_LIMIT_MAX, PageInputShape, queryNumber, TargetQuestionIdsSchema, wholeNumber } from './common';
import { MoneySchema } from './common';

export const BASE_CAPITAL_MAX = BASE_CAPITAL_MAX_CENTS / 100;

const TitleSchema = z
  .string({ message: 'ACTION_TITLE_REQUIRED' })
  .trim()
  .min(1, { message: 'ACTION_TITLE_REQUIRED' })
  .max(ACTION_TITLE_MAX, { message: 'ACTION_TITLE_TOO_LONG' });
const DescriptionSchema = z.string({ message: 'ACTION_DESCRIPTION_TOO_LONG' }).trim().max(ACTION_DESCRIPTION_MAX, { message: 'ACTION_DESCRIPTION_TOO_LONG' });
const EnergySchema = z.enum(ENERGY_LEVELS, { message: 'ACTION_ENERGY_INVALID' });
const TimeEstimateSchema = z
  .number({ message: 'ACTION_TIME_ESTIMATE_INVALID' })
  .int({ message: 'ACTION_TIME_ESTIMATE_INVALID' })
  .min(TIME_ESTIMATE_MIN, { message: 'ACTION_TIME_ESTIMATE_INVALID' })
  .max(TIME_ESTIMATE_MAX, { message: 'ACTION_TIME_ESTIMATE_INVALID' });
const BaseCapitalSchema = z
  .number({ message: 'ACTION_BASE_CAPITAL_INVALID' })
  .min(0, { message: 'ACTION_BASE_CAPITAL_INVALID' })
  .max(BASE_CAPITAL_MAX, { message: 'ACTION_BASE_CAPITAL_TOO_LARGE' })
  .refine(hasAtMostTwoDecimals, { message: 'ACTION_BASE_CAPITAL_DECIMALS' });
const CurrencyCodeSchema = z.enum(CURRENCY_CODES, { message: 'ACTION_CURRENCY_INVALID' });
/** What a completed action really cost, in the action's currency (never converted). */
const ActualCostSchema = z
  .number({ message: 'ACTION_ACTUAL_COST_INVALID' })
  .min(0, { message: 'ACTION_ACTUAL_COST_INVALID' })
  .max(BASE_CAPITAL_MAX, { message: 'ACTION_ACTUAL_COST_TOO_LARGE' })
  .refine(hasAtMostTwoDecimals, { message: 'ACTION_ACTUAL_COST_DECIMALS' })
  .describe("What the action really cost, in its currency, >= 0 with at most 2 decimals");
const DueDateSchema = z
  .string({ message: 'ACTION_DUE_DATE_REQUIRED' })
  .min(1, { message: 'ACTION_DUE_DATE_REQUIRED' })
  .max(DATE_INPUT_MAX_LENGTH, { message: 'INVALID_DATE' })
  .pipe(DateOnlySchema)
  .describe("YYYY-MM-DD (or ISO midnight UTC), from today to the project's end date");

/** A required id whose absence names what is missing (the create form's required fields of SPEC.md). */
function requiredId(missing: 'ACTION_GOAL_REQUIRED' | 'ACTION_CONTEXT_REQUIRED') {
  return z.uuid({ error: (issue) => (issue.input === undefined || issue.input === '' ? missing : 'INVALID_ID') });
}

const EveryDaysSchema = wholeNumber('SERIES_RULE_INVALID', 1, EVERY_DAYS_MAX).describe('Every this many days after the previous occurrence');
const WeekdaysSchema = z
  .array(wholeNumber('SERIES_RULE_INVALID', 1, 7), { message: 'SERIES_RULE_INVALID' })
  .min(1, { message: 'SERIES_RULE_INVALID' })
  .max(7, { message: 'SERIES_RULE_INVALID' })
  .refine((days) => new Set(days).size === days.length, { message: 'SERIES_RULE_INVALID' })
  .transform((days) => [...days].sort((a, b) => a - b))
  .describe('ISO weekdays, 1 Monday to 7 Sunday, each once');
const UntilSchema = z
  .string({ message: 'SERIES_RULE_INVALID' })
  .min(1, { message: 'SERIES_RULE_INVALID' })
  .max(DATE_INPUT_MAX_LENGTH, { message: 'INVALID_DATE' })
  .pipe(DateOnlySchema)
  .describe("YYYY-MM-DD: the last day an occurrence may fall on, from the first due date to the project's end");

/** Exactly one of everyDays and weekdays. */
const oneRule = (value: { everyDays?: number; weekdays?: number[] }) => (value.everyDays === undefined) !== (value.weekdays === undefined);

export const RepeatInputSchema = z
  .object({ everyDays: EveryDaysSchema.optional(), weekdays: WeekdaysSchema.optional(), until: UntilSchema }, { message: 'SERIES_RULE_INVALID' })
  .refine(oneRule, { message: 'SERIES_RULE_INVALID' })
  .describe('Makes the action the first occurrence of a series: everyDays or weekdays (exactly one), until');
export type RepeatInput = z.infer<typeof RepeatInputSchema>;

export const ListActionsInputSchema = z.object({
  goalId: IdSchema.optional(),
  projectId: IdSchema.optional(),
  contextId: IdSchema.optional(),
  pending: z
    .enum(['true'], { message: 'INVALID_FORMAT' })
    .optional()
    .describe('true: only the pending (not completed) actions; the counters then count those'),
  limit: PageInputShape.limit,
  cursor: PageInputShape.cursor
    .transform((text, ctx) => {
      if (text === undefined) return undefined;
      const cursor = decodeActionCursor(text);
      if (!cursor) ctx.addIssue({ code: 'custom', message: 'INVALID_FORMAT' });
      return cursor ?? undefined;
    }),
});
export type ListActionsInput = z.infer<typeof ListActionsInputSchema>;

export const AddActionInputSchema = z.object({
  goalId: requiredId('ACTION_GOAL_REQUIRED'),
  contextId: requiredId('ACTION_CONTEXT_REQUIRED'),
  title: TitleSchema,
  description: DescriptionSchema.default(''),
  energy: EnergySchema.default(DEFAULT_ENERGY),
  timeEstimate: TimeEstimateSchema.default(DEFAULT_TIME_ESTIMATE).describe('Minutes'),
  dueDate: DueDateSchema,
  baseCapital: BaseCapitalSchema.default(0),
  currencyCode: CurrencyCodeSchema.optional().describe("Default: the user's currency"),
  targetQuestionIds: TargetQuestionIdsSchema.optional(),
  repeat: RepeatInputSchema.optional(),
});
export type AddActionInput = z.infer<typeof AddActionInputSchema>;

export const UpdateActionInputSchema = z.object({
  id: IdSchema,
  goalId: IdSchema.optional(),
  contextId: IdSchema.optional(),
  title: TitleSchema.optional(),
  description: DescriptionSchema.optional(),
  energy: EnergySchema.optional(),
  timeEstimate: TimeEstimateSchema.optional(),
  dueDate: DueDateSchema.optional(),
  baseCapital: BaseCapitalSchema.optional(),
  currencyCode: CurrencyCodeSchema.optional(),
  targetQuestionIds: TargetQuestionIdsSchema.optional().describe('Replaces the targets; [] removes them'),
  actualCost: ActualCostSchema.nullable().optional().describe('Completed actions only (409 otherwise); null clears it'),
});
export type UpdateActionInput = z.infer<typeof UpdateActionInputSchema>;

const ActionBudgetSchema = z.object({
  baseCapital: MoneySchema,
  totalCapital: MoneySchema,
  monthlyBudget: MoneySchema.describe('Capital per calendar month from creation to the due date'),
  dailyBudget: MoneySchema.describe('Capital per day from creation to the due date'),
  oneOff: z.boolean().describe('Due within its first month: a one-off budget, shown as its total only'),
  currencyCode: z.enum(CURRENCY_CODES),
  currencySymbol: z.string(),
});

export const ActionSchema = z.object({
  id: z.uuid(),
  goalId: z.uuid(),
  projectId: z.uuid(),
  contextId: z.uuid(),
  contextName: z.string(),
  title: z.string(),
  description: z.string(),
  energy: z.enum(ENERGY_LEVELS),
  timeEstimate: z.number().int(),
  dueDate: z.string().describe('YYYY-MM-DD'),
  completed: z.boolean(),
  completedAt: z.string().nullable().describe('ISO instant'),
  createdAt: z.string().describe('ISO instant'),
  isOverdue: z.boolean().describe('Past due, not completed and not settled (see isMissed)'),
  isMissed: z.boolean().describe('Past due and not completed, but settled: an occurrence of a series (the next one is due) or marked as not done; not done in its week, not overdue'),
  daysUntilDue: z.number().int().describe("Days from today (user's time zone) to the due date; negative when past"),
  isDueSoon: z.boolean(),
  goal: z.object({ id: z.uuid(), goalType: z.enum(GOAL_TYPES), content: z.string() }),
  project: z.object({ id: z.uuid(), title: z.string(), status: z.enum(PROJECT_STATUSES) }),
  budget: ActionBudgetSchema,
  actualCost: MoneySchema.nullable().describe("What it really cost, in the budget's currency; null while not given (or not completed)"),
  targetQuestionIds: z.array(z.uuid()).describe('The questions this action aims at (texts: GET /assessment/area/{id}/answers)'),
  seriesId: z.uuid().nullable().describe('The recurring series this action is an occurrence of (GET /actions/series/{id}); null for one-off actions'),
  version: z.number().int().min(1).describe('Bumped on every change of the row: If-Match names it ("<version>")'),
});
export type Action = z.infer<typeof ActionSchema>;

export const ActionListSchema = z.object({
  actions: z.array(ActionSchema),
  totalActions: z.number().int(),
  completedActions: z.number().int(),
  pendingActions: z.number().int(),
  overdueActions: z.number().int(),
});
export type ActionList = z.infer<typeof ActionListSchema>;

/**
 * One action of a page, compact: what can be derived is left out (isOverdue, isMissed, daysUntilDue and isDueSoon from dueDate
 * and the page's today; totalCapital, monthlyBudget, dailyBudget and currencySymbol from baseCapital, createdDate,
 * dueDate and the currency; the goal, project and context from the page's tables), and so is what is empty.
 */
export const ActionPageItemSchema = z.object({
  id: z.uuid(),
  goalId: z.uuid(),
  contextId: z.uuid(),
  title: z.string(),
  description: z.string().optional().describe('Absent when empty'),
  energy: z.enum(ENERGY_LEVELS),
  timeEstimate: z.number().int(),
  dueDate: z.string().describe('YYYY-MM-DD'),
  completed: z.boolean(),
  completedAt: z.string().optional().describe('ISO instant; absent while not completed'),
  baseCapital: MoneySchema.optional().describe('Absent when 0'),
  createdDate: z.string().optional().describe('YYYY-MM-DD in X-Time-Zone, which the budget spreads from; present with baseCapital'),
  currencyCode: z.enum(CURRENCY_CODES).optional().describe("Absent when it is the page's currencyCode"),
  actualCost: MoneySchema.optional().describe("What the completed action really cost, in its currency; absent when not given"),
  targetQuestionIds: z.array(z.uuid()).optional().describe('The questions this action aims at; absent when none'),
  seriesId: z.uuid().optional().describe('The recurring series this action is an occurrence of; absent for one-off actions'),
  missed: z.literal(true).optional().describe('Marked as not done (POST /reviews/settle); absent otherwise'),
  version: z.number().int().min(1).describe('Bumped on every change of the row: If-Match names it ("<version>")'),
});
export type ActionPageItem = z.infer<typeof ActionPageItemSchema>;

export const ActionPageSchema = z.object({
  items: z.array(ActionPageItemSchema),
  nextCursor: z.string().nullable().describe('Pass as ?cursor= for the next page; null on the last page'),
  today: z.string().describe("YYYY-MM-DD in X-Time-Zone: the day the items' due status is read against"),
  currencyCode: z.enum(CURRENCY_CODES).describe('The currency of items that name none'),
  goals: z.array(z.object({ id: z.uuid(), goalType: z.enum(GOAL_TYPES), content: z.string(), projectId: z.uuid() })).describe("The page's goals"),
  projects: z.array(z.object({ id: z.uuid(), title: z.string(), status: z.enum(PROJECT_STATUSES) })).describe("The page's projects"),
  contexts: z
    .array(z.object({ id: z.uuid(), name: z.string(), totalActions: z.number().int(), completedActions: z.number().int() }))
    .describe('Every context of the whole filtered list, with its counters'),
  totalActions: z.number().int().describe('Counters over the whole filtered list, as without paging'),
  completedActions: z.number().int(),
  pendingActions: z.number().int(),
  overdueActions: z.number().int(),
});
export type ActionPage = z.infer<typeof ActionPageSchema>;

/** The answer of GET /actions/me: the whole list, or one page when ?limit or ?cursor is given. */
export const ActionListOrPageSchema = z.union([ActionListSchema, ActionPageSchema]);

export const ActionsNowInputSchema = z.object({
  contextId: IdSchema.optional().describe("Only this context's actions (404 when it is not the caller's)"),
  energy: z.enum(ENERGY_LEVELS, { message: 'ACTION_ENERGY_INVALID' }).optional().describe('The energy at hand: actions needing no more (LOW < MEDIUM < HIGH)'),
  minutes: queryNumber('NOW_MINUTES_INVALID', wholeNumber('NOW_MINUTES_INVALID', TIME_ESTIMATE_MIN, TIME_ESTIMATE_MAX))
    .optional()
    .describe('The time at hand: actions estimated at no more minutes'),
  budget: queryNumber(
    'NOW_BUDGET_INVALID',
    z.number().min(0, { message: 'NOW_BUDGET_INVALID' }).max(BASE_CAPITAL_MAX, { message: 'NOW_BUDGET_INVALID' }).refine(hasAtMostTwoDecimals, { message: 'NOW_BUDGET_INVALID' }),
  )
    .optional()
    .describe("The money at hand: actions whose base capital is no more, read in each action's currency"),
  limit: PageInputShape.limit.describe(`How many actions to answer, 1 to ${PAGE_LIMIT_MAX} (${NOW_DEFAULT_LIMIT} when only cursor is given); without limit and cursor every action that fits`),
  cursor: PageInputShape.cursor
    .transform((text, ctx) => {
      if (text === undefined) return undefined;
      const cursor = decodeNowCursor(text);
      if (!cursor) ctx.addIssue({ code: 'custom', message: 'INVALID_FORMAT' });
      return cursor ?? undefined;
    })
    .describe('nextCursor of the previous answer: the actions that come after it'),
});
export type ActionsNowInput = z.infer<typeof ActionsNowInputSchema>;

export const ActionsNowSchema = z.object({
  actions: z.array(ActionSchema).describe('Pending actions of active projects that fit: overdue first, then due date, then the area order'),
  nextCursor: z.string().nullable().describe('Pass as ?cursor= (with the same filters) for the actions that come next; null when none fit after these'),
  emptyReason: z
    .enum(NOW_EMPTY_REASONS)
    .nullable()
    .describe(
      'Why no action fits (null when some do): NO_ACTIONS (none in an active project), ALL_DONE (all completed), CONTEXT (none pending in the chosen context), FIT (none within the energy, minutes and budget given)',
    ),
});
export type ActionsNow = z.infer<typeof ActionsNowSchema>;

export const UpdateSeriesInputSchema = z
  .object({
    id: IdSchema,
    contextId: IdSchema.optional(),
    title: TitleSchema.optional(),
    description: DescriptionSchema.optional(),
    energy: EnergySchema.optional(),
    timeEstimate: TimeEstimateSchema.optional(),
    baseCapital: BaseCapitalSchema.optional(),
    everyDays: EveryDaysSchema.optional(),
    weekdays: WeekdaysSchema.optional(),
    until: UntilSchema.optional(),
  })
  .refine((value) => value.everyDays === undefined || value.weekdays === undefined, { message: 'SERIES_RULE_INVALID' });
export type UpdateSeriesInput = z.infer<typeof UpdateSeriesInputSchema>;

export const ActionSeriesSchema = z.object({
  id: z.uuid(),
  goalId: z.uuid(),
  contextId: z.uuid(),
  title: z.string(),
  description: z.string(),
  energy: z.enum(ENERGY_LEVELS),
  timeEstimate: z.number().int(),
  baseCapital: MoneySchema,
  currencyCode: z.enum(CURRENCY_CODES),
  everyDays: z.number().int().nullable().describe('Every this many days; null when it repeats on weekdays'),
  weekdays: z.array(z.number().int()).describe('ISO weekdays (1 Monday to 7 Sunday); empty when it repeats every N days'),
  until: z.string().describe('YYYY-MM-DD'),
  stopped: z.boolean().describe('Stopped: no more occurrences are created'),
  occurrences: z
    .array(z.object({ id: z.uuid(), dueDate: z.string().describe('YYYY-MM-DD'), completed: z.boolean() }))
    .describe('Its occurrences so far, by due date'),
});
export type ActionSeries = z.infer<typeof ActionSeriesSchema>;

export const CompleteActionInputSchema = z.object({
  id: IdSchema,
  actualCost: ActualCostSchema.optional().describe('What it really cost; on an action already completed, replaces the cost given before'),
});
export type CompleteActionInput = z.infer<typeof CompleteActionInputSchema>;
