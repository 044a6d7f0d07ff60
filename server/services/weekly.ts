import { z } from 'zod';
import { AppError } from '../../domain/errors';
import { addDays, dateToUtc, localDate, longDate, utcToDate } from '../../domain/rules/dates';
import {
  EXECUTION_TARGET_PERCENT,
  executionScore,
  inPlanWindow,
  planWindow,
  REVIEW_EDIT_DAYS,
  reviewEditable,
  reviewOpensOn,
  targetStreak,
  weekEndInstant,
  weekStart,
  weekStarts,
} from '../../domain/rules/weekly';
import type {
  AddReviewInput,
  Review,
  ReviewList,
  SettleActionsInput,
  Settled,
  UpdateReviewInput,
  Weeks,
  WeeksInput,
} from '../../domain/schemas/weekly';
import { column, columns, statement } from '../database/rows';
import { Prisma } from '../generated/prisma/client';
import { LifeAreaKey } from '../generated/prisma/enums';
import { serialisedForUser } from '../infra/user-lock';
import { emitWebhookEvent } from './webhook-outbox';
import { skipDatesOf, storeShownAmong } from './action-series';
import { assertDueDate } from './actions';
import type { UserScope } from './service-context';
import { owedByWeek } from './series-occurrences';
import { areaName } from './wheel';

type DueArea = { id: string; key: Weeks['weeks'][number]['areas'][number]['key']; order: number; nameEs: string; nameEn: string };

/** One week's stored actions of one life area: how many were due in it and how many completed before it ended. */
export type WeekTally = { monday: string; area: DueArea; due: number; done: number };

const tallyColumns = columns({
  monday: column(`to_char(t.monday, 'YYYY-MM-DD')`, z.string()),
  areaId: column('la.id::text', z.string()),
  areaKey: column('la.key::text', z.enum(LifeAreaKey)),
  areaOrder: column('la."order"', z.number().int()),
  areaNameEs: column('la."nameEs"', z.string()),
  areaNameEn: column('la."nameEn"', z.string()),
  due: column('sum(t.due)::int', z.number().int()),
  done: column('sum(t.done)::int', z.number().int()),
});

/**
 * The caller's stored actions due in each of the weeks starting on `mondays` (Monday to Sunday in the caller's time
 * zone), counted per week and life area by the database: an action is done when completed before its week's end, the
 * next Monday's local midnight (worked out here, so DST is the domain's). One statement answering at most weeks ×
 * areas rows: an index range per week on (userId, dueDate) (the lateral subquery, kept apart by OFFSET 0, so the
 * planner cannot join the person's whole history to the weeks), counted per week and goal, and only those counts
 * joined to their life area. The occurrences of series not stored are counted apart (owedByWeek).
 */
export async function readWeekTallies(ctx: UserScope, mondays: readonly string[]): Promise<WeekTally[]> {
  if (mondays.length === 0) return [];
  const ends = mondays.map((monday) => weekEndInstant(monday, ctx.timeZone).toISOString());
  const rows = await ctx.read(statement(tallyColumns.row, Prisma.sql`
    WITH t AS (
      SELECT w.monday, a."goalId", count(*) AS due, count(*) FILTER (WHERE a."completedAt" < w."endsAt") AS done
      FROM unnest(string_to_array(${mondays.join(',')}, ',')::date[], string_to_array(${ends.join(',')}, ',')::timestamptz[]) AS w(monday, "endsAt")
      CROSS JOIN LATERAL (
        SELECT a."goalId", a."completedAt" FROM "Action" a
        WHERE a."userId" = ${ctx.user.id}::uuid AND a."dueDate" BETWEEN w.monday AND w.monday + 6 OFFSET 0
      ) a
      GROUP BY w.monday, a."goalId"
    )
    SELECT ${tallyColumns.sql}
    FROM t
    JOIN "Goal" g ON g.id = t."goalId"
    JOIN "ProjectDetail" d ON d.id = g."projectDetailId"
    JOIN "Project" p ON p.id = d."projectId"
    JOIN "LifeWheelArea" lw ON lw.id = p."lifeWheelAreaId"
    JOIN "LifeArea" la ON la.id = lw."lifeAreaId"
    GROUP BY t.monday, la.id`));
  return rows.map((row) => ({
    monday: row.monday,
    area: { id: row.areaId, key: row.areaKey, order: row.areaOrder, nameEs: row.areaNameEs, nameEn: row.areaNameEn },
    due: row.due,
    done: row.done,
  }));
}

