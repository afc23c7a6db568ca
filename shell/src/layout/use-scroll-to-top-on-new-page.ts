import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A page the router moves to starts at its top. The page the document opened with is left where it
 * is: a shopper may have scrolled the server's page (or tapped something below the fold) before it
 * hydrated, and a reload keeps the place the browser restored.
 */
export function useScrollToTopOnNewPage(): void {
  const { pathname } = useLocation();
  const shownPathname = useRef(pathname);
  useEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
}
