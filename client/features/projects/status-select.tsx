// The change-status dropdown of a project: any of the four statuses, a success message per status, the
// server's refusals (completion without finished actions, plan and area limits) mapped to their texts.
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROJECT_STATUSES, type ProjectStatus } from '../../../domain/rules/projects';
import type { Project } from '../../../domain/schemas/projects';
import { useToast } from '../../components/toast';
import { errorMessage, isPlanLimitError } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { ErrorAlert } from '../../components/error-alert';
import { currentLanguage } from '../../i18n';

function isStatus(value: string): value is ProjectStatus {
  return (PROJECT_STATUSES as readonly string[]).includes(value);
}

export function StatusSelect({ project }: { project: Pick<Project, 'id' | 'title' | 'status'> }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const trpc = useTRPC();
  const toast = useToast();
  const id = useId();
  const setStatus = useMutation(trpc.projects.setStatus.mutationOptions());
  const [limitError, setLimitError] = useState<unknown>(null);
  const shown = setStatus.isPending ? setStatus.variables.status : project.status;

  const change = async (value: string) => {
    if (!isStatus(value) || value === project.status) return;
    setLimitError(null);
    try {
      await setStatus.mutateAsync({ id: project.id, status: value });
      toast.success(t(`projects.statusChanged.${value}`, { title: project.title }));
    } catch (error) {
      // A plan limit needs the link to the plans, which a toast cannot hold.
      if (isPlanLimitError(error)) setLimitError(error);
      else toast.error(errorMessage(error, t, language));
    }
  };

  return (
    <div className="status-select">
      <label htmlFor={id} className="status-select__label">
        {t('projects.changeStatus')}
      </label>
      <select
        id={id}
        className={`status-select__input status-select__input--${shown.toLowerCase()}`}
        value={shown}
        disabled={setStatus.isPending}
        aria-busy={setStatus.isPending}
        onChange={(event) => void change(event.target.value)}
      >
        {PROJECT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`projects.status.${status}`)}
          </option>
        ))}
      </select>
      {limitError ? <ErrorAlert error={limitError} /> : null}
    </div>
  );
}