/** A week's score from its stored tallies (of one area, or all when `areaId` is left out) and the owed occurrences not stored. */
export function weekScoreOf(
  tallies: readonly WeekTally[],
  owed: readonly { monday: string; area: { id: string }; due: number }[],
  monday: string,
  areaId?: string,
): { due: number; done: number; score: number | null } {
  const counts = (entry: { monday: string; area: { id: string } }) => entry.monday === monday && (areaId === undefined || entry.area.id === areaId);
  const stored = tallies.filter(counts);
  const due = stored.reduce((sum, tally) => sum + tally.due, 0) + owed.filter(counts).reduce((sum, entry) => sum + entry.due, 0);
  const done = stored.reduce((sum, tally) => sum + tally.done, 0);
  return { due, done, score: executionScore(due, done) };
}

/**
 * The execution score of the last `weeks` weeks and the current one (Monday to Sunday in the caller's time zone),
 * overall and per area: one statement counting the actions due in those weeks and one read of the series, whatever
 * their number; the dates a series owes and nothing stored count as due (missed dates too), computed, never written.
 */
export async function listWeeks(ctx: UserScope, input: WeeksInput): Promise<Weeks> {
  const mondays = weekStarts(ctx.now, ctx.timeZone, input.weeks);
  const [tallies, owed] = await Promise.all([readWeekTallies(ctx, mondays), owedByWeek(ctx, mondays)]);
  const areas = [...new Map([...tallies, ...owed].map((item) => [item.area.id, item.area])).values()].sort((a, b) => a.order - b.order);
  const weeks = mondays.map((monday, index) => ({
    weekStart: monday,
    weekEnd: addDays(monday, 6),
    provisional: index === mondays.length - 1,
    ...weekScoreOf(tallies, owed, monday),
    areas: areas.flatMap((area) => {
      const areaScore = weekScoreOf(tallies, owed, monday, area.id);
      if (areaScore.due === 0) return [];
      return [{ areaId: area.id, key: area.key, areaName: areaName(area, ctx.lang), ...areaScore }];
    }),
  }));
  return { targetPercent: EXECUTION_TARGET_PERCENT, weeks, streak: targetStreak(weeks.slice(0, -1).map((week) => week.score)) };
}

const reviewSelect = { id: true, weekStart: true, wins: true, obstacles: true, changes: true, rating: true, createdAt: true, updatedAt: true } satisfies Prisma.WeeklyReviewSelect;
type ReviewRow = Prisma.WeeklyReviewGetPayload<{ select: typeof reviewSelect }>;

function toReview(row: ReviewRow): Review {
  const monday = utcToDate(row.weekStart);
  return {
    id: row.id,
    weekStart: monday,
    weekEnd: addDays(monday, 6),
    wins: row.wins,
    obstacles: row.obstacles,
    changes: row.changes,
    rating: row.rating,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    editableUntil: new Date(row.createdAt.getTime() + REVIEW_EDIT_DAYS * 86_400_000).toISOString(),
  };
}

/** The titles of some actions, for a message that names them. */
const titles = (actions: readonly { title: string }[]) => actions.map((action) => `"${action.title}"`).join(', ');

/**
 * Writes the review of a week (an ended one, or the current one from its Friday) and, in the same transaction,
 * what the person decided in it: each overdue action rescheduled within its project, completed or deleted, and the
 * actions picked for the coming week moved into it. Any refusal leaves everything as it was. One per week.
 */
