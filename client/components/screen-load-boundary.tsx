import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { reloadOnceForNewVersion, retryFailedLoads, ScreenLoadError } from '../lib/lazy-screen';
import './screen-load-boundary.css';

function ScreenLoadFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <main className="screen" id="main">
      <section className="load-failure screen-load-failure" role="alert">
        <span className="load-failure__icon" aria-hidden="true">
          ⚠️
        </span>
        <h1 className="load-failure__title">{t('screenLoad.title')}</h1>
        <p>{t('screenLoad.detail')}</p>
        <div className="screen-load-failure__actions">
          <button type="button" className="button button--primary" onClick={onRetry}>
            {t('screenLoad.retry')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => window.location.reload()}>
            {t('screenLoad.reload')}
          </button>
        </div>
      </section>
    </main>
  );
}

type BoundaryProps = { resetKey: string; children: ReactNode };
type BoundaryState = { error: unknown; resetKey: string };

/** Catches a ScreenLoadError; any other error goes on to the app's ErrorBoundary. */
class LoadBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  /** Another screen is another chance. */
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (!(error instanceof ScreenLoadError)) return;
    console.warn('A screen failed to load', error, info.componentStack);
    void reloadOnceForNewVersion();
  }

  private readonly retry = () => {
    retryFailedLoads();
    this.setState({ error: null });
  };

  override render(): ReactNode {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!(error instanceof ScreenLoadError)) throw error;
    return <ScreenLoadFailure onRetry={this.retry} />;
  }
}

/**
 * Where code loaded on demand may fail (lib/lazy-screen): the failure shows in place of the screen, with the frame
 * around it still there, and offers to load it again or to reload the page; the page also reloads once by itself
 * when the server answers (a deploy replaced the old chunks). Leaving for another path clears it.
 */
export function ScreenLoadBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <LoadBoundary resetKey={pathname}>{children}</LoadBoundary>;
}
