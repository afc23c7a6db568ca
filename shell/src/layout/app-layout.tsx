import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { space } from 'shared-ui/design';
import { useSessionEndedRedirect } from 'shared-ui/state';
import { SiteHeader } from './header/site-header';
import { SiteFooter } from './footer/site-footer';
import { Breadcrumbs } from './breadcrumbs/breadcrumbs';
import type { PreviewedRelease } from './preview-ribbon/preview-ribbon';
import { shellHydrated } from '../remotes/held-taps';
import { whenEachCalled } from './when-each-called';
import { useScrollToTopOnNewPage } from './use-scroll-to-top-on-new-page';

// Only a browser previewing a release needs it: a chunk of its own.
const PreviewRibbon = lazy(() => import('./preview-ribbon/preview-ribbon').then((module) => ({ default: module.PreviewRibbon })));

// A full viewport: the footer starts below the fold, so a page that arrives after the remote loads
// (the catalogue, taller than the loading placeholder) does not push a visible footer away (CLS).
const Main = styled.main`
  min-height: 100vh;
`;

/**
 * The header and the footer hydrate apart from the page's frame: React hydrates each Suspense
 * boundary of server markup on its own, in slices that leave the browser free between them, so
 * taking over the server's page is not one long task. A tap on either before then hydrates that
 * part at once and is then handled (React's selective hydration). Nothing in them suspends.
 */
function HydratesApart({ children, onHydrated }: { children: ReactNode; onHydrated: () => void }) {
  return (
    <Suspense fallback={null}>
      {children}
      <Hydrated onHydrated={onHydrated} />
    </Suspense>
  );
}

function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

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
  useScrollToTopOnNewPage();
  useSessionEndedRedirect();
  // Taps held on the server's header and footer before the scripts ran (remotes/held-taps.ts), made
  // once both have hydrated: typed text is handed to React only by a field that has.
  const [chromeHydrated] = useState(() => whenEachCalled(['header', 'footer'], shellHydrated));
  return (
    <>
      <SkipLink href="#main">Skip to content</SkipLink>
      {previews.length > 0 && (
        <Suspense fallback={null}>
          <PreviewRibbon previews={previews} />
        </Suspense>
      )}
      <HydratesApart onHydrated={chromeHydrated.header}>
        <SiteHeader />
      </HydratesApart>
      <Breadcrumbs />
      <Main id="main">
        <Outlet />
      </Main>
      <HydratesApart onHydrated={chromeHydrated.footer}>
        <SiteFooter />
      </HydratesApart>
    </>
  );
}