export async function addReview(ctx: UserScope, input: AddReviewInput): Promise<Review> {
  const today = localDate(ctx.now, ctx.timeZone);
  if (weekStart(input.weekStart) !== input.weekStart) throw new AppError('REVIEW_WEEK_NOT_MONDAY');
  const opensOn = reviewOpensOn(input.weekStart);
  if (today < opensOn) throw new AppError('REVIEW_TOO_EARLY', { date: longDate(dateToUtc(opensOn), ctx.lang, 'UTC') });
  const ids = [...input.overdue, ...input.nextWeek].map((item) => item.actionId);
  if (new Set(ids).size !== ids.length) throw new AppError('REVIEW_DUPLICATE_ACTION');
  // The user's lock makes the existence check and the insert one step: a second review of the week answers 409.
  return serialisedForUser(ctx.db, ctx.user.id, async (db) => {
    const existing = await db.weeklyReview.findUnique({ where: { userId_weekStart: { userId: ctx.user.id, weekStart: dateToUtc(input.weekStart) } }, select: { id: true } });
    if (existing) throw new AppError('REVIEW_EXISTS');
    // Occurrences of series the lists showed and nothing stored yet are stored first (rolled back on a refusal).
    await storeShownAmong(ctx, db, ids);
    const actions = await db.action.findMany({
      where: { id: { in: ids }, userId: ctx.user.id },
      select: { id: true, title: true, completed: true, dueDate: true, goal: { select: { projectDetail: { select: { endDate: true } } } } },
    });
    if (actions.length !== ids.length) throw new AppError('NOT_FOUND');
    const byId = new Map(actions.map((action) => [action.id, action]));
    const of = (id: string) => byId.get(id) as (typeof actions)[number];
    const notOverdue = input.overdue.map((item) => of(item.actionId)).filter((action) => action.completed || utcToDate(action.dueDate) >= today);
    if (notOverdue.length > 0) throw new AppError('REVIEW_ACTION_NOT_OVERDUE', { actions: titles(notOverdue) });
    const done = input.nextWeek.map((item) => of(item.actionId)).filter((action) => action.completed);
    if (done.length > 0) throw new AppError('REVIEW_ACTION_NOT_PENDING', { actions: titles(done) });
    const window = planWindow(input.weekStart, today);
    for (const item of input.nextWeek) {
      if (!inPlanWindow(item.dueDate, window)) throw new AppError('REVIEW_PLAN_OUTSIDE_WEEK', { from: window.from, to: window.to });
    }
    const moves = [...input.overdue.flatMap((entry) => (entry.resolution === 'RESCHEDULE' ? [entry] : [])), ...input.nextWeek];
    for (const item of moves) assertDueDate(ctx, item.dueDate, utcToDate(of(item.actionId).goal.projectDetail.endDate));
    const idsWith = (resolution: 'DELETE' | 'COMPLETE') => input.overdue.filter((item) => item.resolution === resolution).map((item) => item.actionId);
    const [deleted, completed] = [idsWith('DELETE'), idsWith('COMPLETE')];
    await skipDatesOf(db, [...deleted, ...moves.map((item) => item.actionId)]);
    if (deleted.length > 0) await db.action.deleteMany({ where: { id: { in: deleted } } });
    if (completed.length > 0) await db.action.updateMany({ where: { id: { in: completed } }, data: { completed: true, completedAt: ctx.now } });
    // One update per new due date, whatever the number of actions moved to it.
    for (const dueDate of new Set(moves.map((item) => item.dueDate))) {
      const moved = moves.filter((item) => item.dueDate === dueDate).map((item) => item.actionId);
      await db.action.updateMany({ where: { id: { in: moved } }, data: { dueDate: dateToUtc(dueDate) } });
    }
    const created = await db.weeklyReview.create({
      data: {
        userId: ctx.user.id,
        weekStart: dateToUtc(input.weekStart),
        wins: input.wins,
        obstacles: input.obstacles,
        changes: input.changes,
        rating: input.rating,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      },
      select: reviewSelect,
    });
    const review = toReview(created);
    await emitWebhookEvent(db, { userId: ctx.user.id, type: 'review.created', now: ctx.now, data: { review } });
    return review;
  });
}

