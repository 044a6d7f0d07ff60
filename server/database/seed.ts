import { currencies } from '../../domain/content/currencies';
import { lifeAreas } from '../../domain/content/life-areas';
import { planBasePriceCents, planDefinitions } from '../../domain/rules/plans';
import { questionSeeds } from '../../prisma/seed/questions';
import type { Prisma } from '../generated/prisma/client';

/**
 * Loads the reference tables (currencies, life areas, question bank, plans). Idempotent: rows are matched
 * by their natural keys and updated in place, so ids that user data points at never change.
 */
export async function seedReferenceData(prisma: Prisma.TransactionClient): Promise<void> {
  await prisma.$transaction(async (tx) => {
    for (const currency of currencies) {
      await tx.currency.upsert({ where: { code: currency.code }, create: currency, update: currency });
    }
    const areaIds = new Map<string, string>();
    for (const area of lifeAreas) {
      const data = { key: area.key, order: area.order, color: area.color, emoji: area.emoji, nameEs: area.name.es, nameEn: area.name.en };
      const row = await tx.lifeArea.upsert({ where: { key: area.key }, create: data, update: data, select: { id: true } });
      areaIds.set(area.key, row.id);
    }
    for (const question of questionSeeds) {
      const lifeAreaId = areaIds.get(question.areaKey);
      if (!lifeAreaId) throw new Error(`Question seed names an unknown area: ${question.areaKey}`);
      const texts = { textEs: question.es.text, textEn: question.en.text, tipEs: question.es.tip, tipEn: question.en.tip };
      await tx.question.upsert({
        where: { lifeAreaId_haveMoreQuestions_order: { lifeAreaId, haveMoreQuestions: question.haveMoreQuestions, order: question.order } },
        create: { lifeAreaId, haveMoreQuestions: question.haveMoreQuestions, order: question.order, ...texts },
        update: texts,
      });
    }
    for (const plan of planDefinitions) {
      const data = { ...plan, basePriceCents: planBasePriceCents(plan) };
      await tx.subscriptionPlan.upsert({ where: { name: plan.name }, create: data, update: data });
    }
  }, { timeout: 30_000 });
}
