// The actions list, read page by page (GET /actions/me?limit=&cursor=) and expanded into full actions.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { actionsOfPage, type PagedAction } from '../../../domain/rules/actions';
import type { ActionList, ActionPage } from '../../../domain/schemas/actions';
import { useTRPC } from '../../lib/trpc';

/** Actions per page: a long list shows its first hundred at once and the rest on demand. */
export const ACTIONS_PAGE_SIZE = 100;

type Counters = Pick<ActionList, 'totalActions' | 'completedActions' | 'pendingActions' | 'overdueActions'>;
export type ContextCounts = { total: number; completed: number };

export type LoadedActions = {
  actions: PagedAction[];
  /** The whole list's counters (the first page carries them). */
  counters: Counters;
  /** Every context's counts over the whole list, by context id. */
  contextCounts: Map<string, ContextCounts>;
};

/** A page, or the whole list from a server that does not page, as the screen shows it. */
function loadedOf(pages: readonly (ActionList | ActionPage)[]): LoadedActions | null {
  const [first] = pages;
  if (!first) return null;
  const counters = {
    totalActions: first.totalActions,
    completedActions: first.completedActions,
    pendingActions: first.pendingActions,
    overdueActions: first.overdueActions,
  };
  if ('actions' in first) return { actions: first.actions, counters, contextCounts: new Map() };
  const contextCounts = new Map(first.contexts.map((context) => [context.id, { total: context.totalActions, completed: context.completedActions }]));
  return { actions: pages.flatMap((page) => ('items' in page ? actionsOfPage(page) : page.actions)), counters, contextCounts };
}

/** The caller's actions for a filter, ACTIONS_PAGE_SIZE at a time, with the whole list's counters. */
export function useActionPages(filter: { goalId?: string; contextId?: string }) {
  const trpc = useTRPC();
  const query = useInfiniteQuery(
    trpc.actions.me.infiniteQueryOptions(
      { ...filter, limit: ACTIONS_PAGE_SIZE },
      { getNextPageParam: (last) => ('nextCursor' in last ? last.nextCursor : null) ?? undefined },
    ),
  );
  const loaded = useMemo(() => (query.data ? loadedOf(query.data.pages) : null), [query.data]);
  return { query, loaded };
}
