import { z } from 'zod';
import { CycleComparisonSchema, CycleListSchema, CycleStateSchema } from './cycles';
import { DateOnlySchema, IdSchema } from './common';
import { LIFE_AREA_KEYS } from '../content/life-areas';

// Companions (issue 41): a person shares parts of their plan with a coach or partner (docs/decisions/2026-12-01-companions.md).

export const SHARE_ROLES = ['COACH', 'PARTNER'] as const;
export const ShareRoleSchema = z.enum(SHARE_ROLES, { message: 'SHARE_ROLE_INVALID' });
export const SHARE_STATUSES = ['INVITED', 'ACTIVE', 'ENDED'] as const;

/** Days an invitation link works after its mail is written. */
export const SHARE_INVITATION_DAYS = 14;
/** Live shares (invited or active) one person may have at once. */
export const SHARES_MAX = 20;
export const COMPANION_NOTE_MAX_LENGTH = 500;
/** Weeks of execution scores and reviews a companion with the weekly choice sees (the current one included). */
export const SHARED_WEEKS = 12;
/** Actions of the active projects a companion with the plan choice sees, by due date. */
export const SHARED_ACTIONS_MAX = 500;

const choice = z.boolean({ message: 'SHARE_CHOICE_INVALID' });

/** What the companion sees. Budgets only with the plan, review text only with the weekly scores; at least one choice. */
const ChoicesShape = {
  wheel: choice.default(false).describe('The wheel: areas with their colours, emoji and scores'),
  cycles: choice.default(false).describe("The cycles' history and the comparison at the last re-assessment (plan against actual per question)"),
  plan: choice.default(false).describe('Projects, goals and actions: titles and status'),
  budgets: choice.default(false).describe('With plan only: project budgets and action amounts'),
  weekly: choice.default(false).describe('The weekly execution scores and review ratings'),
  reviewText: choice.default(false).describe("With weekly only: the reviews' text (wins, obstacles, changes)"),
};

type Choices = { wheel: boolean; cycles: boolean; plan: boolean; budgets: boolean; weekly: boolean; reviewText: boolean };

function checkChoices(choices: Choices, issue: (code: string, path: string) => void): void {
  if (!choices.wheel && !choices.cycles && !choices.plan && !choices.weekly) issue('SHARE_NOTHING_CHOSEN', 'wheel');
  if (choices.budgets && !choices.plan) issue('SHARE_BUDGETS_NEED_PLAN', 'budgets');
  if (choices.reviewText && !choices.weekly) issue('SHARE_REVIEW_TEXT_NEEDS_WEEKLY', 'reviewText');
}

const withChoiceRules = <T extends z.ZodType<Choices>>(schema: T) =>
  schema.superRefine((value, ctx) => checkChoices(value, (message, path) => ctx.addIssue({ code: 'custom', message, path: [path] })));

const EmailSchema = z
  .string({ message: 'SHARE_EMAIL_INVALID' })
  .trim()
  .toLowerCase()
  .max(254, { message: 'SHARE_EMAIL_INVALID' })
  .pipe(z.email({ message: 'SHARE_EMAIL_INVALID' }));

export const InviteCompanionInputSchema = withChoiceRules(
  z.object({ email: EmailSchema.describe("The companion's e-mail: accepting needs an account with it"), role: ShareRoleSchema, ...ChoicesShape }),
);
export type InviteCompanionInput = z.infer<typeof InviteCompanionInputSchema>;

export const NarrowShareInputSchema = withChoiceRules(z.object({ id: IdSchema, ...ChoicesShape }));
export type NarrowShareInput = z.infer<typeof NarrowShareInputSchema>;

export const ShareChoicesSchema = z.object({
  wheel: z.boolean(),
  cycles: z.boolean(),
  plan: z.boolean(),
  budgets: z.boolean(),
  weekly: z.boolean(),
  reviewText: z.boolean(),
});

/** A share as its owner sees it: who, as what, what they see, and where it stands. */
export const OwnedShareSchema = z.object({
  id: z.uuid(),
  email: z.string().describe('The invited address'),
  companionName: z.string().nullable().describe("The companion's first name once accepted"),
  role: z.enum(SHARE_ROLES),
  status: z.enum(SHARE_STATUSES),
  choices: ShareChoicesSchema,
  createdAt: z.iso.datetime(),
  acceptedAt: z.iso.datetime().nullable(),
});
export type OwnedShare = z.infer<typeof OwnedShareSchema>;
export const OwnedShareListSchema = z.object({ shares: z.array(OwnedShareSchema).describe('Invited and active shares, newest first') });
export type OwnedShareList = z.infer<typeof OwnedShareListSchema>;

export const AcceptShareInputSchema = z.object({
  token: z.string({ message: 'SHARE_INVITATION_INVALID' }).min(1, { message: 'SHARE_INVITATION_INVALID' }).max(100, { message: 'SHARE_INVITATION_INVALID' }),
});

