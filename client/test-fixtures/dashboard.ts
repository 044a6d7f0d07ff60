// The dashboard as account.me answers it.
import type { Dashboard } from '../../domain/schemas/accounts';
import { uuid } from './projects';

export function dashboard(changes: { scores?: (number | null)[]; summary?: Partial<Dashboard['summary']>; globalScore?: number | null; currencyCode?: string } = {}): Dashboard {
  const keys = ['PERSONAL_DEVELOPMENT', 'PROFESSIONAL_ACTIVITY', 'HEALTH_NUTRITION', 'MONEY_FINANCES', 'SOCIAL_RELATIONSHIPS', 'COUPLE_INTIMACY'] as const;
  const names = ['Desarrollo Personal', 'Actividad Profesional', 'Salud y Nutrición', 'Dinero y Finanzas', 'Relaciones Sociales', 'Pareja e Intimidad'];
  const scores = changes.scores ?? [3, 4, 5, 7, 8, 6];
  return {
    user: {
      id: uuid(1),
      email: 'ana@example.com',
      firstName: 'Ana',
      lastName: 'García',
      phone: '+1 5551234567',
      address: 'Calle Mayor 1',
      avatarUrl: '/avatar-placeholder.svg',
      version: 1,
      currencyId: uuid(2),
      currencyCode: changes.currencyCode ?? 'USD',
      createdAt: '2025-01-01T10:00:00.000Z',
    },
    lifeWheel: {
      id: uuid(3),
      globalScore: changes.globalScore === undefined ? 5.5 : changes.globalScore,
      isAnswered: true,
      lifeAreas: keys.map((key, index) => ({
        id: uuid(600 + index),
        areaId: uuid(700 + index),
        key,
        areaName: names[index] ?? key,
        color: '#7c3aed',
        emoji: '🧠',
        score: scores[index] ?? null,
        isArchived: scores[index] !== null && scores[index] !== undefined,
        isBlocked: false,
      })),
    },
    summary: { totalGoals: 7, completedGoals: 2, totalActions: 10, completedActions: 4, ...changes.summary },
  };
}
