import { Suspense, lazy, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { space } from 'shared-ui/design';
import { useSessionEndedRedirect } from 'shared-ui/state';
import { SiteHeader } from './header/site-header';
import { SiteFooter } from './footer/site-footer';
import { Breadcrumbs } from './breadcrumbs/breadcrumbs';
import type { PreviewedRelease } from './preview-ribbon/preview-ribbon';
import { shellHydrated } from '../remotes/held-taps';

// Only a browser previewing a release needs it: a chunk of its own.
const PreviewRibbon = lazy(() => import('./preview-ribbon/preview-ribbon').then((module) => ({ default: module.PreviewRibbon })));

// A full viewport: the footer starts below the fold, so a page that arrives after the remote loads
// (the catalogue, taller than the loading placeholder) does not push a visible footer away (CLS).
const Main = styled.main`
  min-height: 100vh;
`;

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: ${space.sm};
    top: ${space.sm};
    z-index: 100;
    padding: ${space.sm} 12px;
    background: ${({ theme }) => theme.colors.background};
  }
`;

/** @param previews the releases this browser previews (its map's `preview` channel); none for everyone else */
export function AppLayout({ previews = [] }: { previews?: PreviewedRelease[] }) {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  useSessionEndedRedirect();
  // Taps held on the server's header and footer before the scripts ran (remotes/held-taps.ts).
  useEffect(shellHydrated, []);
  return (
    <>
      <SkipLink href="#main">Skip to content</SkipLink>
      {previews.length > 0 && (
        <Suspense fallback={null}>
          <PreviewRibbon previews={previews} />
        </Suspense>
      )}
      <SiteHeader />
      <Breadcrumbs />
      <Main id="main">
        <Outlet />
      </Main>
      <SiteFooter />
    </>
  );
}
