/**
 * Whether a GET of `url` is a screen of the single-page app (index.html, whose router shows the screen or its own
 * 404 page) rather than a file or the API: anything under /api, /assets or /.well-known, or whose last segment has an
 * extension (`/assets/x-OLDHASH.js` after a deploy, `/manifest.webmanifest`, `/sw.js`), is not. The server answers a
 * missing file 404 by it (server/http/error-handling.ts), so a browser asking for a script or a stylesheet never
 * gets HTML; the service worker answers only these navigations with the precached index.html (client/sw/sw.ts).
 */
export function isClientRoute(url: string): boolean {
  const pathname = url.split(/[?#]/, 1)[0] ?? '';
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  if (/^\/(assets|\.well-known)(\/|$)/.test(pathname)) return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}
