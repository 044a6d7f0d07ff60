// What the plan screens show while data loads, when a load fails, and when the server refuses a change.
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../components/load-failure';
import { PanelLoading } from '../../components/panel-loading';
import { currentLanguage } from '../../i18n';
import { errorMessage } from '../../lib/errors';
import { isPlanLimitError, PlanLimitAlert } from '../subscription/plan-limit-alert';

export function LoadingBlock() {
  const { t } = useTranslation();
  return <PanelLoading text={t('common.loading')} />;
}

/** A failed load: what could not be loaded, the translated reason and a retry. */
export function LoadProblem({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return <LoadFailure title={what} detail={errorMessage(error, t, currentLanguage())} retryLabel={t('projects.retry')} onRetry={onRetry} />;
}

/** The server's refusal above a form or inside a card; a plan limit adds the way to /subscription. */
export function ErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const text = errorMessage(error, t, currentLanguage());
  if (isPlanLimitError(error)) return <PlanLimitAlert message={text} />;
  return (
    <div className="form-alert" role="alert">
      <p>{text}</p>
    </div>
  );
}
