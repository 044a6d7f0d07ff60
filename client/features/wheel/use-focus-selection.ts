// The focus selection on /home (SPEC.md section 4 'Focus-area selection' as DECISIONS.md settles it). The
// server saves the selection and unblocks the areas; the client only decides whether to ask, with planFocus.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { previousCycleProjects } from '../../../domain/rules/carry';
import { planFocus, type FocusPlan } from '../../../domain/rules/focus';
import type { LifeWheel } from '../../../domain/schemas/wheel';
import type { Project } from '../../../domain/schemas/projects';
import { useToast } from '../../components/toast';
import { useTRPC } from '../../lib/trpc';
import { joinNames } from '../../lib/format';

/**
 * From cycle 2 on, the previous cycle's ACTIVE projects the selection may carry: 'loading' and 'error' hold the
 * automatic save back, so nobody loses the choice to a failed read.
 */
export type CarryChoice =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'ready'; candidates: readonly Project[] };

export type FocusSelection = {
  plan: FocusPlan | null;
  carry: CarryChoice;
  /** The selection is the user's to confirm in the modal: a tie, or projects that could come along. */
  asks: boolean;
  modalOpen: boolean;
  saving: boolean;
  error: unknown;
  openModal: () => void;
  /** What touching a blocked area asks for: the modal when there is a tie, else another try at saving. */
  chooseFocus: () => void;
  closeModal: () => void;
  /** Saves the chosen life-area ids, carrying the given projects of the previous cycle. */
  save: (areaIds: readonly string[], carryProjectIds?: readonly string[]) => void;
  /** Saves the automatic selection again after a failure. */
  retryAutomatic: () => void;
};

export function useFocusSelection(wheel: LifeWheel | undefined): FocusSelection {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const mutation = useMutation(trpc.wheel.addAreas.mutationOptions());
  const { mutate, reset } = mutation;
  const [dismissed, setDismissed] = useState(false);
  const automaticStarted = useRef(false);

  const plan = useMemo(() => (wheel ? planFocus(wheel.lifeAreas.map((area) => ({ id: area.areaId, score: area.score }))) : null), [wheel]);
  // Complete wheel, no saved selection, and at least one area below 10.
  const pending = Boolean(wheel?.isComplete && wheel.focusSelectedAt === null && plan && plan.required > 0);
  const carry = useCarryChoice(wheel, pending);
  // Without a tie the selection is known: it is asked for only when the previous cycle left ACTIVE projects, which
  // come along or stay behind as Someday (named either way).
  const offersCarry = carry.status === 'ready' && carry.candidates.length > 0;

  const save = useCallback(
    (areaIds: readonly string[], carryProjectIds: readonly string[] = []) => {
      mutate(
        { areaIds: areaIds.map((areaId) => ({ areaId })), ...(carryProjectIds.length > 0 ? { carryProjectIds: [...carryProjectIds] } : {}) },
        {
          onSuccess: (saved) => {
            // The answer is the saved wheel: show it at once; the mutation cache reloads it from the server too.
            queryClient.setQueryData(trpc.wheel.me.queryKey({}), saved);
            const names = saved.lifeAreas.filter((area) => area.isFocus).map((area) => area.areaName);
            toast.success(t('wheel.focus.savedToast', { areas: joinNames(names, i18n.language) }));
          },
        },
      );
    },
    [mutate, queryClient, trpc, toast, t, i18n.language],
  );

  // Without a tie there is one valid selection: it is saved without asking (the server checks it again), unless
  // the previous cycle left ACTIVE projects.
  const carrySettled = carry.status === 'none' || carry.status === 'ready';
  useEffect(() => {
    if (!pending || !plan || plan.needsChoice || !carrySettled || offersCarry || automaticStarted.current) return;
    automaticStarted.current = true;
    save(plan.preselected);
  }, [pending, plan, carrySettled, offersCarry, save]);

  const openModal = useCallback(() => {
    reset();
    setDismissed(false);
  }, [reset]);
  const closeModal = useCallback(() => setDismissed(true), []);
  const retryAutomatic = useCallback(() => {
    if (plan) save(plan.preselected);
  }, [plan, save]);
  const asks = Boolean(plan?.needsChoice) || offersCarry;
  const chooseFocus = useCallback(() => {
    if (asks) openModal();
    else if (mutation.isError) retryAutomatic();
  }, [asks, openModal, retryAutomatic, mutation.isError]);

  return {
    plan,
    carry,
    asks,
    modalOpen: pending && asks && !dismissed,
    saving: mutation.isPending,
    error: mutation.error,
    openModal,
    chooseFocus,
    closeModal,
    save,
    retryAutomatic,
  };
}

/** The previous cycle's ACTIVE projects, read while a selection of cycle 2 or later is pending. */
function useCarryChoice(wheel: LifeWheel | undefined, pending: boolean): CarryChoice {
  const trpc = useTRPC();
  const enabled = pending && (wheel?.cycle.number ?? 1) > 1;
  const projects = useQuery({ ...trpc.projects.me.queryOptions({}), enabled });
  const { refetch } = projects;
  const retry = useCallback(() => void refetch(), [refetch]);
  return useMemo((): CarryChoice => {
    if (!enabled || !wheel) return { status: 'none' };
    if (projects.isError) return { status: 'error', error: projects.error, retry };
    if (!projects.data) return { status: 'loading' };
    const rows = wheel.lifeAreas.map((area) => area.id);
    return { status: 'ready', candidates: previousCycleProjects(projects.data.projects, rows) };
  }, [enabled, wheel, projects.isError, projects.error, projects.data, retry]);
}
