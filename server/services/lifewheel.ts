import type { Prisma } from '../generated/prisma/client';

/** Gives a new user their wheel: one unassessed, blocked row per life area. Runs inside registration. */
export async function createLifeWheel(tx: Prisma.TransactionClient, userId: string): Promise<void> {
  const areas = await tx.lifeArea.findMany({ select: { id: true }, orderBy: { order: 'asc' } });
  await tx.lifeWheel.create({
    data: { userId, areas: { create: areas.map((area) => ({ lifeAreaId: area.id })) } },
  });
}
