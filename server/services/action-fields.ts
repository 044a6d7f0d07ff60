import { z } from 'zod';
import { amountToCents } from '../../domain/rules/money';
import type { AddActionInput } from '../../domain/schemas/actions';
import { column, columns } from '../database/rows';
import { Prisma } from '../generated/prisma/client';
import { Energy, GoalType, ProjectStatus } from '../generated/prisma/enums';

// An action's fields, listed once: the columns every read of actions and of their series selects, the row schema the
// reads are checked against (database/rows.ts), and the one mapping of an input to the columns the writes store.
// The mappings to the API's shapes are actions.ts toAction and toPage.

/** A table holding an action's template: "Action" (alias a) or "ActionSeries" (alias s). */
type Alias = 'a' | 's';

/** The columns an action copies from its series, stored on both tables. */
const templateColumns = (t: Alias) => ({
  goalId: column(`${t}."goalId"::text`, z.string()),
  contextId: column(`${t}."contextId"::text`, z.string()),
  currencyId: column(`${t}."currencyId"::text`, z.string()),
  title: column(`${t}.title`, z.string()),
  description: column(`${t}.description`, z.string()),
  energy: column(`${t}.energy::text`, z.enum(Energy)),
  timeEstimate: column(`${t}."timeEstimate"`, z.number().int()),
  baseCapitalCents: column(`${t}."baseCapitalCents"`, z.number().int()),
});

/** The template with what a list shows of its goal, project, context and currency (read through TEMPLATE_JOINS). */
export const sharedColumns = (t: Alias) => ({
  ...templateColumns(t),
  currencyCode: column('cu.code', z.string()),
  contextName: column('c.name', z.string()),
  goalType: column('g."goalType"::text', z.enum(GoalType)),
  goalContent: column('g.content', z.string()),
  projectId: column('p.id::text', z.string()),
  projectTitle: column('p.title', z.string()),
  projectStatus: column('p.status::text', z.enum(ProjectStatus)),
});

/** The joins sharedColumns reads from, after FROM the table of alias t. */
export const templateJoins = (t: Alias): Prisma.Sql =>
  Prisma.raw(`
    JOIN "Context" c ON c.id = ${t}."contextId"
    JOIN "Goal" g ON g.id = ${t}."goalId"
    JOIN "ProjectDetail" d ON d.id = g."projectDetailId"
    JOIN "Project" p ON p.id = d."projectId"
    JOIN "Currency" cu ON cu.id = ${t}."currencyId"`);

/**
 * One row of the actions list, stored (read by actions.ts) or shown and not stored (computed by
 * series-occurrences.ts from its series): the action and what it shows of its goal, project, context and currency.
 */
export const actionColumns = columns({
  id: column('a.id::text', z.string()),
  ...sharedColumns('a'),
  dueDate: column(`to_char(a."dueDate", 'YYYY-MM-DD')`, z.string()),
  completed: column('a.completed', z.boolean()),
  version: column('a.version', z.number().int()),
  completedAt: column('a."completedAt"', z.date().nullable()),
  createdAt: column('a."createdAt"', z.date()),
  actualCostCents: column('a."actualCostCents"', z.number().int().nullable()),
  targetQuestionIds: column(
    `COALESCE((SELECT array_agg(t."questionId"::text ORDER BY q."order", t."questionId") FROM "ActionTarget" t
      JOIN "Question" q ON q.id = t."questionId" WHERE t."actionId" = a.id AND t."lifeWheelAreaId" = p."lifeWheelAreaId"), '{}')`,
    z.array(z.string()),
  ),
  seriesId: column('a."seriesId"::text', z.string().nullable()),
  /** When it was marked as not done (POST /reviews/settle); null otherwise. */
  missedAt: column('a."missedAt"', z.date().nullable()),
});

export type ActionRow = z.output<typeof actionColumns.row>;

const templateRow = columns(templateColumns('a')).row;
type Template = z.output<typeof templateRow>;

/** The template columns of a row, nothing else (an occurrence copies them from its series when it is stored). */
export function templateOf(row: Template): Template {
  return templateRow.parse(row);
}

type TemplateInput = Pick<AddActionInput, 'goalId' | 'contextId' | 'title' | 'description' | 'energy' | 'timeEstimate' | 'baseCapital'>;

/**
 * The template columns an input gives, for the writes of actions and series (add, edit, series edit): a field not
 * given stays undefined, which Prisma leaves as it is. The currency is looked up by the writes themselves.
 */
export function templateData(input: TemplateInput): Omit<Template, 'currencyId'>;
export function templateData(input: Partial<TemplateInput>): { [K in keyof Omit<Template, 'currencyId'>]: Template[K] | undefined };
export function templateData(input: Partial<TemplateInput>): { [K in keyof Omit<Template, 'currencyId'>]: Template[K] | undefined } {
  return {
    goalId: input.goalId,
    contextId: input.contextId,
    title: input.title,
    description: input.description,
    energy: input.energy,
    timeEstimate: input.timeEstimate,
    baseCapitalCents: input.baseCapital === undefined ? undefined : amountToCents(input.baseCapital),
  };
}
