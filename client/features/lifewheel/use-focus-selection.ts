// The focus selection on /home (SPEC.md section 4 'Focus-area selection' as DECISIONS.md settles it). The
// server saves the selection and unblocks the areas; the client only decides whether to ask, with planFocus.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { planFocus, type FocusPlan } from '../../../domain/rules/focus';
import type { LifeWheel } from '../../../domain/schemas/lifewheel';
import { useToast } from '../../components/toast';
import { useTRPC } from '../../lib/trpc';
import { joinNames } from '../../lib/format';

export type FocusSelection = {
  plan: FocusPlan | null;
  modalOpen: boolean;
  saving: boolean;
  error: unknown;
  openModal: () => void;
  /** What touching a blocked area asks for: the modal when there is a tie, else another try at saving. */
  chooseFocus: () => void;
  closeModal: () => void;
  /** Saves the chosen life-area ids. */
  save: (areaIds: readonly string[]) => void;
  /** Saves the automatic selection again after a failure. */
  retryAutomatic: () => void;
};

export function useFocusSelection(wheel: LifeWheel | undefined): FocusSelection {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const mutation = useMutation(trpc.lifewheel.addAreas.mutationOptions());
  const { mutate, reset } = mutation;
  const [dismissed, setDismissed] = useState(false);
  const automaticStarted = useRef(false);

  const plan = useMemo(() => (wheel ? planFocus(wheel.lifeAreas.map((area) => ({ id: area.areaId, score: area.score }))) : null), [wheel]);
  // Complete wheel, no saved selection, and at least one area below 10.
  const pending = Boolean(wheel?.isComplete && wheel.focusSelectedAt === null && plan && plan.required > 0);

  const save = useCallback(
    (areaIds: readonly string[]) => {
      mutate(
        { areaIds: areaIds.map((areaId) => ({ areaId })) },
        {
          onSuccess: (saved) => {
            // The answer is the saved wheel: show it at once; the mutation cache reloads it from the server too.
            queryClient.setQueryData(trpc.lifewheel.me.queryKey({}), saved);
            const names = saved.lifeAreas.filter((area) => area.isFocus).map((area) => area.areaName);
            toast.success(t('lifewheel.focus.savedToast', { areas: joinNames(names, i18n.language) }));
          },
        },
      );
    },
    [mutate, queryClient, trpc, toast, t, i18n.language],
  );

  // Without a tie there is one valid selection: it is saved without asking (the server checks it again).
  useEffect(() => {
    if (!pending || !plan || plan.needsChoice || automaticStarted.current) return;
    automaticStarted.current = true;
    save(plan.preselected);
  }, [pending, plan, save]);

  const openModal = useCallback(() => {
    reset();
    setDismissed(false);
  }, [reset]);
  const closeModal = useCallback(() => setDismissed(true), []);
  const retryAutomatic = useCallback(() => {
    if (plan) save(plan.preselected);
  }, [plan, save]);
  const chooseFocus = useCallback(() => {
    if (plan?.needsChoice) openModal();
    else if (mutation.isError) retryAutomatic();
  }, [plan, openModal, retryAutomatic, mutation.isError]);

  return {
    plan,
    modalOpen: pending && Boolean(plan?.needsChoice) && !dismissed,
    saving: mutation.isPending,
    error: mutation.error,
    openModal,
    chooseFocus,
    closeModal,
    save,
    retryAutomatic,
  };
}
