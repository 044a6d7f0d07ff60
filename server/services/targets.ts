// Goals and actions aimed at the yes/no answers they are meant to flip (issue 19, item 4).
import { AppError } from '../../domain/errors';
import type { Lang } from '../../domain/messages';
import { predictedScore, type AnsweredQuestion } from '../../domain/rules/targets';
import type { TargetQuestion } from '../../domain/schemas/common';
import type { Prisma } from '../generated/prisma/client';
import type { DbClient } from '../database/open';
import { questionText } from './wheel';

/** What the target rule reads of a project's area row: its cycle's status and its answers. */
export const targetAreaSelect = {
  id: true,
  cycle: { select: { status: true } },
  answers: { select: { questionId: true, value: true } },
} satisfies Prisma.LifeWheelAreaSelect;

export type TargetArea = Prisma.LifeWheelAreaGetPayload<{ select: typeof targetAreaSelect }>;

/**
 * Targets must be NO answers of the project's area row, and that row must be of the ACTIVE cycle: a closed
 * cycle's plan is history (409 CYCLE_CLOSED, whether targets are set or cleared), anything else 422.
 */
export function assertTargetsAllowed(area: TargetArea, questionIds: readonly string[], replacing: boolean): void {
  if (questionIds.length === 0 && !replacing) return;
  if (area.cycle.status === 'CLOSED') throw new AppError('CYCLE_CLOSED');
  const no = new Set(area.answers.filter((answer) => !answer.value).map((answer) => answer.questionId));
  if (questionIds.some((id) => !no.has(id))) throw new AppError('TARGET_QUESTION_NOT_ALLOWED');
}

/**
 * Replaces a goal's targets in one area row (or with `replace` false, adds them to a new goal). Targets set in an
 * earlier cycle's row stay with that cycle.
 */
export async function writeGoalTargets(db: DbClient, goalId: string, lifeWheelAreaId: string, questionIds: readonly string[], replace: boolean): Promise<void> {
  if (replace) await db.goalTarget.deleteMany({ where: { goalId, lifeWheelAreaId } });
  if (questionIds.length > 0) await db.goalTarget.createMany({ data: questionIds.map((questionId) => ({ goalId, lifeWheelAreaId, questionId })) });
}

/** Replaces an action's targets in one area row (or with `replace` false, adds them to a new action), like goals'. */
export async function writeActionTargets(db: DbClient, actionId: string, lifeWheelAreaId: string, questionIds: readonly string[], replace: boolean): Promise<void> {
  if (replace) await db.actionTarget.deleteMany({ where: { actionId, lifeWheelAreaId } });
  if (questionIds.length > 0) await db.actionTarget.createMany({ data: questionIds.map((questionId) => ({ actionId, lifeWheelAreaId, questionId })) });
}

/** The targets of one area row: what a goal or action aims at now, in its project's current cycle. */
export function inArea<T extends { lifeWheelAreaId: string }>(targets: readonly T[], lifeWheelAreaId: string): T[] {
  return targets.filter((target) => target.lifeWheelAreaId === lifeWheelAreaId);
}

/** The question fields a goal's targets show. */
export const targetQuestionSelect = { lifeWheelAreaId: true, question: { select: { id: true, order: true, textEs: true, textEn: true } } } satisfies Prisma.GoalTargetSelect;

type TargetQuestionRow = Prisma.GoalTargetGetPayload<{ select: typeof targetQuestionSelect }>;

/** Targets in set order, in the request's language. */
export function toTargetQuestions(rows: readonly TargetQuestionRow[], lang: Lang): TargetQuestion[] {
  return rows
    .map(({ question }) => ({ questionId: question.id, order: question.order, text: questionText(question, lang) }))
    .sort((a, b) => a.order - b.order || a.questionId.localeCompare(b.questionId));
}

/** A goal as the plan figures of one area row see it: its targets there, and its actions with theirs. */
export type PlanGoal = { targets: { questionId: string }[]; actions: { completed: boolean; targets: { questionId: string }[] }[] };

const rowTargetsSelect = { select: { lifeWheelAreaId: true, questionId: true } } as const;

/**
 * What the plan figures read of an area row: the goals and actions aimed from it (through its own target rows, so
 * a project carried into a later cycle still counts here), with their actions and targets.
 */
