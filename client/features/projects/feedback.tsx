// What the project screens show while data loads and when a load fails.
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../components/load-failure';
import { PanelLoading } from '../../components/panel-loading';
import { currentLanguage } from '../../i18n';
import { errorMessage } from '../../lib/errors';

export function LoadingBlock() {
  const { t } = useTranslation();
  return <PanelLoading text={t('common.loading')} />;
}

/** A failed load: what could not be loaded, the translated reason and a retry. */
export function LoadProblem({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return <LoadFailure title={what} detail={errorMessage(error, t, currentLanguage())} retryLabel={t('common.retry')} onRetry={onRetry} />;
}
