import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * A new screen opens at its top, as a page load would (the landing after deleting the account opened scrolled halfway):
 * the window scrolls up when the path changes. A change of query or hash alone keeps the place.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);
  return null;
}