export const planTargetsSelect = {
  id: true,
  goalTargets: {
    select: { goal: { select: { id: true, targets: rowTargetsSelect, actions: { select: { id: true, completed: true, targets: rowTargetsSelect } } } } },
  },
  actionTargets: { select: { action: { select: { id: true, goalId: true, completed: true, targets: rowTargetsSelect } } } },
} satisfies Prisma.LifeWheelAreaSelect;

type PlanTargetsRow = Prisma.LifeWheelAreaGetPayload<{ select: typeof planTargetsSelect }>;

type RowTarget = { lifeWheelAreaId: string; questionId: string };

/** A goal with only the targets set in one area row, its own and its actions': what it aims at in that cycle. */
export function goalInArea(goal: { targets: RowTarget[]; actions: { completed: boolean; targets: RowTarget[] }[] }, lifeWheelAreaId: string): PlanGoal {
  return {
    targets: inArea(goal.targets, lifeWheelAreaId),
    actions: goal.actions.map((action) => ({ completed: action.completed, targets: inArea(action.targets, lifeWheelAreaId) })),
  };
}

/**
 * The goals aimed from an area row, each with its targets in that row and its actions (theirs in that row too);
 * actions aimed from the row whose goal aims at nothing there come under their goal with no targets of its own.
 */
export function planGoalsOf(row: PlanTargetsRow): PlanGoal[] {
  const goals = new Map<string, { targets: { questionId: string }[]; actions: Map<string, PlanGoal['actions'][number]> }>();
  for (const { goal } of row.goalTargets) {
    if (goals.has(goal.id)) continue;
    const { targets, actions } = goalInArea(goal, row.id);
    goals.set(goal.id, { targets, actions: new Map(goal.actions.map((action, index) => [action.id, actions[index]!])) });
  }
  for (const { action } of row.actionTargets) {
    const goal = goals.get(action.goalId) ?? { targets: [], actions: new Map() };
    goal.actions.set(action.id, { completed: action.completed, targets: inArea(action.targets, row.id) });
    goals.set(action.goalId, goal);
  }
  return [...goals.values()].map((goal) => ({ targets: goal.targets, actions: [...goal.actions.values()] }));
}

/** Every question aimed at by these goals or their actions. */
export function targetsOf(goals: readonly PlanGoal[]): Set<string> {
  const ids = new Set<string>();
  for (const goal of goals) {
    for (const target of goal.targets) ids.add(target.questionId);
    for (const action of goal.actions) for (const target of action.targets) ids.add(target.questionId);
  }
  return ids;
}

/** The area's predicted score: its answers with every NO aimed at by these goals or their actions as YES. */
export function predictedOf(answers: readonly AnsweredQuestion[], goals: readonly PlanGoal[]): number | null {
  return predictedScore(answers, targetsOf(goals));
}

/** Per question: the actions aimed at it (directly or through their goal) and how many of them are completed. */
export function actionsAimedAt(goals: readonly PlanGoal[]): Map<string, { aimed: number; done: number }> {
  const counts = new Map<string, { aimed: number; done: number }>();
  for (const goal of goals) {
    for (const action of goal.actions) {
      const aimedAt = new Set([...goal.targets, ...action.targets].map((target) => target.questionId));
      for (const questionId of aimedAt) {
        const count = counts.get(questionId) ?? { aimed: 0, done: 0 };
        count.aimed += 1;
        if (action.completed) count.done += 1;
        counts.set(questionId, count);
      }
    }
  }
  return counts;
}

/**
 * Whether each question aimed at in one area row flipped from NO to YES in the later answers: questions the later
 * answers leave out (the area not re-assessed yet, or another couple set) have no outcome yet and are skipped.
 */
export function targetOutcomes(before: readonly AnsweredQuestion[], after: readonly AnsweredQuestion[], targets: ReadonlySet<string>): { flipped: boolean }[] {
  const beforeOf = new Map(before.map((answer) => [answer.questionId, answer.value]));
  const afterOf = new Map(after.map((answer) => [answer.questionId, answer.value]));
  return [...targets]
    .filter((questionId) => afterOf.has(questionId))
    .map((questionId) => ({ flipped: beforeOf.get(questionId) === false && afterOf.get(questionId) === true }));
}
