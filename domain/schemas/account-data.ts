import { z } from 'zod';
import { LANGS } from '../messages/format';
import { LIFE_AREA_KEYS } from '../content/life-areas';
import { ENERGY_LEVELS } from '../rules/actions';
import { GOAL_TYPES } from '../rules/goals';
import { PLAN_NAMES } from '../rules/plans';
import { PROJECT_STATUSES } from '../rules/projects';
import { PASSWORD_MAX_LENGTH } from './accounts';
import { MoneySchema } from './common';
import { SHARE_ROLES, SHARE_STATUSES, ShareChoicesSchema } from './companions';
import { NotificationSettingsSchema } from './notifications';

/** The export's format. A change that removes or renames a field raises it; adding a field does not. */
export const ACCOUNT_EXPORT_VERSION = 1;
/** A deletion link's token is 32 random bytes in base64url (43 characters); longer input is refused unread. */
export const DELETION_TOKEN_MAX_LENGTH = 128;

const instant = z.iso.datetime();
const calendarDate = z.iso.datetime().describe('A calendar date: midnight UTC');
const TargetSchema = z.object({ lifeWheelAreaId: z.uuid(), questionId: z.uuid() }).describe('A question (a NO answer) this goal or action aims to flip');

const ExportAnswerSchema = z.object({ id: z.uuid(), questionId: z.uuid(), question: z.string().describe("In the request's language"), value: z.boolean(), createdAt: instant });

const ExportCycleSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  status: z.enum(['ACTIVE', 'CLOSED']),
  isAnswered: z.boolean(),
  focusSelectedAt: instant.nullable(),
  closedAt: instant.nullable(),
  createdAt: instant,
  areas: z.array(
    z.object({
      id: z.uuid().describe('The wheel row (lifeWheelAreaId) projects and targets point to'),
      areaKey: z.enum(LIFE_AREA_KEYS),
      score: z.number().int().nullable(),
      isArchived: z.boolean(),
      isBlocked: z.boolean(),
      isFocus: z.boolean(),
      answeredSet: z.boolean().nullable().describe('true: the couple set for single people; null: not answered'),
      assessedAt: instant.nullable(),
      answers: z.array(ExportAnswerSchema),
    }),
  ),
  pulse: z
    .object({
      takenAt: instant,
      answers: z.array(z.object({ questionId: z.uuid(), question: z.string().describe("In the request's language"), value: z.boolean() })),
    })
    .nullable()
    .describe("The cycle's day-45 pulse: the targeted questions asked again half-way; null when it was not taken"),
});

const ExportProjectSchema = z.object({
  id: z.uuid(),
  lifeWheelAreaId: z.uuid(),
  title: z.string(),
  description: z.string(),
  status: z.enum(PROJECT_STATUSES),
  expectedScore: z.number().int(),
  startDate: calendarDate.nullable(),
  endDate: calendarDate.nullable(),
  createdAt: instant,
  updatedAt: instant,
});

const ExportGoalSchema = z.object({
  id: z.uuid(),
  projectId: z.uuid(),
  goalType: z.enum(GOAL_TYPES),
  content: z.string(),
  completed: z.boolean(),
  createdAt: instant,
  updatedAt: instant,
  targets: z.array(TargetSchema),
});

const ExportContextSchema = z.object({ id: z.uuid(), name: z.string(), active: z.boolean(), createdAt: instant });

const actionFields = {
  goalId: z.uuid(),
  contextId: z.uuid(),
  currencyCode: z.string(),
  title: z.string(),
  description: z.string(),
  energy: z.enum(ENERGY_LEVELS),
  timeEstimate: z.number().int().describe('Minutes'),
  budget: MoneySchema,
  createdAt: instant,
  updatedAt: instant,
};

const ExportActionSchema = z.object({
  id: z.uuid(),
  seriesId: z.uuid().nullable().describe('The recurring series this action is an occurrence of'),
  ...actionFields,
  dueDate: calendarDate,
  completed: z.boolean(),
  completedAt: instant.nullable(),
  actualCost: z.number().nullable().describe('What the completed action really cost, in its currency; null when not given'),
  targets: z.array(TargetSchema),
});

const ExportActionSeriesSchema = z.object({
  id: z.uuid(),
  ...actionFields,
  everyDays: z.number().int().nullable(),
  weekdays: z.array(z.number().int()).describe('ISO weekdays, 1 = Monday'),
  until: calendarDate,
  lastDate: calendarDate,
  stoppedAt: instant.nullable(),
});

const ExportReviewSchema = z.object({
  id: z.uuid(),
  weekStart: calendarDate,
  wins: z.string(),
  obstacles: z.string(),
  changes: z.string(),
  rating: z.number().int(),
  createdAt: instant,
  updatedAt: instant,
});

