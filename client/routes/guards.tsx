import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';
import { OfflineNotice } from '../components/offline-notice';
import { useOutboxUi } from '../components/outbox-ui';
import { ScreenLoadBoundary } from '../components/screen-load-boundary';
import { useSession } from '../features/auth/session-provider';
import { lazyWithRetry } from '../lib/lazy-screen';
import { carriesAccountLink, forgetReturnPath, rememberReturnPath, returnPath } from '../lib/return-path';

// Loaded with the first signed-in screen (the route table's Suspense waits for it), not in the first bundle.
const BottomNav = lazyWithRetry<object>(() => import('../components/bottom-nav').then((module) => ({ default: module.BottomNav })));

/** To /login; an account link opened signed out (the deletion e-mail's) is kept for after the login. */
function ToLogin() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (carriesAccountLink(search)) rememberReturnPath(pathname + search);
  }, [pathname, search]);
  return <Navigate to="/login" replace />;
}

/**
 * Signed-in routes: visitors go to /login; the bottom navigation is the main navigation of each, and stays when a
 * screen is loading or fails to load, with the offline notice just above it.
 */
export function SignedInOnly() {
  const { user } = useSession();
  const signedIn = user !== null;
  useEffect(() => {
    if (signedIn) forgetReturnPath();
  }, [signedIn]);
  // The refusal cards of the offline outbox, above the screen.
  const outboxUi = useOutboxUi();
  if (!user) return <ToLogin />;
  return (
    <div className="signed-in">
      {outboxUi ? <outboxUi.OutboxRefusals /> : null}
      <ScreenLoadBoundary>
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </ScreenLoadBoundary>
      <OfflineNotice />
      <BottomNav />
    </div>
  );
}

/** /login and /register: signed-in users go to /home (or to the account link they opened signed out). */
export function SignedOutOnly() {
  const { user } = useSession();
  if (user) return <Navigate to={returnPath('/home')} replace />;
  return <Outlet />;
}
