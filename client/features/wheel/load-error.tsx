import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/errors';
import { UnexpectedWheelError } from './wheel-query';

type LoadErrorProps = { title: string; error: unknown; onRetry: () => void };

/** A failed load: what failed, why (translated), and a retry. */
export function LoadError({ title, error, onRetry }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <section className="load-error" role="alert">
      <span className="load-error__icon" aria-hidden="true">
        !
      </span>
      <p className="load-error__title">{title}</p>
      <p className="load-error__reason">{error instanceof UnexpectedWheelError ? t('errors.general.tryAgain') : errorMessage(error, t)}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {t('lifeWheel.retry')}
      </button>
    </section>
  );
}

/** A spinner with its text, announced politely. */
export function LoadingBlock({ label }: { label: string }) {
  return (
    <div className="loading-block" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <p>{label}</p>
    </div>
  );
}
