import { z } from 'zod';
import { CURRENCY_CODES } from '../content/currencies';
import { LIFE_AREA_KEYS } from '../content/life-areas';
import { PROJECT_STATUSES } from '../rules/projects';
import { GOAL_TYPES } from '../rules/goals';
import { EXECUTION_TARGET_PERCENT } from '../rules/weekly';
import { MoneySchema } from './common';
import { PulseSummarySchema } from './cycles';

const CalendarDateSchema = z.iso.date();

/** Planned (sum of the actions' baseCapital) against spent (sum of the completed actions' actualCost), one currency. */
const CurrencyBudgetSchema = z.object({
  currencyCode: z.enum(CURRENCY_CODES),
  planned: MoneySchema.describe("Sum of the actions' baseCapital in this currency"),
  spent: MoneySchema.describe("Sum of the completed actions' actualCost in this currency; never converted"),
});
export type CurrencyBudget = z.infer<typeof CurrencyBudgetSchema>;

const BudgetsSchema = z.array(CurrencyBudgetSchema).describe('One entry per currency used, by currency code; empty when nothing is planned or spent');

const AnalyticsAreaScoreSchema = z.object({
  areaId: z.uuid().describe('The life area (reference) id'),
  key: z.enum(LIFE_AREA_KEYS),
  areaName: z.string(),
  score: z.number().int().min(0).max(10).nullable().describe('null while the area is not assessed in that cycle'),
  isFocus: z.boolean(),
});

const AnalyticsCycleSchema = z.object({
  id: z.uuid(),
  number: z.number().int().min(1),
  status: z.enum(['ACTIVE', 'CLOSED']),
  startedOn: CalendarDateSchema.nullable(),
  endsOn: CalendarDateSchema.nullable().describe('The first day after the cycle (kept for compatibility)'),
  lastDay: CalendarDateSchema.nullable().describe("Day 90, the cycle's last day"),
  globalScore: z.number().nullable().describe('Mean of the assessed areas, one decimal'),
  areas: z.array(AnalyticsAreaScoreSchema).describe('The six areas in wheel order'),
  pulse: PulseSummarySchema.nullable().describe("The cycle's day-45 pulse; null while not taken"),
});

const AnalyticsWeekSchema = z.object({
  weekStart: CalendarDateSchema.describe('Monday, in X-Time-Zone'),
  due: z.number().int().min(0),
  done: z.number().int().min(0),
  score: z.number().int().min(0).max(100).nullable().describe('done / due in whole percent; null when nothing was due'),
  provisional: z.boolean().describe('The current week'),
});

const CompletionDaySchema = z.object({
  date: CalendarDateSchema,
  completed: z.number().int().min(0).describe('Actions completed that day (X-Time-Zone)'),
});

const AnalyticsGoalSchema = z.object({
  id: z.uuid(),
  goalType: z.enum(GOAL_TYPES),
  content: z.string(),
  actionsDone: z.number().int().min(0),
  actionsPlanned: z.number().int().min(0),
  budgets: BudgetsSchema,
});

const AnalyticsProjectSchema = z.object({
  id: z.uuid(),
  cycleId: z.uuid(),
  title: z.string(),
  status: z.enum(PROJECT_STATUSES),
  areaId: z.uuid().describe('The life area (reference) id'),
  areaKey: z.enum(LIFE_AREA_KEYS),
  startDate: CalendarDateSchema,
  endDate: CalendarDateSchema,
  progressPercentage: z.number().int().min(0).max(100).describe('actionsDone / actionsPlanned'),
  timeElapsedPercentage: z.number().int().min(0).max(100).describe('Share of the days from startDate to endDate gone by today'),
  actionsDone: z.number().int().min(0),
  actionsPlanned: z.number().int().min(0).describe('Every action of the project, done or not'),
  daysLeft: z.number().int().min(0).describe('Days from today to endDate; 0 once it has passed'),
  expectedScore: z.number().int().describe('The score the person set out to reach (SPEC.md)'),
  predictedScore: z.number().int().min(0).max(10).nullable().describe("The area's score if every NO aimed at became YES; null while none is aimed at"),
  goals: z.array(AnalyticsGoalSchema),
  budgets: BudgetsSchema,
});

export const AnalyticsSchema = z.object({
  today: CalendarDateSchema.describe('In X-Time-Zone'),
  currentCycleId: z.uuid().nullable().describe('null before the first assessment'),
  cycles: z.array(AnalyticsCycleSchema).describe('Every cycle, oldest first'),
  targetPercent: z.literal(EXECUTION_TARGET_PERCENT),
  weeks: z.array(AnalyticsWeekSchema).describe("Every week from the first cycle's start to the current week, oldest first"),
  completions: z
    .array(CompletionDaySchema)
    .describe("Every day of the current cycle from its start to today (or its end), zeros included: the heatmap's days"),
  projects: z.array(AnalyticsProjectSchema).describe('Every project, the current cycle first, then by creation'),
  budgets: BudgetsSchema.describe('Over every action of the user'),
});
export type Analytics = z.infer<typeof AnalyticsSchema>;
export type AnalyticsProject = z.infer<typeof AnalyticsProjectSchema>;

/** GET /reports/progress/{LANG}: the language of the PDF. */
export const REPORT_LANGS = ['ES', 'EN'] as const;
