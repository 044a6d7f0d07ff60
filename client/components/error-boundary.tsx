import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function ErrorScreen({ error }: { error: Error }) {
  const { t } = useTranslation();
  return (
    <main className="error-screen" role="alert">
      <span className="error-screen__emoji" aria-hidden="true">
        ⚠️
      </span>
      <h1>{t('errorBoundary.title')}</h1>
      <p className="error-screen__message">{error.message}</p>
      <button type="button" className="button button--primary" onClick={() => window.location.assign('/home')}>
        {t('errorBoundary.returnHome')}
      </button>
    </main>
  );
}

type State = { error: Error | null };

/** The global error screen for unexpected render errors; 'Return to Home' reloads the app at /home. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Unexpected render error', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.error ? <ErrorScreen error={this.state.error} /> : this.props.children;
  }
}
