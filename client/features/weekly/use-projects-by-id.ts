// The caller's projects by id, so an action can be drawn in its area's colour and emoji and dated within its project.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTRPC } from '../../lib/trpc';

/** The caller's projects by id: their area key and their end date (empty while loading); built once per answer. */
export function useProjectsById(): Map<string, { areaKey: string; endDate: string }> {
  const trpc = useTRPC();
  const projects = useQuery(trpc.projects.me.queryOptions({}));
  return useMemo(
    () => new Map((projects.data?.projects ?? []).map((project) => [project.id, { areaKey: project.areaKey, endDate: project.detail.endDate }])),
    [projects.data],
  );
}
