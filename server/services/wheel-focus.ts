import { AppError, type Issue } from '../../domain/errors';
import { translate } from '../../domain/messages';
import { checkFocusSelection, type FocusRefusal } from '../../domain/rules/focus';
import { isAreaBlocked, unlockRefusal } from '../../domain/rules/wheel';
import type { AddLifeWheelAreasInput, LifeWheel, UnlockAreasInput } from '../../domain/schemas/wheel';
import type { UserScope } from './service-context';
import { assertCycleWritable } from './cycles';
import { areaName, getLifeWheel, loadWheelState, requireCompleteAssessment, type WheelState } from './wheel';
import { emitWebhookEvent } from './webhook-outbox';

function refusalError(refusal: FocusRefusal, wheel: WheelState, ctx: UserScope): AppError {
  const nameOf = (areaId: string) => {
    const row = wheel.areas.find((area) => area.lifeAreaId === areaId);
    return row ? areaName(row.lifeArea, ctx.lang) : areaId;
  };
  switch (refusal.code) {
    case 'FOCUS_AREA_NOT_ELIGIBLE':
      return new AppError(refusal.code, { area: nameOf(refusal.id) });
    case 'FOCUS_SELECT_ALL_ELIGIBLE':
      return new AppError(refusal.code, { count: refusal.count });
    case 'FOCUS_NOT_LOWEST':
      return new AppError(refusal.code, {
        chosen: nameOf(refusal.chosen.id),
        chosenScore: refusal.chosen.score,
        leftOut: nameOf(refusal.leftOut.id),
        leftOutScore: refusal.leftOut.score,
      });
    default:
      return new AppError(refusal.code);
  }
}

function sameAreas(chosen: readonly string[], wheel: WheelState): boolean {
  const saved = wheel.areas.filter((area) => area.isFocus).map((area) => area.lifeAreaId);
  return chosen.length === saved.length && new Set(chosen).size === chosen.length && chosen.every((id) => saved.includes(id));
}

/**
 * Saves the focus selection once per cycle: every area must be assessed and the choice must follow the
 * lowest-score rule. The chosen areas become the focus areas, blocking is recomputed for the whole wheel and
 * the wheel counts as answered. Saving the same areas again changes nothing; other areas answer 409.
 */
export async function saveFocusSelection(ctx: UserScope, input: AddLifeWheelAreasInput): Promise<LifeWheel> {
  await assertCycleWritable(ctx.db, ctx.user.id, input.cycleId);
  const chosen = input.areaIds.map((item) => item.areaId);
  const wheel = await loadWheelState(ctx.db, ctx.user.id);
  if (chosen.some((id) => !wheel.areas.some((area) => area.lifeAreaId === id))) throw new AppError('NOT_FOUND');
  if (wheel.focusSelectedAt) return alreadySaved(ctx, chosen, wheel);
  requireCompleteAssessment(wheel);
  const refusal = checkFocusSelection(wheel.areas.map((area) => ({ id: area.lifeAreaId, score: area.score })), chosen);
  if (refusal) throw refusalError(refusal, wheel, ctx);
  const cycle = wheel.cycles[0];
  if (!cycle) throw new AppError('NOT_FOUND');
  const carried = await carriedProjects(ctx, input.carryProjectIds ?? [], cycle.number, chosen);

  const openIds = wheel.areas.filter((area) => !isAreaBlocked(area, true)).map((area) => area.id);
  const saved = await ctx.db.$transaction(async (tx) => {
    // Only the request that sets focusSelectedAt writes the selection; a concurrent one finds it taken.
    const claimed = await tx.lifeWheel.updateMany({
      where: { id: wheel.id, focusSelectedAt: null },
      data: { focusSelectedAt: ctx.now, isAnswered: true },
    });
    if (claimed.count === 0) return false;
    const inCycle = { lifeWheelId: wheel.id, cycleNumber: cycle.number };
    await tx.lifeWheelArea.updateMany({ where: { ...inCycle, lifeAreaId: { in: chosen } }, data: { isFocus: true } });
    await tx.lifeWheelArea.updateMany({ where: { ...inCycle, id: { in: openIds } }, data: { isBlocked: false } });
    await tx.lifeWheelArea.updateMany({ where: { ...inCycle, id: { notIn: openIds } }, data: { isBlocked: true } });
    // Carried projects move to their area's row of the new cycle: one update per focus area, not per project.
    for (const area of wheel.areas.filter((row) => carried.some((project) => project.lifeAreaId === row.lifeAreaId))) {
      const ids = carried.filter((project) => project.lifeAreaId === area.lifeAreaId).map((project) => project.id);
      await tx.project.updateMany({ where: { id: { in: ids }, userId: ctx.user.id }, data: { lifeWheelAreaId: area.id } });
    }
    // What was still ACTIVE in a closed cycle and not carried stays there, as SOMEDAY.
    await tx.project.updateMany({
      where: { userId: ctx.user.id, status: 'ACTIVE', lifeWheelArea: { cycle: { status: 'CLOSED' } } },
      data: { status: 'SOMEDAY' },
    });
    const data = { cycleId: cycle.id, cycleNumber: cycle.number, startedAt: ctx.now.toISOString(), focusAreaIds: chosen };
    await emitWebhookEvent(tx, { userId: ctx.user.id, type: 'cycle.started', now: ctx.now, data });
    return true;
  });
  if (!saved) return alreadySaved(ctx, chosen, await loadWheelState(ctx.db, ctx.user.id));
  return getLifeWheel(ctx);
}

