import { AppError } from '../../domain/errors';
import type { Lang } from '../../domain/messages';
import { wheelProgress } from '../../domain/rules/lifewheel';
import { globalScore } from '../../domain/rules/scoring';
import type { LifeWheel } from '../../domain/schemas/lifewheel';
import type { Db } from '../database/open';
import type { Prisma } from '../generated/prisma/client';
import type { UserScope } from './context';

/** Gives a new user their wheel: one unassessed, blocked row per life area. Runs inside registration. */
export async function createLifeWheel(tx: Prisma.TransactionClient, userId: string): Promise<void> {
  const areas = await tx.lifeArea.findMany({ select: { id: true }, orderBy: { order: 'asc' } });
  await tx.lifeWheel.create({
    data: { userId, areas: { create: areas.map((area) => ({ lifeAreaId: area.id })) } },
  });
}

export function areaName(area: { nameEs: string; nameEn: string }, lang: Lang): string {
  return lang === 'es' ? area.nameEs : area.nameEn;
}

const wheelSelect = {
  id: true,
  isAnswered: true,
  focusSelectedAt: true,
  areas: {
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

function toLifeWheel(wheel: WheelRow, lang: Lang): LifeWheel {
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
  };
}

/** The caller's wheel with its areas in wheel order, their projects and the focus selection: one fixed set of queries. */
export async function getLifeWheel(ctx: UserScope): Promise<LifeWheel> {
  const wheel = await ctx.db.lifeWheel.findUnique({ where: { userId: ctx.user.id }, select: wheelSelect });
  if (!wheel) throw new AppError('NOT_FOUND');
  return toLifeWheel(wheel, ctx.lang);
}

const stateSelect = {
  id: true,
  isAnswered: true,
  focusSelectedAt: true,
  areas: {
    orderBy: { lifeArea: { order: 'asc' } },
    select: { id: true, lifeAreaId: true, score: true, isFocus: true, lifeArea: { select: { nameEs: true, nameEn: true } } },
  },
} satisfies Prisma.LifeWheelSelect;

export type WheelState = Prisma.LifeWheelGetPayload<{ select: typeof stateSelect }>;

/** The parts of the caller's wheel the rules decide on. */
export async function loadWheelState(db: Db, userId: string): Promise<WheelState> {
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
