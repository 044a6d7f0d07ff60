import { AppError } from '../../domain/errors';
import { translate } from '../../domain/messages';
import { checkAnswerSet, isAreaBlocked } from '../../domain/rules/wheel';
import type { AreaAnswers, AreaQuestions, SubmitAreaInput, SubmitAreaResult } from '../../domain/schemas/wheel';
import type { UserScope } from './service-context';
import { assertCycleWritable } from './cycles';
import { areaName, questionText } from './wheel';

/** The caller's wheel row for a reference area in the ACTIVE cycle; a missing area answers 404, an assessed one 409. */
async function openAreaRow(ctx: UserScope, areaId: string) {
  const row = await ctx.db.lifeWheelArea.findFirst({
    where: { lifeAreaId: areaId, lifeWheel: { userId: ctx.user.id }, cycle: { status: 'ACTIVE' } },
    select: {
      id: true,
      isArchived: true,
      lifeWheel: { select: { focusSelectedAt: true } },
      lifeArea: {
        select: {
          id: true,
          key: true,
          order: true,
          color: true,
          emoji: true,
          nameEs: true,
          nameEn: true,
          questions: {
            select: { id: true, order: true, haveMoreQuestions: true, textEs: true, textEn: true, tipEs: true, tipEn: true },
            orderBy: [{ haveMoreQuestions: 'asc' }, { order: 'asc' }],
          },
        },
      },
    },
  });
  if (!row) throw new AppError('NOT_FOUND');
  if (row.isArchived) throw new AppError('AREA_ALREADY_ASSESSED');
  return row;
}

type LifeAreaRow = Omit<AreaQuestions['area'], 'name'> & { nameEs: string; nameEn: string };

/** A life area as the assessment calls show it, named in the request's language. */
function areaOf(lifeArea: LifeAreaRow, lang: UserScope['lang']): AreaQuestions['area'] {
  return { id: lifeArea.id, key: lifeArea.key, name: areaName(lifeArea, lang), color: lifeArea.color, emoji: lifeArea.emoji, order: lifeArea.order };
}

/** The questions of an area not yet assessed, in the request's language: both sets for couple and intimacy. */
export async function getAreaQuestions(ctx: UserScope, areaId: string): Promise<AreaQuestions> {
  const { lifeArea } = await openAreaRow(ctx, areaId);
  return {
    area: areaOf(lifeArea, ctx.lang),
    questions: lifeArea.questions.map((question) => ({
      id: question.id,
      order: question.order,
      text: questionText(question, ctx.lang),
      tip: ctx.lang === 'es' ? question.tipEs : question.tipEn,
      haveMoreQuestions: question.haveMoreQuestions,
    })),
  };
}

/**
 * Records one complete answer set and the area's score in one transaction. The area row is claimed with a
 * conditional update (only while not archived), so of two concurrent submissions one succeeds and the other
 * answers 409 having written nothing.
 */
export async function submitAreaAnswers(ctx: UserScope, input: SubmitAreaInput): Promise<SubmitAreaResult> {
  await assertCycleWritable(ctx.db, ctx.user.id, input.cycleId);
  const row = await openAreaRow(ctx, input.areaId);
  const check = checkAnswerSet(row.lifeArea.questions, input.answers);
  if (!check.ok) throw new AppError(check.code, check.params);
  const isBlocked = isAreaBlocked({ score: check.score }, row.lifeWheel.focusSelectedAt !== null);
  await ctx.db.$transaction(async (tx) => {
    const claimed = await tx.lifeWheelArea.updateMany({
      where: { id: row.id, isArchived: false },
      data: { score: check.score, isArchived: true, answeredSet: check.answeredSet, assessedAt: ctx.now, isBlocked },
    });
    if (claimed.count === 0) throw new AppError('AREA_ALREADY_ASSESSED');
    await tx.answer.createMany({
      data: input.answers.map((answer) => ({ lifeWheelAreaId: row.id, questionId: answer.questionId, value: answer.value, createdAt: ctx.now })),
    });
  });
  return { success: true, message: translate('ANSWERS_SAVED', ctx.lang), score: check.score };
}

/**
 * The caller's answers of a reference area in the current cycle, in set order and the request's language, to
 * choose the targets of goals and actions from; an area not assessed yet has no score and no answers.
 */
export async function getAreaAnswers(ctx: UserScope, areaId: string): Promise<AreaAnswers> {
  const row = await ctx.db.lifeWheelArea.findFirst({
    where: { lifeAreaId: areaId, lifeWheel: { userId: ctx.user.id }, cycle: { status: 'ACTIVE' } },
    select: {
      id: true,
      score: true,
      cycle: { select: { id: true } },
      lifeArea: { select: { id: true, key: true, order: true, color: true, emoji: true, nameEs: true, nameEn: true } },
      answers: { select: { value: true, question: { select: { id: true, order: true, haveMoreQuestions: true, textEs: true, textEn: true } } } },
    },
  });
  if (!row) throw new AppError('NOT_FOUND');
  const { lifeArea } = row;
  return {
    area: areaOf(lifeArea, ctx.lang),
    cycleId: row.cycle.id,
    lifeWheelAreaId: row.id,
    score: row.score,
    answers: row.answers
      .map(({ value, question }) => ({
        questionId: question.id,
        order: question.order,
        haveMoreQuestions: question.haveMoreQuestions,
        text: questionText(question, ctx.lang),
        value,
      }))
      .sort((a, b) => Number(a.haveMoreQuestions) - Number(b.haveMoreQuestions) || a.order - b.order),
  };
}
