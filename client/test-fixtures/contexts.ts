// A context as account.myContexts (GET /users/my-contexts) answers it.
import type { Context } from '../../domain/schemas/accounts';
import { uuid } from './projects';

export function context(n: number, name: string, actionsCount = 0, createdAt = '2025-01-01T10:00:00.000Z'): Context {
  return { id: uuid(100 + n), name, createdAt, active: true, actionsCount, canDelete: actionsCount === 0, version: 1 };
}