/**
 * Settles many past-due, not completed actions of the caller at once (the review's "Marcar todas como no hechas" /
 * "Reprogramar todas"): marked as not done (missed: no longer overdue, still not done in their week's score) or
 * moved to one date within each one's project. Shown occurrences not stored yet are stored first. One transaction
 * under the user's lock and a fixed number of statements whatever the number; an id that is not the caller's
 * answers 404 and any refusal changes nothing.
 */
export async function settleActions(ctx: UserScope, input: SettleActionsInput): Promise<Settled> {
  const today = localDate(ctx.now, ctx.timeZone);
  const ids = input.actionIds;
  return serialisedForUser(ctx.db, ctx.user.id, async (db) => {
    await storeShownAmong(ctx, db, ids);
    const actions = await db.action.findMany({
      where: { id: { in: [...ids] }, userId: ctx.user.id },
      select: { id: true, title: true, completed: true, dueDate: true, goal: { select: { projectDetail: { select: { endDate: true } } } } },
    });
    if (actions.length !== ids.length) throw new AppError('NOT_FOUND');
    const notPastDue = actions.filter((action) => action.completed || utcToDate(action.dueDate) >= today);
    if (notPastDue.length > 0) throw new AppError('SETTLE_ACTION_NOT_PAST_DUE', { actions: titles(notPastDue) });
    if (input.resolution === 'MISSED') {
      await db.action.updateMany({ where: { id: { in: [...ids] } }, data: { missedAt: ctx.now } });
    } else {
      for (const action of actions) assertDueDate(ctx, input.dueDate, utcToDate(action.goal.projectDetail.endDate));
      await skipDatesOf(db, ids);
      await db.action.updateMany({ where: { id: { in: [...ids] } }, data: { dueDate: dateToUtc(input.dueDate), missedAt: null } });
    }
    return { settled: ids.length };
  });
}

/** Edits the texts or rating of one of the caller's reviews within 7 days of writing it. */
export async function updateReview(ctx: UserScope, input: UpdateReviewInput): Promise<Review> {
  const review = await ctx.db.weeklyReview.findFirst({ where: { id: input.id, userId: ctx.user.id }, select: { createdAt: true } });
  if (!review) throw new AppError('NOT_FOUND');
  if (!reviewEditable(review.createdAt, ctx.now)) throw new AppError('REVIEW_LOCKED');
  const updated = await ctx.db.weeklyReview.update({
    where: { id: input.id },
    data: { wins: input.wins, obstacles: input.obstacles, changes: input.changes, rating: input.rating, updatedAt: ctx.now },
    select: reviewSelect,
  });
  return toReview(updated);
}

/** The caller's reviews, newest week first, each with the notes their companions left on its week. */
export async function listReviews(ctx: UserScope): Promise<ReviewList> {
  const [rows, notes] = await Promise.all([
    ctx.db.weeklyReview.findMany({ where: { userId: ctx.user.id }, select: reviewSelect, orderBy: { weekStart: 'desc' } }),
    ctx.db.companionNote.findMany({
      where: { share: { ownerId: ctx.user.id } },
      select: { weekStart: true, text: true, updatedAt: true, share: { select: { role: true, companion: { select: { profile: { select: { firstName: true } } } } } } },
      orderBy: [{ updatedAt: 'asc' }, { id: 'asc' }],
    }),
  ]);
  const notesOf = (weekStart: Date) =>
    notes
      .filter((note) => note.weekStart.getTime() === weekStart.getTime())
      .map((note) => ({ companionName: note.share.companion?.profile?.firstName ?? '', role: note.share.role, text: note.text, updatedAt: note.updatedAt.toISOString() }));
  return { reviews: rows.map((row) => ({ ...toReview(row), companionNotes: notesOf(row.weekStart) })) };
}
