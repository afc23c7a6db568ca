import { Suspense, lazy, type ReactNode } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { Loading } from 'shared-ui/design';
import { AppLayout } from './layout/app-layout';
import { RemoteSlice } from './remotes/remote-slice';
import type { Slice } from './remotes/slices';
import { PageErrorBoundary, UnexpectedErrorPage } from './pages/unexpected-error-page';
import { routeCandidates, type RoutesForPathname } from './route-candidates';
import { COLLECTION_PATHS, INFO_PAGE_PATHS } from 'shared-ui/shell-pages';

// The shell's own pages are not part of the home page: each kind is a chunk of its own, fetched
// when one of its pages is visited.
const CategoriesPage = lazy(() =>
  import('./pages/categories/categories-page').then((module) => ({ default: module.CategoriesPage })),
);
const CollectionPageAt = lazy(() =>
  import('./pages/collections/collection-page').then((module) => ({ default: module.CollectionPageAt })),
);
const InfoPageAt = lazy(() => import('./pages/info-pages/info-page-at').then((module) => ({ default: module.InfoPageAt })));
// Only when /remotes.json could not be read.
const RemotesUnavailable = lazy(() =>
  import('./remotes/slice-unavailable').then((module) => ({ default: module.RemotesUnavailable })),
);
const SlicesPage = lazy(() => import('./pages/slices-page').then((module) => ({ default: module.SlicesPage })));

/** A shell page: its failure shows inside the layout (header and footer stay), its chunk loads on visit. */
function ShellPage({ children }: { children: ReactNode }) {
  return (
    <PageErrorBoundary>
      <Suspense fallback={<Loading label="Loading the page" />}>{children}</Suspense>
    </PageErrorBoundary>
  );
}

/** @param slices the route table from /remotes.json; null when it could not be read */
export function createShopRoutes(slices: Slice[] | null): RouteObject[] {
  const previews = (slices ?? []).flatMap(({ remote, preview }) => (preview ? [{ slice: remote, release: preview }] : []));
  return [
    {
      // A failure in the layout itself (or anything without a boundary of its own) shows the error page alone.
      element: (
        <PageErrorBoundary>
          <AppLayout previews={previews} />
        </PageErrorBoundary>
      ),
      children: [
        ...(slices ?? []).flatMap((slice) =>
          slice.paths.map((path) => ({ path, element: <RemoteSlice slice={slice} path={path} key={path} /> })),
        ),
        ...[
          { path: '/categories', element: <CategoriesPage /> },
          ...COLLECTION_PATHS.map((path) => ({ path, element: <CollectionPageAt path={path} /> })),
          ...INFO_PAGE_PATHS.map((path) => ({ path, element: <InfoPageAt path={path} /> })),
          { path: '/__slices', element: <SlicesPage /> },
        ].map((route) => ({ path: route.path, element: <ShellPage key={route.path}>{route.element}</ShellPage> })),
        {
          path: '*',
          element: slices ? (
            <UnexpectedErrorPage />
          ) : (
            <ShellPage>
              <RemotesUnavailable />
            </ShellPage>
          ),
        },
      ],
    },
  ];
}

const routeTables = new WeakMap<Slice[], RoutesForPathname>();
let withoutSlices: RoutesForPathname | undefined;

/**
 * The routes the router is given for a pathname, from the route table of `slices`, built once per table.
 * The browser builds it before hydrating (start-shop.tsx), so hydration does not.
 */
export function shopRouteTable(slices: Slice[] | null): RoutesForPathname {
  if (!slices) return (withoutSlices ??= routeCandidates(createShopRoutes(null)));
  let table = routeTables.get(slices);
  if (!table) routeTables.set(slices, (table = routeCandidates(createShopRoutes(slices))));
  return table;
}

/** The shop's pages for the current location (inside the app's router). */
export function ShopRoutes({ slices }: { slices: Slice[] | null }) {
  return useRoutes(shopRouteTable(slices)(useLocation().pathname));
}
