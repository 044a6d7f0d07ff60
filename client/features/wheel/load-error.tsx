import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../components/load-failure';
import { errorMessage } from '../../lib/errors';
import { UnexpectedWheelError } from './wheel-query';

type LoadErrorProps = { title: string; error: unknown; onRetry: () => void };

/** The shared failed-load block; a wheel reply without areas reads as the generic 'try again'. */
export function LoadError({ title, error, onRetry }: LoadErrorProps) {
  const { t } = useTranslation();
  const detail = error instanceof UnexpectedWheelError ? t('errors.general.tryAgain') : errorMessage(error, t);
  return <LoadFailure title={title} detail={detail} retryLabel={t('common.retry')} onRetry={onRetry} />;
}
