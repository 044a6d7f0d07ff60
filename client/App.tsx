import { BrowserRouter } from 'react-router';
import { ErrorBoundary } from './components/error-boundary';
import { ToastProvider } from './components/toast';
import { ServiceWorkerUpdates } from './components/update-prompt';
import { SessionExpiredModal } from './features/auth/session-expired-modal';
import { SessionProvider } from './features/auth/session-provider';
import { AppRoutes } from './routes';

export function App() {
  return (
    <BrowserRouter>
      <ErrorBoundary>
        <ToastProvider>
          <SessionProvider>
            <AppRoutes />
            <SessionExpiredModal />
            <ServiceWorkerUpdates />
          </SessionProvider>
        </ToastProvider>
      </ErrorBoundary>
    </BrowserRouter>
  );
}
