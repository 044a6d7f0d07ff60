// The cycles and the comparison as the history screens read them. The tRPC client does not check what the server
// sends, so a reply without its lists (another service behind the same address) becomes a failed load with a
// retry instead of a crash.
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { CompareCyclesInput, CycleComparison, CycleList } from '../../../domain/schemas/cycles';
import { errorMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';

export class UnexpectedReplyError extends Error {
  constructor(what: string) {
    super(`the ${what} reply is not what the API describes`);
    this.name = 'UnexpectedReplyError';
  }
}

function checkedList(data: CycleList): CycleList {
  if (!Array.isArray((data as Partial<CycleList> | null | undefined)?.cycles)) throw new UnexpectedReplyError('cycles');
  return data;
}

function checkedComparison(data: CycleComparison): CycleComparison {
  if (!Array.isArray((data as Partial<CycleComparison> | null | undefined)?.areas)) throw new UnexpectedReplyError('comparison');
  return data;
}

export function useCycles(enabled = true) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.cycles.list.queryOptions({}), select: checkedList, enabled });
}

/** The comparison of two cycles; nothing is asked without a valid pair. */
export function useComparison(input: CompareCyclesInput | null) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.cycles.compare.queryOptions(input ?? { from: '', to: '' }), select: checkedComparison, enabled: input !== null });
}

/** Why a history load failed, in words: a reply of the wrong shape reads as the generic 'try again'. */
export function loadErrorDetail(error: unknown, t: TFunction): string {
  return error instanceof UnexpectedReplyError ? t('errors.general.tryAgain') : errorMessage(error, t);
}
