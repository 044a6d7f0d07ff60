import { z } from 'zod';
import { LIFE_AREA_KEYS } from '../content/life-areas';
import { EXPECTED_SCORE_MAX, EXPECTED_SCORE_MIN, PROJECT_DETAIL_STATUSES, PROJECT_STATUSES } from '../rules/projects';
import { DateOnlySchema, IdSchema } from './common';
import { MoneySchema } from './common';

export const PROJECT_TITLE_MAX = 120;
export const PROJECT_DESCRIPTION_MAX = 2000;

export const ProjectStatusSchema = z.enum(PROJECT_STATUSES, { message: 'PROJECT_STATUS_INVALID' });

export const CreateProjectInputSchema = z.object({
  lifeWheelAreaId: IdSchema.describe("The user's own wheel row (lifeAreas[].id of /lifewheel/me)"),
  title: z
    .string({ message: 'PROJECT_TITLE_REQUIRED' })
    .trim()
    .min(1, { message: 'PROJECT_TITLE_REQUIRED' })
    .max(PROJECT_TITLE_MAX, { message: 'PROJECT_TITLE_TOO_LONG' }),
  description: z
    .string({ message: 'PROJECT_DESCRIPTION_REQUIRED' })
    .trim()
    .min(1, { message: 'PROJECT_DESCRIPTION_REQUIRED' })
    .max(PROJECT_DESCRIPTION_MAX, { message: 'PROJECT_DESCRIPTION_TOO_LONG' }),
  expectedScore: z
    .number({ message: 'EXPECTED_SCORE_INVALID' })
    .int({ message: 'EXPECTED_SCORE_INVALID' })
    .min(EXPECTED_SCORE_MIN, { message: 'EXPECTED_SCORE_INVALID' })
    .max(EXPECTED_SCORE_MAX, { message: 'EXPECTED_SCORE_INVALID' }),
  startDate: DateOnlySchema.describe('YYYY-MM-DD, tomorrow or later in the user time zone'),
  endDate: DateOnlySchema.describe('YYYY-MM-DD, 3 to 6 calendar months after the start'),
});
export type CreateProjectInput = z.infer<typeof CreateProjectInputSchema>;

export const ProjectsByAreaInputSchema = z.object({ area: IdSchema.describe('lifeWheelAreaId') });

export const SetProjectStatusInputSchema = z.object({ id: IdSchema, status: ProjectStatusSchema });
export type SetProjectStatusInput = z.infer<typeof SetProjectStatusInputSchema>;

const ProjectBudgetSchema = z.object({
  dailyIncomeTarget: MoneySchema.describe(
    "The actions' capital in currencySymbol's currency spread per day from the earliest creation to the latest due date",
  ),
  monthlyIncomeTarget: MoneySchema.describe(
    "The actions' capital in currencySymbol's currency spread per month from the earliest creation to the latest due date",
  ),
  currencySymbol: z.string().describe("The user's currency when the project has actions in it, else the first currency listed"),
  byCurrency: z.array(
    z.object({
      currencyCode: z.string(),
      currencySymbol: z.string(),
      dailyIncomeTarget: MoneySchema,
      monthlyIncomeTarget: MoneySchema,
      totalCapital: MoneySchema.describe("The sum of the actions' capital in this currency"),
    }),
  ),
});

const ProjectDetailSchema = z.object({
  id: z.uuid(),
  status: z.enum(PROJECT_DETAIL_STATUSES).describe('Derived: PLANNING before startDate, IN_PROGRESS from it, COMPLETED with the project'),
  startDate: z.string().describe('YYYY-MM-DD'),
  endDate: z.string().describe('YYYY-MM-DD'),
  totalActions: z.number().int(),
  completedActions: z.number().int(),
  progressPercentage: z.number().int().min(0).max(100),
});

export const ProjectSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  status: z.enum(PROJECT_STATUSES),
  lifeWheelAreaId: z.uuid(),
  areaId: z.uuid().describe('The life area (reference) id'),
  areaKey: z.enum(LIFE_AREA_KEYS),
  expectedScore: z.number().int(),
  version: z.number().int().min(1).describe('Bumped on every change of the row: If-Match names it ("<version>")'),
  predictedScore: z.number().int().min(0).max(10).nullable().describe(
    "The area's score if every NO its goals and actions aim at became YES; null while none is aimed at",
  ),
  createdAt: z.string().describe('ISO instant'),
  budget: ProjectBudgetSchema,
  detail: ProjectDetailSchema,
});
export type Project = z.infer<typeof ProjectSchema>;

export const ProjectListSchema = z.object({ projects: z.array(ProjectSchema) });
