// The actions list, read page by page (GET /actions/me?limit=&cursor=) and expanded into full actions.
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { actionsOfPage, type PagedAction } from '../../../domain/rules/actions';
import type { ActionList, ActionPage } from '../../../domain/schemas/actions';
import type { Write } from '../../lib/outbox';
import { useOutboxWrites } from '../../lib/outbox-app';
import { outbox, useTRPC } from '../../lib/trpc';
import { withPendingCompletions, withPendingCreations, type ActionsFilter } from './pending-writes';

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

/** The actions of one answer of GET /actions/me: a page (expanded), or the whole list from a server that does not page. */
export const actionsIn = (page: ActionList | ActionPage): PagedAction[] => ('items' in page ? actionsOfPage(page) : page.actions);

const countersOf = (list: Counters): Counters => ({
  totalActions: list.totalActions,
  completedActions: list.completedActions,
  pendingActions: list.pendingActions,
  overdueActions: list.overdueActions,
});

/** The pages, or the whole list from a server that does not page, as the screen shows them, with the writes kept offline. */
function loadedOf(answers: readonly (ActionList | ActionPage)[], writes: readonly Write[], filter: ActionsFilter): LoadedActions | null {
  const [first, ...rest] = answers;
  if (!first) return null;
  if ('actions' in first) return { actions: first.actions, counters: countersOf(first), contextCounts: new Map() };
  const created = withPendingCreations(first, writes, filter);
  const pages = [created, ...rest.filter((answer): answer is ActionPage => 'items' in answer)];
  const head = withPendingCompletions(created, pages);
  const contextCounts = new Map(head.contexts.map((context) => [context.id, { total: context.totalActions, completed: context.completedActions }]));
  return { actions: pages.flatMap(actionsIn), counters: countersOf(head), contextCounts };
}

/** What the screen needs of the paged read: its state, and the next page on demand. */
export type PagedRead = {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => void;
};

/**
 * The caller's actions for a filter, ACTIONS_PAGE_SIZE at a time, with the whole list's counters: one query per
 * loaded page (plain queries, so the first load carries no infinite-query code), the cursors kept per filter.
 */
export function useActionPages(filter: ActionsFilter): { query: PagedRead; loaded: LoadedActions | null } {
  const trpc = useTRPC();
  const writes = useOutboxWrites(outbox);
  const filterKey = JSON.stringify(filter);
  const [cursors, setCursors] = useState<{ filterKey: string; list: string[] }>({ filterKey, list: [] });
  const extra = cursors.filterKey === filterKey ? cursors.list : [];
  const results = useQueries({
    queries: [undefined, ...extra].map((cursor) => trpc.actions.me.queryOptions({ ...filter, limit: ACTIONS_PAGE_SIZE, ...(cursor ? { cursor } : {}) })),
  });
  const [first] = results;
  const last = results[results.length - 1];
  const pages = results.flatMap((result) => (result.data ? [result.data] : []));
  const complete = pages.length === results.length;
  const nextCursor = complete && last?.data && 'nextCursor' in last.data ? last.data.nextCursor : null;
  const loaded = loadedOf(pages, writes, filter);
  const query: PagedRead = {
    isPending: first?.isPending ?? true,
    isError: first?.isError ?? false,
    isFetching: first?.isFetching ?? false,
    error: first?.error,
    refetch: () => first?.refetch() ?? Promise.resolve(),
    hasNextPage: nextCursor !== null || (results.length > 1 && !complete),
    isFetchingNextPage: results.length > 1 && (last?.isPending ?? false) && !(last?.isError ?? false),
    isFetchNextPageError: results.length > 1 && (last?.isError ?? false),
    fetchNextPage: () => {
      if (last?.isError) void last.refetch();
      else if (nextCursor) setCursors({ filterKey, list: [...extra, nextCursor] });
    },
  };
  return { query, loaded };
}
