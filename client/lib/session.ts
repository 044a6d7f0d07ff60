// The stored session user of SPEC section 3, kept in localStorage, and the checks a login applies to the
// tokens it receives. Logged in only with userId, email and both tokens.
import { clearCache } from './cache';

export const SESSION_STORAGE_KEY = 'session_user';
export const REMEMBERED_EMAIL_KEY = 'remembered_email';

export type SessionUser = {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  access_token: string;
  refresh_token: string;
};

export type SessionProfile = Pick<SessionUser, 'firstName' | 'lastName' | 'phone' | 'address'>;

type TokenClaims = { sub: string; email?: string; currencyId?: string; exp?: number };

/** Why a login's tokens were refused; each has its es/en text under auth.session. */
type TokenProblem = 'missingToken' | 'invalidToken' | 'expiredToken';

export class TokenRefusedError extends Error {
  readonly problem: TokenProblem;
  constructor(problem: TokenProblem) {
    super(problem);
    this.name = 'TokenRefusedError';
    this.problem = problem;
  }
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The claims of a JWT (not verified: the server does that), or null when it does not decode. */
export function decodeToken(token: string): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const claims: unknown = JSON.parse(base64UrlDecode(parts[1]));
    if (!claims || typeof claims !== 'object') return null;
    const { sub, email, currencyId, exp } = claims as Record<string, unknown>;
    if (typeof sub !== 'string' || sub === '') return null;
    return {
      sub,
      ...(typeof email === 'string' ? { email } : {}),
      ...(typeof currencyId === 'string' ? { currencyId } : {}),
      ...(typeof exp === 'number' ? { exp } : {}),
    };
  } catch {
    return null;
  }
}

export function isTokenExpired(claims: TokenClaims, now = Date.now()): boolean {
  return typeof claims.exp === 'number' && claims.exp * 1000 <= now;
}

/** Checks a login's tokens and builds the session user from them; throws TokenRefusedError. */
export function sessionFromTokens(
  tokens: { access_token?: unknown; refresh_token?: unknown },
  email: string,
  profile: Partial<SessionProfile> = {},
  now = Date.now(),
): SessionUser {
  const { access_token: access, refresh_token: refresh } = tokens;
  if (typeof access !== 'string' || access === '' || typeof refresh !== 'string' || refresh === '') {
    throw new TokenRefusedError('missingToken');
  }
  const claims = decodeToken(access);
  if (!claims) throw new TokenRefusedError('invalidToken');
  if (isTokenExpired(claims, now)) throw new TokenRefusedError('expiredToken');
  return {
    userId: claims.sub,
    email: claims.email ?? email,
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    phone: profile.phone ?? '',
    address: profile.address ?? '',
    access_token: access,
    refresh_token: refresh,
  };
}

function parseSession(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Record<keyof SessionUser, unknown>>;
    const text = (field: keyof SessionUser) => {
      const item = value[field];
      return typeof item === 'string' ? item : '';
    };
    const user: SessionUser = {
      userId: text('userId'),
      email: text('email'),
      firstName: text('firstName'),
      lastName: text('lastName'),
      phone: text('phone'),
      address: text('address'),
      access_token: text('access_token'),
      refresh_token: text('refresh_token'),
    };
    return user.userId && user.email && user.access_token && user.refresh_token ? user : null;
  } catch {
    return null;
  }
}

function readRaw(): string | null {
  try {
    return localStorage.getItem(SESSION_STORAGE_KEY);
  } catch {
    return null;
  }
}

type Listener = () => void;
const listeners = new Set<Listener>();
let snapshotRaw: string | null = null;
let snapshot: SessionUser | null = null;

function notify(): void {
  for (const listener of listeners) listener();
}

/** The session user in localStorage, shared by the data layer and React (useSyncExternalStore). */
export const sessionStore = {
  get: (): SessionUser | null => {
    const raw = readRaw();
    if (raw !== snapshotRaw) {
      snapshotRaw = raw;
      snapshot = parseSession(raw);
    }
    return snapshot;
  },
  set: (user: SessionUser): void => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(user));
    notify();
  },
  update: (changes: Partial<SessionUser>): void => {
    const current = sessionStore.get();
    if (current) sessionStore.set({ ...current, ...changes });
  },
  /** Logout: the user and every cached response go. */
  clear: (): void => {
    try {
      localStorage.removeItem(SESSION_STORAGE_KEY);
      clearCache();
    } finally {
      notify();
    }
  },
  /** Tells subscribers that storage changed under them (another tab, a full clear). */
  refresh: (): void => {
    notify();
  },
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === SESSION_STORAGE_KEY) notify();
  });
}

export function rememberedEmail(): string {
  try {
    return localStorage.getItem(REMEMBERED_EMAIL_KEY) ?? '';
  } catch {
    return '';
  }
}

export function rememberEmail(email: string | null): void {
  try {
    if (email) localStorage.setItem(REMEMBERED_EMAIL_KEY, email);
    else localStorage.removeItem(REMEMBERED_EMAIL_KEY);
  } catch {
    // storage unavailable: nothing is remembered
  }
}
