// The way back for a parked project: a Someday project of a closed cycle is brought into the current cycle with its
// pending actions (POST /projects/{id}/bring-back). Shown only on such a project's card.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isParkedInClosedCycle } from '../../../domain/rules/carry';
import type { Project } from '../../../domain/schemas/projects';
import { ErrorAlert } from '../../components/error-alert';
import { useToast } from '../../components/toast';
import { currentLanguage } from '../../i18n';
import { errorMessage, isPlanLimitError } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';

export function BringBackButton({ project }: { project: Project }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const trpc = useTRPC();
  const toast = useToast();
  const wheel = useQuery(trpc.wheel.me.queryOptions({}));
  const bringBack = useMutation(trpc.projects.bringBack.mutationOptions());
  const [limitError, setLimitError] = useState<unknown>(null);
  // The current cycle must have started (its focus saved); before that the focus dialog carries projects.
  const current = wheel.data;
  if (!current?.focusSelectedAt || !Array.isArray(current.lifeAreas)) return null;
  if (!isParkedInClosedCycle(project, current.lifeAreas.map((area) => area.id))) return null;

  const run = async () => {
    setLimitError(null);
    try {
      await bringBack.mutateAsync({ id: project.id });
      toast.success(t('projects.bringBack.done', { title: project.title }));
    } catch (error) {
      // A plan limit needs the link to the plans, which a toast cannot hold.
      if (isPlanLimitError(error)) setLimitError(error);
      else toast.error(errorMessage(error, t, language));
    }
  };

  return (
    <>
      <button
        type="button"
        className="button button--primary button--small"
        onClick={() => void run()}
        disabled={bringBack.isPending}
        aria-busy={bringBack.isPending}
        aria-label={t('projects.bringBack.label', { title: project.title })}
      >
        {bringBack.isPending ? t('projects.bringBack.busy') : t('projects.bringBack.button')}
      </button>
      {limitError ? <ErrorAlert error={limitError} /> : null}
    </>
  );
}
