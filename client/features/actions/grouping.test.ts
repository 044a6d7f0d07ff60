import { describe, expect, it } from 'vitest';
import { groupByContext } from './grouping';

const item = (id: string, contextId: string, contextName: string, completed = false) => ({ id, contextId, contextName, completed });

describe('grouping actions by context', () => {
  it('makes one group per context with active, completed and total counts, keeping the order inside', () => {
    const groups = groupByContext(
      [item('a', 'c2', '@oficina'), item('b', 'c1', '@casa', true), item('c', 'c2', '@oficina', true), item('d', 'c1', '@casa'), item('e', 'c2', '@oficina')],
      'es',
    );
    expect(groups.map((group) => [group.contextName, group.actions.map((action) => action.id), group.active, group.completed, group.total])).toEqual([
      ['@casa', ['b', 'd'], 1, 1, 2],
      ['@oficina', ['a', 'c', 'e'], 2, 1, 3],
    ]);
  });

  it("orders the groups in the reader's alphabet, ignoring case and accents", () => {
    const names = groupByContext([item('a', '1', '@Zona'), item('b', '2', '@éxito'), item('c', '3', '@casa')], 'es').map((group) => group.contextName);
    expect(names).toEqual(['@casa', '@éxito', '@Zona']);
  });

  it('has no groups without actions', () => {
    expect(groupByContext([], 'en')).toEqual([]);
  });
});
