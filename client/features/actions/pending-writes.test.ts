// Actions created offline in the list's first page (features/action./pending-writes).
import { describe, expect, it } from 'vitest';
import { actionsOfPage } from '../../../domain/rules/actions';
import type { Write } from '../../lib/outbox';
import { actionPage, actionPageItem } from '../../test-fixtures/actions';
import { uuid } from '../../test-fixtures/projects';
import { withPendingCompletions, withPendingCreations, type CreationPlace } from './pending-writes';

const page = actionPage([actionPageItem(1)], { project: { id: uuid(301), title: 'Lectura' }, goal: 'Leer cada día' });

const place = (contextId = uuid(101)): CreationPlace => ({
  goal: { id: uuid(402), goalType: 'HAVE', content: 'Una bici', projectId: uuid(302) },
  project: { id: uuid(302), title: 'Moverme', status: 'ACTIVE' },
  context: { id: contextId, name: contextId === uuid(101) ? '@casa' : '@recados' },
});

const creation = (id: string, input: Record<string, unknown>, shown: unknown = place(input.contextId as string)): Write => ({
  id,
  path: 'actions.add',
  input,
  key: `key-${id}`,
  ifMatch: null,
  target: null,
  label: typeof input.title === 'string' ? input.title : null,
  shown,
  queuedAt: 0,
  attempts: 1,
  nextAt: 0,
  refusal: null,
});

const input = (changes: Record<string, unknown> = {}) => ({ goalId: uuid(402), contextId: uuid(102), title: 'Comprar la bici', dueDate: '2099-01-20', ...changes });

describe('actions created offline in the list', () => {
  it('adds each kept creation under its write id, with its goal, project and context, the server’s defaults, and counts it', () => {
    const shown = withPendingCreations(page, [creation('w1', input({ baseCapital: 300, currencyCode: 'USD' }))], {});
    expect(shown.items).toHaveLength(2);
    expect(shown).toMatchObject({ totalActions: 2, pendingActions: 2, overdueActions: 0 });
    expect(shown.contexts.find((context) => context.id === uuid(102))).toEqual({ id: uuid(102), name: '@recados', totalActions: 1, completedActions: 0 });
    const [, created] = actionsOfPage(shown);
    expect(created).toMatchObject({
      id: 'w1',
      title: 'Comprar la bici',
      energy: 'MEDIUM',
      timeEstimate: 30,
      completed: false,
      contextName: '@recados',
      goal: { id: uuid(402), goalType: 'HAVE', content: 'Una bici' },
      project: { id: uuid(302), title: 'Moverme', status: 'ACTIVE' },
      budget: { baseCapital: 300, currencyCode: 'USD' },
    });
    // The page as the server sent it is left as it was.
    expect(page.items).toHaveLength(1);
    expect(page.totalActions).toBe(1);
  });

  it('counts one in a context the page already has, and an overdue one as overdue after a reload on a later day', () => {
    const shown = withPendingCreations(page, [creation('w1', input({ contextId: uuid(101), dueDate: '2098-12-30' }))], {});
    expect(shown.contexts).toEqual([expect.objectContaining({ id: uuid(101), totalActions: 2 })]);
    expect(shown).toMatchObject({ totalActions: 2, pendingActions: 2, overdueActions: 1 });
    expect(actionsOfPage(shown)[1]).toMatchObject({ isOverdue: true, daysUntilDue: -2 });
  });

  it('keeps to the list’s filter, and leaves out what is not a creation or has no place', () => {
    const writes = [creation('w1', input()), creation('w2', input({ title: 'Sin sitio' }), null), { ...creation('w3', input()), path: 'account.addContext' }];
    expect(withPendingCreations(page, writes, { contextId: uuid(101) })).toBe(page);
    expect(withPendingCreations(page, writes, { goalId: uuid(401) })).toBe(page);
    const shown = withPendingCreations(page, writes, { contextId: uuid(102), goalId: uuid(402) });
    expect(shown.items.map((item) => item.id)).toEqual([uuid(601), 'w1']);
    expect(withPendingCreations(page, [creation('w4', input({ title: '' }))], {})).toBe(page);
  });
});

describe('completions kept offline in the counts', () => {
  const open = actionPageItem(2, { dueDate: '2098-12-30' });
  const done = { ...actionPageItem(3, { completed: true, completedAt: '2098-12-31T10:00:00.000Z' }), completedOffline: true };
  const first = actionPage([actionPageItem(1), open], { project: { id: uuid(301), title: 'Lectura' }, goal: 'Leer cada día' }, { totalActions: 3, overdueActions: 1 });
  const second = actionPage([{ ...open, id: uuid(650), completed: true, completedOffline: true } as typeof open, done], { project: { id: uuid(301), title: 'Lectura' }, goal: 'Leer cada día' });

  it('counts each item the overlay completed, on any loaded page, as completed and no longer pending or overdue', () => {
    const counted = withPendingCompletions(first, [first, second]);
    expect(counted).toMatchObject({ totalActions: 3, completedActions: 2, pendingActions: 1, overdueActions: 0 });
    expect(counted.contexts[0]).toMatchObject({ completedActions: 2 });
    expect(first.completedActions).toBe(0);
  });

  it('leaves the page as it is when nothing was completed offline', () => {
    expect(withPendingCompletions(first, [first])).toBe(first);
  });
});
