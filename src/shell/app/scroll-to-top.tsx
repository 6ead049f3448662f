import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** A new page starts at its top, as a page load would; a link to an anchor (#id) keeps its place. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