/**
 * The projects the user carries into cycle `number`: ACTIVE projects of cycle number - 1 whose area is a chosen
 * focus area again. Anybody else's id answers 404; any other project refuses the whole selection with 422.
 */
async function carriedProjects(ctx: UserScope, ids: readonly string[], number: number, chosen: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await ctx.db.project.findMany({
    where: { id: { in: [...ids] }, userId: ctx.user.id },
    select: { id: true, title: true, status: true, lifeWheelArea: { select: { lifeAreaId: true, cycle: { select: { number: true, status: true } } } } },
  });
  if (rows.length !== new Set(ids).size) throw new AppError('NOT_FOUND');
  const refused = rows.filter(
    (row) =>
      row.status !== 'ACTIVE' ||
      row.lifeWheelArea.cycle.status !== 'CLOSED' ||
      row.lifeWheelArea.cycle.number !== number - 1 ||
      !chosen.includes(row.lifeWheelArea.lifeAreaId),
  );
  if (refused.length > 0) throw new AppError('CYCLE_CARRY_NOT_ALLOWED', { projects: refused.map((row) => row.title).join(', ') });
  return rows.map((row) => ({ id: row.id, lifeAreaId: row.lifeWheelArea.lifeAreaId }));
}

async function alreadySaved(ctx: UserScope, chosen: readonly string[], wheel: WheelState): Promise<LifeWheel> {
  if (!sameAreas(chosen, wheel)) throw new AppError('FOCUS_ALREADY_SAVED');
  return getLifeWheel(ctx);
}

/**
 * Kept for clients that unlock areas themselves: the server already opens every area the rules allow when the
 * focus selection is saved, so this confirms them. Any area the rules keep blocked refuses the whole request
 * (422 naming the areas, one issue per area with the reason) and nothing changes.
 */
export async function unlockAreas(ctx: UserScope, input: UnlockAreasInput): Promise<LifeWheel> {
  const wheel = await loadWheelState(ctx.db, ctx.user.id);
  const focusSaved = wheel.focusSelectedAt !== null;
  const rows = input.lifeWheelAreaIds.map((id) => wheel.areas.find((area) => area.id === id));
  const missing = input.lifeWheelAreaIds.filter((_, index) => rows[index] === undefined);
  if (missing.length > 0) {
    const closed = await ctx.db.lifeWheelArea.count({ where: { id: { in: missing }, lifeWheelId: wheel.id } });
    throw new AppError(closed > 0 ? 'CYCLE_CLOSED' : 'NOT_FOUND');
  }
  const issues: Issue[] = [];
  const refusedNames: string[] = [];
  rows.forEach((row, index) => {
    if (!row) return;
    const reason = unlockRefusal(row, focusSaved);
    if (!reason) return;
    const name = areaName(row.lifeArea, ctx.lang);
    issues.push({ path: `lifeWheelAreaIds.${index}`, code: reason, message: translate(reason, ctx.lang, { area: name }) });
    if (!refusedNames.includes(name)) refusedNames.push(name);
  });
  if (issues.length > 0) throw new AppError('AREAS_CANNOT_UNLOCK', { areas: refusedNames.join(', ') }, issues);
  await ctx.db.lifeWheelArea.updateMany({ where: { cycle: { id: wheel.cycles[0]?.id, status: 'ACTIVE' }, id: { in: input.lifeWheelAreaIds } }, data: { isBlocked: false } });
  return getLifeWheel(ctx);
}
