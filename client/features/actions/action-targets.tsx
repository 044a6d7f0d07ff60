// What an action aims at (how many NO answers of its project's area it is meant to flip) and a dialog to change
// them: actions.update with the whole new set, pre-selected with the current one.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PagedAction } from '../../../domain/rules/actions';
import { LoadFailure } from '../../components/load-failure';
import { Modal } from '../../components/modal';
import { PanelLoading } from '../../components/panel-loading';
import { TargetPicker } from '../../components/target-picker';
import { useToast } from '../../components/toast';
import { currentLanguage } from '../../i18n';
import { errorMessage } from '../../lib/errors';
import { isQueuedWrite } from '../../lib/outbox-link';
import { useForm } from '../../lib/form';
import { useTRPC } from '../../lib/trpc';

function TargetsDialog({ action, onClose }: { action: PagedAction; onClose: () => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const titleId = useId();
  const trpc = useTRPC();
  const toast = useToast();
  const projects = useQuery(trpc.projects.me.queryOptions({}));
  const update = useMutation(trpc.actions.update.mutationOptions());
  const project = projects.data?.projects.find((item) => item.id === action.project.id);
  const form = useForm({
    initial: { targetQuestionIds: action.targetQuestionIds },
    check: (values) => ({ ok: true, input: values }),
    send: async ({ targetQuestionIds }) => {
      try {
        await update.mutateAsync({ id: action.id, targetQuestionIds });
        toast.success(t('actions.targets.saved', { title: action.title }));
      } catch (error) {
        if (!isQueuedWrite(error)) throw error;
        toast.info(t('outbox.kept'));
      }
      onClose();
    },
    refusal: (error) => ({ targetQuestionIds: { text: errorMessage(error, t, language) } }),
  });

  const picker = () => {
    if (projects.isPending) return <PanelLoading text={t('common.loading')} />;
    if (projects.isError) {
      return <LoadFailure title={t('projects.loadFailed')} detail={errorMessage(projects.error, t, language)} retryLabel={t('common.retry')} onRetry={() => void projects.refetch()} />;
    }
    if (!project) return <p className="notice">{t('actions.targets.projectMissing')}</p>;
    return (
      <TargetPicker
        areaId={project.areaId}
        selected={form.values.targetQuestionIds}
        onChange={(targetQuestionIds) => form.set({ targetQuestionIds })}
        error={form.error('targetQuestionIds')}
      />
    );
  };

  return (
    <Modal open labelledBy={titleId} {...(form.submitting ? {} : { onDismiss: onClose })}>
      <h2 id={titleId} className="modal__title">
        {t('actions.targets.title')}
      </h2>
      <p className="modal__text">{action.title}</p>
      <form className="form" noValidate onSubmit={form.submit}>
        {picker()}
        <div className="modal__actions">
          <button type="button" className="button button--ghost" onClick={onClose} disabled={form.submitting}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={!project || form.submitting} aria-busy={form.submitting}>
            {form.submitting ? t('actions.targets.saving') : t('actions.targets.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

export function ActionTargets({ action }: { action: PagedAction }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const count = action.targetQuestionIds.length;
  return (
    <div className="action-item__targets">
      {count > 0 ? (
        <span className="action-item__targets-count">
          <span aria-hidden="true">🎯</span> {t('actions.targets.count', { count })}
        </span>
      ) : null}
      <button type="button" className="button button--ghost button--small" onClick={() => setOpen(true)} aria-label={t('actions.targets.editNamed', { title: action.title })}>
        {count > 0 ? t('actions.targets.change') : t('actions.targets.aim')}
      </button>
      {open ? <TargetsDialog action={action} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}
