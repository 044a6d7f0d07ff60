import { Navigate, Outlet } from 'react-router';
import { BottomNav } from '../components/bottom-nav';
import { useSession } from '../features/auth/session-provider';

/** Signed-in routes: visitors go to /login; the bottom navigation is the main navigation of each. */
export function SignedInOnly() {
  const { user } = useSession();
  if (!user) return <Navigate to="/login" replace />;
  return (
    <div className="signed-in">
      <Outlet />
      <BottomNav />
    </div>
  );
}

/** /login and /register: signed-in users go to /home. */
export function SignedOutOnly() {
  const { user } = useSession();
  if (user) return <Navigate to="/home" replace />;
  return <Outlet />;
}
