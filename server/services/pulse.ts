// The day-45 pulse (issue 41, item 5, docs/decisions/2026-11-30-day-45-pulse.md): between day 40 and day 50 of a
// cycle, the NO answers its goals and actions aim at are asked again. Stored beside the cycle's answers; it never
// changes them or the scores.
import { AppError } from '../../domain/errors';
import { translate } from '../../domain/messages';
import { dateToUtc, longDate } from '../../domain/rules/dates';
import { checkPulseAnswers, executionPercent, flagsHighExecution, pulseOutcome, pulseWindow, type PulseOutcome } from '../../domain/rules/pulse';
import type { PulseState, SubmitPulseInput } from '../../domain/schemas/pulse';
import type { Db, DbClient } from '../database/open';
import type { Prisma } from '../generated/prisma/client';
import { serialisedForUser } from '../infra/user-lock';
import type { UserScope } from './service-context';
import { actionsAimedAt, planGoalsOf, planTargetsSelect, targetsOf, type PlanGoal } from './targets';
import { areaName, questionText } from './wheel';

const projectRefSelect = { projectDetail: { select: { project: { select: { id: true, title: true, status: true } } } } } as const;

/** An area row as the pulse reads it: its answers, the bank's questions and the goals and actions aimed from it, with their project. */
const pulseAreaSelect = {
  id: true,
  answers: { select: { questionId: true, value: true } },
  lifeArea: {
    select: {
      id: true,
      key: true,
      order: true,
      nameEs: true,
      nameEn: true,
      color: true,
      emoji: true,
      questions: { select: { id: true, order: true, textEs: true, textEn: true } },
    },
  },
  goalTargets: { select: { goal: { select: { ...planTargetsSelect.goalTargets.select.goal.select, ...projectRefSelect } } } },
  actionTargets: { select: { action: { select: { ...planTargetsSelect.actionTargets.select.action.select, goal: { select: projectRefSelect } } } } },
} satisfies Prisma.LifeWheelAreaSelect;

type PulseArea = Prisma.LifeWheelAreaGetPayload<{ select: typeof pulseAreaSelect }>;

const cycleSelect = {
  id: true,
  number: true,
  status: true,
  focusSelectedAt: true,
  lifeWheel: { select: { focusSelectedAt: true } },
  pulse: { select: { id: true, takenAt: true, answers: { select: { questionId: true, value: true } } } },
  areas: { orderBy: { lifeArea: { order: 'asc' } }, select: pulseAreaSelect },
} satisfies Prisma.CycleSelect;

type PulseCycle = Prisma.CycleGetPayload<{ select: typeof cycleSelect }>;

/** The caller's cycle (the ACTIVE one when `cycleId` is omitted); another user's answers 404. */
async function readCycle(db: Db | DbClient, userId: string, cycleId: string | undefined): Promise<PulseCycle> {
  const where = cycleId === undefined ? { status: 'ACTIVE' as const } : { id: cycleId };
  const cycle = await db.cycle.findFirst({ where: { ...where, lifeWheel: { userId } }, select: cycleSelect });
  if (!cycle) throw new AppError('NOT_FOUND');
  return cycle;
}

/** The row with only the goals and actions of one project: its plan in that area. */
function rowOfProject(row: PulseArea, projectId: string): PulseArea {
  return {
    ...row,
    goalTargets: row.goalTargets.filter(({ goal }) => goal.projectDetail.project.id === projectId),
    actionTargets: row.actionTargets.filter(({ action }) => action.goal.projectDetail.project.id === projectId),
  };
}

/** The NO answers of a row that its goals and actions aim at. */
function targetedNo(row: PulseArea, goals: readonly PlanGoal[]): Set<string> {
  const aimed = targetsOf(goals);
  return new Set(row.answers.filter((answer) => !answer.value && aimed.has(answer.questionId)).map((answer) => answer.questionId));
}

/** Actions of these goals aimed at anything (directly or through their goal), and the completed ones. */
function aimedActions(goals: readonly PlanGoal[]): { aimed: number; done: number } {
  const actions = goals.flatMap((goal) => goal.actions.filter((action) => goal.targets.length > 0 || action.targets.length > 0));
  return { aimed: actions.length, done: actions.filter((action) => action.completed).length };
}

type Project = PulseArea['goalTargets'][number]['goal']['projectDetail']['project'];

function projectsOf(row: PulseArea): Project[] {
  const projects = new Map<string, Project>();
  for (const { goal } of row.goalTargets) projects.set(goal.projectDetail.project.id, goal.projectDetail.project);
  for (const { action } of row.actionTargets) projects.set(action.goal.projectDetail.project.id, action.goal.projectDetail.project);
  return [...projects.values()];
}

