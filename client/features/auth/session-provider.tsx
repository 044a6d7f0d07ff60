import { useMutation } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { clearCache } from '../../lib/cache';
import { forgetOfflineReads, keepOfflineReadsOf } from '../../lib/offline';
import { announceSessionExpired, resetSessionExpiry } from '../../lib/session-events';
import { decodeToken, isTokenExpired, sessionFromTokens, sessionStore, type SessionProfile, type SessionUser } from '../../lib/session';
import { outbox, queryClient, refreshSession, useTRPC } from '../../lib/trpc';

type SessionStatus = 'loading' | 'ready';

type SessionContextValue = {
  status: SessionStatus;
  user: SessionUser | null;
  /** Checks a login's tokens (throws TokenRefusedError) and stores the session user. */
  signIn: (tokens: { access_token?: unknown; refresh_token?: unknown }, email: string, profile?: Partial<SessionProfile>) => SessionUser;
  /** Revokes the refresh token when the server can be reached, then forgets the user, the cache and the offline copy. */
  signOut: () => Promise<void>;
  /** Forgets the user, the cache and the offline copy here, without telling the server (whose session is already gone: a deleted account). */
  forget: () => void;
};

const SessionContext = createContext<SessionContextValue | null>(null);

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession needs a SessionProvider');
  return value;
}

function needsRenewal(user: SessionUser | null): boolean {
  if (!user) return false;
  const claims = decodeToken(user.access_token);
  return !claims || isTokenExpired(claims);
}

// Once per page load, even when React runs effects twice: a second refresh would reuse a rotated token.
let startupRenewal: Promise<void> | null = null;
function renewStoredSession(): Promise<void> {
  // Another tab may have renewed the stored session since this one found it expired: nothing left to do.
  if (!startupRenewal && !needsRenewal(sessionStore.get())) return Promise.resolve();
  startupRenewal ??= refreshSession().then(
    (outcome) => {
      if (outcome === 'refused') announceSessionExpired();
    },
    // Unreachable server: keep the session; the screens' own calls will say what is wrong.
    () => undefined,
  );
  return startupRenewal;
}

/**
 * The stored session as React state. While a stored session whose access token has expired is being
 * renewed the status is 'loading' (the app shows 'Cargando...').
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const trpc = useTRPC();
  const user = useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
  const [status, setStatus] = useState<SessionStatus>(() => (needsRenewal(sessionStore.get()) ? 'loading' : 'ready'));
  const logout = useMutation(trpc.auth.logout.mutationOptions());

  useEffect(() => {
    if (status !== 'loading') return;
    let active = true;
    void renewStoredSession().then(() => {
      if (active) setStatus('ready');
    });
    return () => {
      active = false;
    };
  }, [status]);

  const signIn = useCallback<SessionContextValue['signIn']>((tokens, email, profile) => {
    const next = sessionFromTokens(tokens, email, profile);
    clearCache();
    queryClient.clear();
    resetSessionExpiry();
    sessionStore.set(next);
    // Someone else's offline copy, left by a session that ended without a logout, never reaches this person.
    void keepOfflineReadsOf(next.userId);
    // Writes this person kept offline before their session was lost are shown and sent now.
    void outbox.reload().then(() => outbox.flush({ now: true }));
    return next;
  }, []);

  const forget = useCallback(() => {
    sessionStore.clear();
    queryClient.clear();
    void forgetOfflineReads();
    // Logout and account deletion: the writes kept offline go too (a lost session keeps them for the next sign-in).
    void outbox.forgetAll();
  }, []);

  const { mutateAsync: revoke } = logout;
  const signOut = useCallback(async () => {
    const current = sessionStore.get();
    if (current) await revoke({ refresh_token: current.refresh_token }).catch(() => undefined);
    forget();
  }, [revoke, forget]);

  const value = useMemo(() => ({ status, user, signIn, signOut, forget }), [status, user, signIn, signOut, forget]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
