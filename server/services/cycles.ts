import { AppError } from '../../domain/errors';
import { cycleCalendar, REASSESS_FROM_DAY, scoreChange } from '../../domain/rules/cycles';
import { dateToUtc, longDate } from '../../domain/rules/dates';
import { globalScore } from '../../domain/rules/scoring';
import { planAccuracy } from '../../domain/rules/targets';
import type { CycleComparison, CycleList } from '../../domain/schemas/cycles';
import type { LifeWheel } from '../../domain/schemas/wheel';
import type { Db, DbClient } from '../database/open';
import { serialisedForUser } from '../infra/user-lock';
import { emitWebhookEvent } from './webhook-outbox';
import type { UserScope } from './service-context';
import { areaName, cycleState, getLifeWheel, openCycle, questionText } from './wheel';
import { actionsAimedAt, planGoalsOf, planTargetsSelect, predictedOf, targetOutcomes, targetsOf } from './targets';

/**
 * Where a write addressed to `cycleId` lands: omitted or the ACTIVE cycle is fine, a closed cycle of the caller
 * answers 409, anybody else's 404.
 */
export async function assertCycleWritable(db: Db | DbClient, userId: string, cycleId: string | undefined): Promise<void> {
  if (cycleId === undefined) return;
  const cycle = await db.cycle.findFirst({ where: { id: cycleId, lifeWheel: { userId } }, select: { status: true } });
  if (!cycle) throw new AppError('NOT_FOUND');
  if (cycle.status === 'CLOSED') throw new AppError('CYCLE_CLOSED');
}

/**
 * Closes the ACTIVE cycle (freezing its focus time and answered flag) and opens the next with six unassessed
 * areas. Runs under the user's lock, so concurrent calls open exactly one cycle: the later ones find the new
 * cycle not started and answer 409. Projects stay where they are until the new focus selection decides.
 */
export async function startNextCycle(ctx: UserScope): Promise<LifeWheel> {
  await serialisedForUser(ctx.db, ctx.user.id, async (tx) => {
    const wheel = await tx.lifeWheel.findUnique({
      where: { userId: ctx.user.id },
      select: {
        id: true,
        isAnswered: true,
        focusSelectedAt: true,
        cycles: {
          where: { status: 'ACTIVE' },
          select: { id: true, number: true, status: true, areas: { select: { projects: { select: { status: true } } } } },
        },
      },
    });
    const cycle = wheel?.cycles[0];
    if (!wheel || !cycle) throw new AppError('NOT_FOUND');
    if (!wheel.focusSelectedAt) throw new AppError('CYCLE_NOT_STARTED');
    const state = cycleState(ctx, cycle, wheel.focusSelectedAt, cycle.areas.flatMap((area) => area.projects.map((project) => project.status)));
    if (!state.canReassess) throw new AppError('CYCLE_TOO_EARLY', { date: longDate(dateToUtc(state.reassessFrom ?? ''), ctx.lang, 'UTC'), day: REASSESS_FROM_DAY });
    await tx.cycle.update({
      where: { id: cycle.id },
      data: { status: 'CLOSED', closedAt: ctx.now, focusSelectedAt: wheel.focusSelectedAt, isAnswered: wheel.isAnswered },
      select: { id: true },
    });
    await openCycle(tx, wheel.id, cycle.number + 1);
    await tx.lifeWheel.update({ where: { id: wheel.id }, data: { isAnswered: false, focusSelectedAt: null }, select: { id: true } });
    const data = { closedCycleId: cycle.id, closedCycleNumber: cycle.number, cycleNumber: cycle.number + 1, closedAt: ctx.now.toISOString() };
    await emitWebhookEvent(tx, { userId: ctx.user.id, type: 'cycle.reassessed', now: ctx.now, data });
  });
  return getLifeWheel(ctx);
}

const areaRefSelect = { id: true, key: true, nameEs: true, nameEn: true } as const;

/** What the plan figures read of an area row: its answers and the goals and actions aimed from it. */
const planAreaSelect = { answers: { select: { questionId: true, value: true } }, ...planTargetsSelect } as const;

type PlanAreaRow = Parameters<typeof planGoalsOf>[0] & { answers: { questionId: string; value: boolean }[] };

/** Whether each question aimed at in `from`'s areas flipped in `to`'s answers of the same area (see targetOutcomes). */
function cycleOutcomes(from: readonly (PlanAreaRow & { lifeAreaId: string })[], to: readonly (PlanAreaRow & { lifeAreaId: string })[]) {
  return from.flatMap((before) => {
    const after = to.find((area) => area.lifeAreaId === before.lifeAreaId);
    return targetOutcomes(before.answers, after?.answers ?? [], targetsOf(planGoalsOf(before)));
  });
}

