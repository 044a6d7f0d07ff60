// Where to go after signing in when a signed-out visitor opened a link meant for their account (the e-mailed
// deletion link, /profile?delete-account=<token>): the address is kept in session storage across the login, and
// across a sign-in provider's round trip, which leaves this tab and comes back.

const RETURN_PATH_KEY = 'prospera_return_path';
/** The query parameters of links that only make sense signed in and would be lost on the way through /login. */
const LINK_PARAMS = ['delete-account'] as const;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** true when `search` carries one of those links' parameters. */
export function carriesAccountLink(search: string): boolean {
  const params = new URLSearchParams(search);
  return LINK_PARAMS.some((name) => params.has(name));
}

export function rememberReturnPath(path: string): void {
  try {
    storage()?.setItem(RETURN_PATH_KEY, path);
  } catch {
    // Without session storage the visitor lands on the usual first screen.
  }
}

/**
 * The remembered address, or `fallback`; only a path of this app, never another origin. Reading does not spend it
 * (the login and the signed-out guard both read it, and a render may run twice): arriving signed in does.
 */
export function returnPath(fallback: string): string {
  let path: string | null;
  try {
    path = storage()?.getItem(RETURN_PATH_KEY) ?? null;
  } catch {
    path = null;
  }
  return path !== null && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') ? path : fallback;
}

/** Signed in: the remembered address has served. */
export function forgetReturnPath(): void {
  try {
    storage()?.removeItem(RETURN_PATH_KEY);
  } catch {
    // storage unavailable: nothing was remembered
  }
}