/** The pulse of a cycle as the API answers it: the window, the targeted questions, and the result once taken. */
function pulseStateOf(ctx: UserScope, cycle: PulseCycle): PulseState {
  const startedAt = cycle.status === 'ACTIVE' ? cycle.lifeWheel.focusSelectedAt : cycle.focusSelectedAt;
  const window = startedAt ? pulseWindow(startedAt, ctx.now, ctx.timeZone) : null;
  const open = cycle.status === 'ACTIVE' && window !== null && window.open;
  const answers = new Map(cycle.pulse?.answers.map((answer) => [answer.questionId, answer.value]));
  const outcomeOf = (questionId: string): PulseOutcome | null => (cycle.pulse ? pulseOutcome(answers.get(questionId)) : null);

  const questions = cycle.areas.flatMap((row) => {
    const goals = planGoalsOf(row);
    const targeted = targetedNo(row, goals);
    const aimed = actionsAimedAt(goals);
    const area = { areaId: row.lifeArea.id, key: row.lifeArea.key, name: areaName(row.lifeArea, ctx.lang), color: row.lifeArea.color, emoji: row.lifeArea.emoji };
    return row.lifeArea.questions
      .filter((question) => targeted.has(question.id))
      .sort((a, b) => a.order - b.order)
      .map((question) => ({
        questionId: question.id,
        order: question.order,
        text: questionText(question, ctx.lang),
        area,
        actionsAimed: aimed.get(question.id)?.aimed ?? 0,
        actionsDone: aimed.get(question.id)?.done ?? 0,
        answer: answers.get(question.id) ?? null,
        outcome: outcomeOf(question.id),
      }));
  });

  const projects = cycle.pulse
    ? cycle.areas.flatMap((row) =>
        projectsOf(row)
          .filter((project) => project.status !== 'CANCELLED')
          .map((project) => {
            const goals = planGoalsOf(rowOfProject(row, project.id));
            const questionIds = [...targetedNo(row, goals)];
            const outcomes = questionIds.map((id) => pulseOutcome(answers.get(id)));
            const { aimed, done } = aimedActions(goals);
            const flagged = flagsHighExecution({ actionsAimed: aimed, actionsDone: done, outcomes });
            return {
              projectId: project.id,
              title: project.title,
              areaKey: row.lifeArea.key,
              questionIds,
              actionsAimed: aimed,
              actionsDone: done,
              executionPercent: executionPercent(done, aimed),
              questionsMoved: outcomes.filter((outcome) => outcome === 'NOW_YES').length,
              flagged,
              suggestion: flagged ? translate('PULSE_HIGH_EXECUTION', ctx.lang) : null,
            };
          })
          .filter((project) => project.questionIds.length > 0),
      )
    : [];

  return {
    cycleId: cycle.id,
    cycleNumber: cycle.number,
    day: cycle.status === 'ACTIVE' && window ? window.day : null,
    window: window ? { opensOn: window.opensOn, closesOn: window.closesOn, open } : null,
    offered: open && questions.length > 0,
    questions,
    result: cycle.pulse
      ? {
          takenAt: cycle.pulse.takenAt.toISOString(),
          nowYes: questions.filter((question) => question.outcome === 'NOW_YES').length,
          stillNo: questions.filter((question) => question.outcome === 'STILL_NO').length,
          projects: projects.sort((a, b) => Number(b.flagged) - Number(a.flagged)),
        }
      : null,
  };
}

/** The pulse of the caller's current cycle, or of one of their cycles by id. */
export async function getPulse(ctx: UserScope, cycleId: string | undefined): Promise<PulseState> {
  return pulseStateOf(ctx, await readCycle(ctx.db, ctx.user.id, cycleId));
}

/**
 * Stores the pulse of the current cycle: every targeted question once, yes or no, inside the window. A retake inside
 * the window replaces the earlier answers. Runs under the user's lock, so two submissions store one pulse.
 */
export async function submitPulse(ctx: UserScope, input: SubmitPulseInput): Promise<PulseState> {
  await serialisedForUser(ctx.db, ctx.user.id, async (tx) => {
    const state = pulseStateOf(ctx, await readCycle(tx, ctx.user.id, undefined));
    if (!state.window) throw new AppError('CYCLE_NOT_STARTED');
    if (!state.window.open) {
      const date = (day: string) => longDate(dateToUtc(day), ctx.lang, 'UTC');
      throw new AppError('PULSE_WINDOW_CLOSED', { opensOn: date(state.window.opensOn), closesOn: date(state.window.closesOn) });
    }
    if (state.questions.length === 0) throw new AppError('PULSE_NOTHING_TARGETED');
    const check = checkPulseAnswers(new Set(state.questions.map((question) => question.questionId)), input.answers.map((answer) => answer.questionId));
    if (!check.ok) {
      if (check.problem === 'DUPLICATE') throw new AppError('ANSWERS_DUPLICATE');
      if (check.problem === 'NOT_TARGETED') throw new AppError('PULSE_QUESTION_NOT_TARGETED');
      throw new AppError('PULSE_ANSWERS_INCOMPLETE', { answered: check.answered, total: check.total });
    }
    const pulse = await tx.pulse.upsert({
      where: { cycleId: state.cycleId },
      create: { cycleId: state.cycleId, takenAt: ctx.now },
      update: { takenAt: ctx.now },
      select: { id: true },
    });
    await tx.pulseAnswer.deleteMany({ where: { pulseId: pulse.id } });
    await tx.pulseAnswer.createMany({ data: input.answers.map((answer) => ({ pulseId: pulse.id, questionId: answer.questionId, value: answer.value })) });
  });
  return getPulse(ctx, undefined);
}
