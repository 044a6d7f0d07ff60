// What the plan screens show while data loads, when a load fails, and when the server refuses a change.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailure } from '../../components/load-failure';
import { PanelLoading } from '../../components/panel-loading';
import { errorInfo, errorMessage } from '../../lib/errors';
import { useLanguage } from './use-language';

/** A plan-limit refusal (403 PLAN_LIMIT): the way out is a bigger plan. */
export function isPlanLimit(error: unknown): boolean {
  return errorInfo(error).code === 'PLAN_LIMIT';
}

/** The 'not found' answer of a read: the screen shows its own not-found state rather than an error. */
export function isNotFound(error: unknown): boolean {
  const info = errorInfo(error);
  return info.code === 'NOT_FOUND' || info.status === 404;
}

export function LoadingBlock() {
  const { t } = useTranslation();
  return <PanelLoading text={t('common.loading')} />;
}

/** A failed load: what could not be loaded, the translated reason and a retry. */
export function LoadProblem({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return <LoadFailure title={what} detail={errorMessage(error, t, language)} retryLabel={t('projects.retry')} onRetry={onRetry} />;
}

/** The server's refusal above a form or inside a card; a plan limit adds the way to /subscription. */
export function ErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="form-alert plan-alert" role="alert">
      <p>{errorMessage(error, t, language)}</p>
      {isPlanLimit(error) ? (
        <Link to="/subscription" className="button button--primary button--small plan-alert__action">
          {t('projects.seePlans')}
        </Link>
      ) : null}
    </div>
  );
}