const ExportCompanionNoteSchema = z.object({ weekStart: calendarDate, text: z.string(), createdAt: instant, updatedAt: instant });

const shareFields = {
  id: z.uuid(),
  role: z.enum(SHARE_ROLES),
  status: z.enum(SHARE_STATUSES),
  choices: ShareChoicesSchema,
  createdAt: instant,
  acceptedAt: instant.nullable(),
  endedAt: instant.nullable(),
};

const ExportCompanionSchema = z.object({
  ...shareFields,
  email: z.string().describe('The invited address'),
  notes: z.array(ExportCompanionNoteSchema).describe("The companion's notes on your weeks, oldest first"),
});

const ExportSupportingSchema = z.object({
  ...shareFields,
  personFirstName: z.string().describe('The person who shared with you, by first name as the shared view names them'),
  notes: z.array(ExportCompanionNoteSchema).describe('Your notes on their weeks, oldest first'),
});

const ExportSubscriptionSchema = z.object({
  id: z.uuid(),
  plan: z.enum(PLAN_NAMES),
  currencyCode: z.string(),
  paymentMethod: z.string(),
  autoRenew: z.boolean(),
  startDate: instant,
  renewalDate: instant,
  cancelledAt: instant.nullable(),
  createdAt: instant,
  updatedAt: instant,
  payments: z.array(z.object({ id: z.uuid(), amount: MoneySchema, currencyCode: z.string(), method: z.string(), reference: z.string(), paidAt: instant })),
});

/**
 * Everything a user owns, as GET /users/export answers it (issue 22). Never a password hash, a token or a secret.
 * Ids tie the parts together (an action's goalId is a goal's id; a project's lifeWheelAreaId a cycle area's id).
 */
export const AccountExportSchema = z
  .object({
    version: z.literal(ACCOUNT_EXPORT_VERSION).describe('The format of this document'),
    exportedAt: instant,
    profile: z.object({
      id: z.uuid(),
      email: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      phone: z.string(),
      address: z.string(),
      avatarUrl: z.string(),
      currencyCode: z.string(),
      hasPassword: z.boolean().describe('false for an account made by a sign-in provider'),
      ...NotificationSettingsSchema.shape,
      termsAcceptedAt: instant,
      passwordChangedAt: instant.nullable(),
      createdAt: instant,
      updatedAt: instant,
    }),
    cycles: z.array(ExportCycleSchema).describe('The 90-day cycles of the life wheel, oldest first, with each area and its answers'),
    projects: z.array(ExportProjectSchema),
    goals: z.array(ExportGoalSchema),
    contexts: z.array(ExportContextSchema),
    actionSeries: z.array(ExportActionSeriesSchema),
    actions: z.array(ExportActionSchema),
    weeklyReviews: z.array(ExportReviewSchema),
    subscription: ExportSubscriptionSchema.nullable(),
    calendarFeed: z
      .object({ createdAt: instant, lang: z.enum(LANGS), timeZone: z.string() })
      .nullable()
      .describe('The secret calendar URL, when one works: when it was made and how its events are written; never its token'),
    signInIdentities: z
      .array(z.object({ id: z.uuid(), provider: z.string(), email: z.string().nullable(), linkedAt: instant, verified: z.boolean() }))
      .describe('The sign-in provider identities linked to the account (never the provider subject)'),
    companions: z.array(ExportCompanionSchema).describe('The people you invited to see parts of your plan (every share, ended ones included), oldest first'),
    supporting: z.array(ExportSupportingSchema).describe('The people who shared their plan with you and accepted you, oldest first'),
  })
  .describe('Everything the user owns (format version 1)');
export type AccountExport = z.infer<typeof AccountExportSchema>;

/**
 * DELETE /users/me: the password for an account that has one; otherwise the token of the link
 * POST /users/me/deletion-request mailed. Exactly one of them.
 */
export const DeleteAccountInputSchema = z
  .object({
    password: z.string({ message: 'INVALID_FORMAT' }).max(PASSWORD_MAX_LENGTH, { message: 'PASSWORD_TOO_LONG' }).optional().describe("The account's password"),
    confirmationToken: z
      .string({ message: 'INVALID_FORMAT' })
      .max(DELETION_TOKEN_MAX_LENGTH, { message: 'ACCOUNT_DELETION_LINK_INVALID' })
      .optional()
      .describe('For an account without a password: the token of the e-mailed confirmation link'),
  })
  .superRefine(({ password = '', confirmationToken = '' }, ctx) => {
    if (password === '' && confirmationToken === '') ctx.addIssue({ code: 'custom', message: 'ACCOUNT_DELETION_PASSWORD_REQUIRED', path: ['password'] });
  });
export type DeleteAccountInput = z.output<typeof DeleteAccountInputSchema>;