/** Every cycle of the caller, oldest first, with its global and six area scores: one read whatever the history. */
export async function listCycles(ctx: UserScope): Promise<CycleList> {
  const wheel = await ctx.db.lifeWheel.findUnique({
    where: { userId: ctx.user.id },
    select: {
      focusSelectedAt: true,
      cycles: {
        orderBy: { number: 'asc' },
        select: {
          id: true,
          number: true,
          status: true,
          focusSelectedAt: true,
          closedAt: true,
          pulse: { select: { takenAt: true, answers: { select: { value: true } } } },
          areas: {
            orderBy: { lifeArea: { order: 'asc' } },
            select: { score: true, isFocus: true, lifeAreaId: true, lifeArea: { select: areaRefSelect }, ...planAreaSelect },
          },
        },
      },
    },
  });
  if (!wheel) throw new AppError('NOT_FOUND');
  // A cycle's plan is judged by the next cycle's answers, once that cycle has assessed at least one area.
  const outcomes = wheel.cycles.map((cycle, index) => {
    const next = wheel.cycles[index + 1];
    if (!next || next.areas.every((area) => area.score === null)) return null;
    return cycleOutcomes(cycle.areas, next.areas);
  });
  return {
    planAccuracy: planAccuracy(outcomes.flatMap((outcome) => outcome ?? [])),
    cycles: wheel.cycles.map((cycle, index) => {
      const startedAt = cycle.status === 'ACTIVE' ? wheel.focusSelectedAt : cycle.focusSelectedAt;
      const calendar = startedAt ? cycleCalendar(startedAt, ctx.now, ctx.timeZone) : null;
      return {
        id: cycle.id,
        number: cycle.number,
        status: cycle.status,
        startedOn: calendar?.startedOn ?? null,
        endsOn: calendar?.endsOn ?? null,
        lastDay: calendar?.lastDay ?? null,
        closedAt: cycle.closedAt?.toISOString() ?? null,
        globalScore: globalScore(cycle.areas.map((area) => area.score)),
        areas: cycle.areas.map((area) => ({
          areaId: area.lifeArea.id,
          key: area.lifeArea.key,
          areaName: areaName(area.lifeArea, ctx.lang),
          score: area.score,
          isFocus: area.isFocus,
        })),
        planAccuracy: outcomes[index] ? planAccuracy(outcomes[index]) : null,
        pulse: cycle.pulse
          ? { takenAt: cycle.pulse.takenAt.toISOString(), asked: cycle.pulse.answers.length, nowYes: cycle.pulse.answers.filter((answer) => answer.value).length }
          : null,
      };
    }),
  };
}

/** Two of the caller's cycles side by side: per area before/after/delta, per question the answers, and the global change. */
export async function compareCycles(ctx: UserScope, fromId: string, toId: string): Promise<CycleComparison> {
  const cycles = await ctx.db.cycle.findMany({
    where: { id: { in: [fromId, toId] }, lifeWheel: { userId: ctx.user.id } },
    select: {
      id: true,
      number: true,
      pulse: { select: { takenAt: true, answers: { select: { questionId: true, value: true } } } },
      areas: {
        orderBy: { lifeArea: { order: 'asc' } },
        select: {
          score: true,
          lifeAreaId: true,
          ...planAreaSelect,
          lifeArea: {
            select: {
              ...areaRefSelect,
              questions: { select: { id: true, order: true, haveMoreQuestions: true, textEs: true, textEn: true }, orderBy: [{ haveMoreQuestions: 'asc' }, { order: 'asc' }] },
            },
          },
        },
      },
    },
  });
  const from = cycles.find((cycle) => cycle.id === fromId);
  const to = cycles.find((cycle) => cycle.id === toId);
  if (!from || !to) throw new AppError('NOT_FOUND');
  const globalBefore = globalScore(from.areas.map((area) => area.score));
  const globalAfter = globalScore(to.areas.map((area) => area.score));
  const global = scoreChange(globalBefore, globalAfter);
  const pulseAnswers = new Map(from.pulse?.answers.map((answer) => [answer.questionId, answer.value]));
  return {
    from: { id: from.id, number: from.number },
    to: { id: to.id, number: to.number },
    globalBefore,
    globalAfter,
    globalDelta: global.delta,
    globalDeltaPercent: global.percent,
    planAccuracy: planAccuracy(cycleOutcomes(from.areas, to.areas)),
    pulseTakenAt: from.pulse?.takenAt.toISOString() ?? null,
    areas: from.areas.map((before) => {
      const after = to.areas.find((area) => area.lifeAreaId === before.lifeAreaId);
      const answerOf = (answers: { questionId: string; value: boolean }[] | undefined, questionId: string) =>
        answers?.find((answer) => answer.questionId === questionId)?.value ?? null;
      const goals = planGoalsOf(before);
      const targets = targetsOf(goals);
      const aimed = actionsAimedAt(goals);
      const questions = before.lifeArea.questions
        .map((question) => {
          const answers = { before: answerOf(before.answers, question.id), after: answerOf(after?.answers, question.id) };
          const targeted = targets.has(question.id);
          return {
            questionId: question.id,
            order: question.order,
            haveMoreQuestions: question.haveMoreQuestions,
            text: questionText(question, ctx.lang),
            ...answers,
            targeted,
            flipped: targeted && answers.after !== null ? answers.before === false && answers.after : null,
            actionsAimed: aimed.get(question.id)?.aimed ?? 0,
            actionsDone: aimed.get(question.id)?.done ?? 0,
            pulse: targeted ? (pulseAnswers.get(question.id) ?? null) : null,
          };
        })
        .filter((question) => question.before !== null || question.after !== null);
      const afterScore = after?.score ?? null;
      return {
        areaId: before.lifeArea.id,
        key: before.lifeArea.key,
        areaName: areaName(before.lifeArea, ctx.lang),
        before: before.score,
        after: afterScore,
        delta: scoreChange(before.score, afterScore).delta,
        predicted: predictedOf(before.answers, goals),
        questions,
      };
    }),
  };
}
