// Keeps the project's goal list in step with a change as soon as the server confirms it; the refetch that
// every goal write triggers (lib/trpc.ts) then brings the counters and budgets the server computes.
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Goal } from '../../../domain/schemas/goals';
import { useTRPC } from '../../lib/trpc';

export type GoalsCache = { added: (goal: Goal) => void; replaced: (goal: Goal) => void; removed: (id: string) => void };

export function useGoalsCache(projectId: string): GoalsCache {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMemo(() => {
    const key = trpc.goals.me.queryKey({ projectId });
    const update = (change: (goals: Goal[]) => Goal[]) =>
      queryClient.setQueryData(key, (current) => (current ? { goals: change(current.goals) } : current));
    return {
      added: (goal) => update((goals) => (goals.some((item) => item.id === goal.id) ? goals : [...goals, goal])),
      replaced: (goal) => update((goals) => goals.map((item) => (item.id === goal.id ? goal : item))),
      removed: (id) => update((goals) => goals.filter((item) => item.id !== id)),
    };
  }, [trpc, queryClient, projectId]);
}
