// Goals and actions aimed at the yes/no answers they are meant to flip (issue 19, item 4).
import { AppError } from '../../domain/errors';
import type { Lang } from '../../domain/messages';
import { predictedScore, type AnsweredQuestion } from '../../domain/rules/targets';
import type { TargetQuestion } from '../../domain/schemas/common';
import type { Prisma } from '../generated/prisma/client';
import type { DbClient } from '../database/open';

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

/** Replaces the targets of a goal (or with `replace` false, adds them to a new one). */
export async function writeGoalTargets(db: DbClient, goalId: string, questionIds: readonly string[], replace: boolean): Promise<void> {
  if (replace) await db.goalTarget.deleteMany({ where: { goalId } });
  if (questionIds.length > 0) await db.goalTarget.createMany({ data: questionIds.map((questionId) => ({ goalId, questionId })) });
}

/** Replaces the targets of an action (or with `replace` false, adds them to a new one). */
export async function writeActionTargets(db: DbClient, actionId: string, questionIds: readonly string[], replace: boolean): Promise<void> {
  if (replace) await db.actionTarget.deleteMany({ where: { actionId } });
  if (questionIds.length > 0) await db.actionTarget.createMany({ data: questionIds.map((questionId) => ({ actionId, questionId })) });
}

/** The question fields a goal's targets show. */
export const targetQuestionSelect = { question: { select: { id: true, order: true, textEs: true, textEn: true } } } satisfies Prisma.GoalTargetSelect;

type TargetQuestionRow = Prisma.GoalTargetGetPayload<{ select: typeof targetQuestionSelect }>;

/** Targets in set order, in the request's language. */
export function toTargetQuestions(rows: readonly TargetQuestionRow[], lang: Lang): TargetQuestion[] {
  return rows
    .map(({ question }) => ({ questionId: question.id, order: question.order, text: lang === 'es' ? question.textEs : question.textEn }))
    .sort((a, b) => a.order - b.order || a.questionId.localeCompare(b.questionId));
}

/** What the plan figures read of the goals of an area row's projects. */
export const planGoalsSelect = {
  targets: { select: { questionId: true } },
  actions: { select: { completed: true, targets: { select: { questionId: true } } } },
} satisfies Prisma.GoalSelect;

export type PlanGoal = Prisma.GoalGetPayload<{ select: typeof planGoalsSelect }>;

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
