// What the screens show of the writes waiting in the outbox (lib/outbox-overlay).
import { describe, expect, it } from 'vitest';
import type { Write } from './outbox';
import { findItem, withPendingWrites } from './outbox-overlay';

const write = (path: string, input: Record<string, unknown>): Write => ({
  id: `w-${path}`,
  path,
  input,
  key: 'k',
  ifMatch: 3,
  target: typeof input.id === 'string' ? input.id : null,
  label: null,
  queuedAt: Date.UTC(2026, 10, 29, 10),
  attempts: 0,
  nextAt: 0,
  refusal: null,
});

const page = {
  actions: [
    { id: 'a', title: 'Leer', completed: false, completedAt: null, actualCost: null, version: 3, goal: { id: 'g', content: 'Meta' } },
    { id: 'b', title: 'Correr', completed: true, completedAt: '2026-11-28T10:00:00.000Z', version: 5 },
  ],
  totalActions: 2,
};

describe('the waiting writes in the reads', () => {
  it('shows a completion and a cost (absent from a list item until given) on the items they change, leaving the rest as it was', () => {
    const shown = withPendingWrites(page, [write('actions.complete', { id: 'a' }), write('actions.complete', { id: 'b', actualCost: 12.5 })]) as typeof page;
    expect(shown.actions[0]).toMatchObject({ id: 'a', completed: true, completedAt: '2026-11-29T10:00:00.000Z' });
    expect(shown.actions[1]).toMatchObject({ id: 'b', completed: true, completedAt: '2026-11-28T10:00:00.000Z', actualCost: 12.5 });
    // Only the one open on the server is marked completed here, for the lists' counts.
    expect(shown.actions[0]).toHaveProperty('completedOffline', true);
    expect(shown.actions[1]).not.toHaveProperty('completedOffline');
    expect(shown.actions[0]?.goal).toBe(page.actions[0]?.goal);
    expect(page.actions[0]?.completed).toBe(false);
  });

  it('shows an edit of the fields the item has, and answers the same object when no write touches it', () => {
    const shown = withPendingWrites(page, [write('actions.update', { id: 'a', title: 'Leer más', targetQuestionIds: ['q'] })]) as typeof page;
    expect(shown.actions[0]?.title).toBe('Leer más');
    expect(shown.actions[0]).not.toHaveProperty('targetQuestionIds');
    expect(withPendingWrites(page, [write('actions.complete', { id: 'z' })])).toBe(page);
    expect(withPendingWrites(page, [write('actions.add', { title: 'Nueva' })])).toBe(page);
  });

  it('finds the item a write is about anywhere in a read, for its version and title', () => {
    expect(findItem({ pages: [page] }, 'b')).toMatchObject({ version: 5, title: 'Correr' });
    expect(findItem(page, 'nope')).toBeNull();
  });
});