/** A person the caller supports, as the companion sees them: a first name, never an e-mail, phone or address. */
export const SupportedPersonSchema = z.object({
  id: z.uuid().describe('The share id: the {id} of the shared view, the note and leave'),
  firstName: z.string(),
  role: z.enum(SHARE_ROLES),
  choices: ShareChoicesSchema,
  acceptedAt: z.iso.datetime(),
});
export type SupportedPerson = z.infer<typeof SupportedPersonSchema>;
export const SupportedListSchema = z.object({ people: z.array(SupportedPersonSchema).describe('Newest acceptance first') });

const SharedAreaSchema = z.object({
  id: z.uuid(),
  key: z.enum(LIFE_AREA_KEYS),
  areaName: z.string(),
  color: z.string(),
  emoji: z.string(),
  order: z.number().int(),
  score: z.number().int().nullable(),
  isFocus: z.boolean(),
});

const SharedWheelSchema = z.object({ globalScore: z.number().nullable(), cycle: CycleStateSchema, areas: z.array(SharedAreaSchema).describe('In wheel order') });

const SharedCyclesSchema = z.object({
  history: CycleListSchema,
  comparison: CycleComparisonSchema.nullable().describe('The last re-assessment: the previous cycle against the current one; null before one'),
});

const SharedBudgetSchema = z.object({ dailyIncomeTarget: z.number(), monthlyIncomeTarget: z.number(), currencySymbol: z.string() });

const SharedActionSchema = z.object({
  id: z.uuid(),
  goalId: z.uuid(),
  title: z.string(),
  dueDate: z.iso.date(),
  completed: z.boolean(),
  budget: z.object({ baseCapital: z.number(), actualCost: z.number().nullable() }).optional().describe('Only with the budgets choice'),
});

const SharedGoalSchema = z.object({ id: z.uuid(), projectId: z.uuid(), goalType: z.string(), title: z.string(), completed: z.boolean() });

const SharedProjectSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  status: z.string(),
  areaKey: z.enum(LIFE_AREA_KEYS),
  progressPercentage: z.number().int(),
  budget: SharedBudgetSchema.optional().describe('Only with the budgets choice'),
});

const SharedPlanSchema = z.object({
  projects: z.array(SharedProjectSchema).describe('Active projects'),
  goals: z.array(SharedGoalSchema),
  actions: z.array(SharedActionSchema).describe(`Of the active projects, by due date, at most ${SHARED_ACTIONS_MAX}`),
});

const SharedReviewSchema = z.object({
  weekStart: z.iso.date(),
  rating: z.number().int(),
  text: z.object({ wins: z.string(), obstacles: z.string(), changes: z.string() }).optional().describe('Only with the reviewText choice'),
});

const SharedWeekSchema = z.object({ weekStart: z.iso.date(), due: z.number().int(), done: z.number().int(), score: z.number().int().nullable(), provisional: z.boolean() });

const SharedWeeklySchema = z.object({
  weeks: z.array(SharedWeekSchema).describe(`The last ${SHARED_WEEKS} weeks, oldest first; the last is this week, its score so far`),
  reviews: z.array(SharedReviewSchema).describe('Reviews of those weeks, newest first'),
  notes: z.array(z.object({ weekStart: z.iso.date(), text: z.string() })).describe("The caller's own notes on those weeks"),
});

/** Exactly what the person chose to share: a part not chosen is absent. */
export const SharedViewSchema = z.object({
  person: SupportedPersonSchema,
  wheel: SharedWheelSchema.optional(),
  cycles: SharedCyclesSchema.optional(),
  plan: SharedPlanSchema.optional(),
  weekly: SharedWeeklySchema.optional(),
});
export type SharedView = z.infer<typeof SharedViewSchema>;

export const CompanionNoteInputSchema = z.object({
  id: IdSchema.describe('The share id'),
  weekStart: DateOnlySchema.describe('The Monday of the week the note is on'),
  text: z
    .string({ message: 'COMPANION_NOTE_REQUIRED' })
    .trim()
    .min(1, { message: 'COMPANION_NOTE_REQUIRED' })
    .max(COMPANION_NOTE_MAX_LENGTH, { message: 'COMPANION_NOTE_TOO_LONG' }),
});
export type CompanionNoteInput = z.infer<typeof CompanionNoteInputSchema>;
export const CompanionNoteSchema = z.object({ weekStart: z.iso.date(), text: z.string(), updatedAt: z.iso.datetime() });

/** A companion's note as the person sees it on their review. */
export const ReviewCompanionNoteSchema = z.object({ companionName: z.string(), role: z.enum(SHARE_ROLES), text: z.string(), updatedAt: z.iso.datetime() });
