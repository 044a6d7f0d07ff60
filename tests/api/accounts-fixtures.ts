import { randomBytes } from 'node:crypto';
import type { TestApp } from '../support/app';

/** Bearer header for supertest's set(). */
export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/**
 * Goals and actions written straight into the database for a user (one project in their first wheel area),
 * for tests that need them to exist: counters, query counts, contexts in use.
 */
export async function seedWork(
  t: TestApp,
  userId: string,
  options: { goals: number; actionsPerGoal: number; completedGoals?: number; completedActions?: number; contextId?: string },
): Promise<{ contextId: string; goalIds: string[] }> {
  const db = t.app.deps.db;
  const area = await db.lifeWheelArea.findFirstOrThrow({ where: { lifeWheel: { userId } }, select: { id: true } });
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { currencyId: true } });
  const contextName = `@work-${randomBytes(4).toString('hex')}`;
  const contextId = options.contextId ?? (await db.context.create({ data: { userId, name: contextName, normalizedName: contextName } })).id;
  const project = await db.project.create({
    data: {
      userId,
      lifeWheelAreaId: area.id,
      title: 'Proyecto',
      description: 'Descripción',
      expectedScore: 8,
      detail: { create: { startDate: new Date('2030-01-01'), endDate: new Date('2030-04-01') } },
    },
    select: { detail: { select: { id: true } } },
  });
  const goals = await db.goal.createManyAndReturn({
    data: Array.from({ length: options.goals }, (_, i) => ({
      userId,
      projectDetailId: project.detail!.id,
      goalType: (['BE', 'DO', 'HAVE'] as const)[i % 3]!,
      content: `Meta ${i}`,
      completed: i < (options.completedGoals ?? 0),
    })),
    select: { id: true },
  });
  let made = 0;
  await db.action.createMany({
    data: goals.flatMap((goal) =>
      Array.from({ length: options.actionsPerGoal }, () => {
        made += 1;
        return {
          userId,
          goalId: goal.id,
          contextId,
          currencyId: user.currencyId,
          title: `Acción ${made}`,
          dueDate: new Date('2030-02-01'),
          completed: made <= (options.completedActions ?? 0),
        };
      }),
    ),
  });
  return { contextId, goalIds: goals.map((goal) => goal.id) };
}
