// The actions screen's grouping: one group per context, with its counts.

type Groupable = { contextId: string; contextName: string; completed: boolean };

export type ContextGroup<A extends Groupable> = {
  contextId: string;
  contextName: string;
  actions: A[];
  active: number;
  completed: number;
  total: number;
};

/**
 * Groups actions by context, keeping their order inside each group; groups in the reader's alphabetical order.
 * When only some pages of the list are loaded, counts (the whole list's, by context id) replace the loaded ones.
 */
export function groupByContext<A extends Groupable>(
  actions: readonly A[],
  language: string,
  counts?: ReadonlyMap<string, { total: number; completed: number }>,
): ContextGroup<A>[] {
  const groups = new Map<string, ContextGroup<A>>();
  for (const action of actions) {
    const group = groups.get(action.contextId) ?? { contextId: action.contextId, contextName: action.contextName, actions: [], active: 0, completed: 0, total: 0 };
    group.actions.push(action);
    group.total += 1;
    if (action.completed) group.completed += 1;
    else group.active += 1;
    groups.set(action.contextId, group);
  }
  for (const group of groups.values()) {
    const whole = counts?.get(group.contextId);
    if (whole) Object.assign(group, { total: whole.total, completed: whole.completed, active: whole.total - whole.completed });
  }
  const collator = new Intl.Collator(language, { sensitivity: 'base' });
  return [...groups.values()].sort((a, b) => collator.compare(a.contextName, b.contextName));
}
