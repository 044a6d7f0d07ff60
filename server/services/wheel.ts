import { AppError } from '../../domain/errors';
import type { Lang } from '../../domain/messages';
import { canReassess, cycleCalendar, type ProjectState } from '../../domain/rules/cycles';
import { wheelProgress } from '../../domain/rules/wheel';
import { globalScore } from '../../domain/rules/scoring';
import type { CycleState } from '../../domain/schemas/cycles';
import type { LifeWheel } from '../../domain/schemas/wheel';
import type { Db, DbClient } from '../database/open';
import type { Prisma } from '../generated/prisma/client';
import type { UserScope } from './service-context';

/** Opens cycle `number` of a wheel with one unassessed, blocked row per life area. */
export async function openCycle(tx: DbClient, lifeWheelId: string, number: number): Promise<void> {
  const areas = await tx.lifeArea.findMany({ select: { id: true }, orderBy: { order: 'asc' } });
  await tx.cycle.create({
    data: { lifeWheelId, number, areas: { create: areas.map((area) => ({ lifeAreaId: area.id })) } },
    select: { id: true },
  });
}

type CycleRow = { id: string; number: number; status: 'ACTIVE' | 'CLOSED' };

/** The state of the ACTIVE cycle as GET /lifewheel/me shows it: its calendar exists once the focus is saved. */
export function cycleState(ctx: Pick<UserScope, 'now' | 'timeZone'>, cycle: CycleRow, focusSelectedAt: Date | null, projectStatuses: readonly ProjectState[]): CycleState {
  if (!focusSelectedAt) {
    return { ...cycle, startedOn: null, endsOn: null, lastDay: null, day: null, daysLeft: null, reassessFrom: null, canReassess: false };
  }
  const calendar = cycleCalendar(focusSelectedAt, ctx.now, ctx.timeZone);
  return { ...cycle, ...calendar, canReassess: cycle.status === 'ACTIVE' && canReassess(calendar, projectStatuses) };
}

/** Gives a new user their wheel and its cycle 1. Runs inside registration. */
export async function createLifeWheel(tx: Prisma.TransactionClient, userId: string): Promise<void> {
  const wheel = await tx.lifeWheel.create({ data: { userId }, select: { id: true } });
  await openCycle(tx, wheel.id, 1);
}

export function areaName(area: { nameEs: string; nameEn: string }, lang: Lang): string {
  return lang === 'es' ? area.nameEs : area.nameEn;
}

/** A question's text in the request's language. */
export function questionText(question: { textEs: string; textEn: string }, lang: Lang): string {
  return lang === 'es' ? question.textEs : question.textEn;
}

/** The wheel's rows of its ACTIVE cycle: older cycles' rows stay for history and comparison. */
const currentAreas = { cycle: { status: 'ACTIVE' } } satisfies Prisma.LifeWheelAreaWhereInput;
const currentCycle = { where: { status: 'ACTIVE' }, select: { id: true, number: true, status: true } } satisfies Prisma.LifeWheel$cyclesArgs;

const wheelSelect = {
  id: true,
  isAnswered: true,
  focusSelectedAt: true,
  cycles: currentCycle,
  areas: {
    where: currentAreas,
    orderBy: { lifeArea: { order: 'asc' } },
    select: {
      id: true,
      score: true,
      isArchived: true,
      isBlocked: true,
      isFocus: true,
      answeredSet: true,
      assessedAt: true,
      lifeArea: { select: { id: true, key: true, order: true, color: true, emoji: true, nameEs: true, nameEn: true } },
      projects: { select: { id: true, title: true, status: true }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
    },
  },
} satisfies Prisma.LifeWheelSelect;

type WheelRow = Prisma.LifeWheelGetPayload<{ select: typeof wheelSelect }>;

function toLifeWheel(wheel: WheelRow, ctx: UserScope): LifeWheel {
  const { lang } = ctx;
  const cycle = wheel.cycles[0];
  if (!cycle) throw new AppError('NOT_FOUND');
  const lifeAreas = wheel.areas.map((row) => ({
    id: row.id,
    areaId: row.lifeArea.id,
    key: row.lifeArea.key,
    areaName: areaName(row.lifeArea, lang),
    color: row.lifeArea.color,
    emoji: row.lifeArea.emoji,
    order: row.lifeArea.order,
    score: row.score,
    isArchived: row.isArchived,
    isBlocked: row.isBlocked,
    isFocus: row.isFocus,
    answeredSet: row.answeredSet,
    assessedAt: row.assessedAt?.toISOString() ?? null,
    projects: row.projects,
  }));
  return {
    id: wheel.id,
    globalScore: globalScore(wheel.areas.map((row) => row.score)),
    isAnswered: wheel.isAnswered,
    isComplete: wheelProgress(wheel.areas).isComplete,
    focusSelectedAt: wheel.focusSelectedAt?.toISOString() ?? null,
    lifeAreas,
    lifeAreasSelected: wheel.areas
      .filter((row) => row.isFocus && row.score !== null)
      .map((row) => ({ areaId: row.lifeArea.id, lifeWheelAreaId: row.id, score: row.score as number })),
    cycle: cycleState(ctx, cycle, wheel.focusSelectedAt, wheel.areas.flatMap((row) => row.projects.map((project) => project.status))),
  };
}

/** The caller's wheel with its areas in wheel order, their projects and the focus selection: one fixed set of queries. */
export async function getLifeWheel(ctx: UserScope): Promise<LifeWheel> {
  const wheel = await ctx.db.lifeWheel.findUnique({ where: { userId: ctx.user.id }, select: wheelSelect });
  if (!wheel) throw new AppError('NOT_FOUND');
  return toLifeWheel(wheel, ctx);
}

const stateSelect = {
  id: true,
  isAnswered: true,
  focusSelectedAt: true,
  cycles: currentCycle,
  areas: {
    where: currentAreas,
    orderBy: { lifeArea: { order: 'asc' } },
    select: { id: true, lifeAreaId: true, score: true, isFocus: true, lifeArea: { select: { nameEs: true, nameEn: true } } },
  },
} satisfies Prisma.LifeWheelSelect;

export type WheelState = Prisma.LifeWheelGetPayload<{ select: typeof stateSelect }>;

/** The parts of the caller's wheel the rules decide on. */
export async function loadWheelState(db: Db | DbClient, userId: string): Promise<WheelState> {
  const wheel = await db.lifeWheel.findUnique({ where: { userId }, select: stateSelect });
  if (!wheel) throw new AppError('NOT_FOUND');
  return wheel;
}

export function requireCompleteAssessment(wheel: WheelState): void {
  const progress = wheelProgress(wheel.areas);
  if (!progress.isComplete) throw new AppError('AREAS_NOT_ALL_ASSESSED', { assessed: progress.assessed, total: progress.total });
}

/** Records that the person has finished the assessment; allowed once every area is assessed, and idempotent. */
export async function markAsAnswered(ctx: UserScope): Promise<LifeWheel> {
  const wheel = await loadWheelState(ctx.db, ctx.user.id);
  requireCompleteAssessment(wheel);
  if (!wheel.isAnswered) await ctx.db.lifeWheel.update({ where: { id: wheel.id }, data: { isAnswered: true }, select: { id: true } });
  return getLifeWheel(ctx);
}
