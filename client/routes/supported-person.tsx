import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { SharedView } from '../../domain/schemas/companions';
import { FormAlert } from '../components/error-alert';
import { ConfirmDialog } from '../components/confirm-dialog';
import { EmptyState } from '../components/empty-state';
import { LoadFailure } from '../components/load-failure';
import { PanelLoading } from '../components/panel-loading';
import { Screen } from '../components/screen';
import { useToast } from '../components/toast';
import { NoteForm } from '../features/companions/note-form';
import { SharedCyclesPart, SharedPlanPart, SharedWeeklyPart, SharedWheelPart } from '../features/companions/supported-parts';
import '../features/companions/companions.css';
import { AreaChange } from '../features/cycles/area-change';
import '../features/cycles/cycles-history.css';
import { currentLanguage } from '../i18n';
import { errorInfo, errorMessage } from '../lib/errors';
import { SUPPORTING_PATH } from '../lib/paths';
import { useTRPC } from '../lib/trpc';

/** Exactly the parts the person chose, each read-only; the note is the companion's only write. */
function SharedParts({ view, onNoteSaved }: { view: SharedView; onNoteSaved: () => void }) {
  const comparison = view.cycles?.comparison;
  return (
    <div className="supported-view__parts">
      {view.wheel ? <SharedWheelPart wheel={view.wheel} /> : null}
      {view.cycles ? (
        <SharedCyclesPart
          cycles={view.cycles}
          comparison={comparison ? comparison.areas.map((area) => <AreaChange key={area.areaId} area={area} cycles={{ from: comparison.from.number, to: comparison.to.number }} />) : null}
        />
      ) : null}
      {view.plan ? <SharedPlanPart plan={view.plan} /> : null}
      {view.weekly ? <SharedWeeklyPart weekly={view.weekly} noteForm={<NoteForm shareId={view.person.id} weekly={view.weekly} onSaved={onNoteSaved} />} /> : null}
    </div>
  );
}

/**
 * One person the user supports (/supporting/:shareId, issue 41): a read-only view of exactly what they shared, the
 * companion's note on a week, and leaving after a confirmation. A share that ended (or was never the user's) reads
 * as not found, in the server's words.
 */
export default function SupportedPersonPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const language = currentLanguage();
  const { shareId = '' } = useParams();
  const view = useQuery(trpc.companions.view.queryOptions({ id: shareId }));
  const leave = useMutation(trpc.companions.leave.mutationOptions());
  const [confirming, setConfirming] = useState(false);
  const [leaveFailure, setLeaveFailure] = useState<unknown>(null);
  const name = view.data?.person.firstName ?? '';

  const confirmLeave = async () => {
    setLeaveFailure(null);
    try {
      toast.success((await leave.mutateAsync({ id: shareId })).message);
      void queryClient.invalidateQueries({ queryKey: trpc.companions.supported.queryKey({}) });
      void navigate(SUPPORTING_PATH, { replace: true });
    } catch (error) {
      setLeaveFailure(error);
    } finally {
      setConfirming(false);
    }
  };

  const content = () => {
    if (view.isPending) return <PanelLoading text={t('companions.view.loading')} />;
    if (view.isError) {
      const { status } = errorInfo(view.error);
      if (status === 404 || status === 400) {
        return (
          <EmptyState emoji="🔒" text={errorMessage(view.error, t, language)}>
            <Link to={SUPPORTING_PATH} className="button button--secondary">
              {t('companions.view.back')}
            </Link>
          </EmptyState>
        );
      }
      return (
        <LoadFailure
          title={t('companions.view.loadFailed')}
          detail={errorMessage(view.error, t, language)}
          retryLabel={t('common.retry')}
          onRetry={() => void view.refetch()}
          busy={view.isFetching}
        />
      );
    }
    return (
      <div className="supported-view">
        <p className="supported-muted">{t('companions.view.readOnly', { name })}</p>
        <SharedParts view={view.data} onNoteSaved={() => void view.refetch()} />
        <FormAlert text={leaveFailure ? t('companions.view.leave.failed', { reason: errorMessage(leaveFailure, t, language) }) : null} />
        <button type="button" className="button button--danger-outline button--block" onClick={() => setConfirming(true)}>
          {t('companions.view.leave.open')}
        </button>
        <ConfirmDialog
          open={confirming}
          title={t('companions.view.leave.title', { name })}
          message={t('companions.view.leave.message')}
          confirmLabel={t('companions.view.leave.open')}
          tone="danger"
          loading={leave.isPending}
          onConfirm={() => void confirmLeave()}
          onCancel={() => setConfirming(false)}
        />
      </div>
    );
  };

  return (
    <Screen title={name || t('companions.supporting.title')} {...(view.data ? { subtitle: t(`companions.role.${view.data.person.role}`) } : {})} back={SUPPORTING_PATH} wide="supporting">
      {content()}
    </Screen>
  );
}
