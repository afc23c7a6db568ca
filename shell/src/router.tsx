import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppLayout } from './layout/app-layout';
import { RemoteSlice } from './remotes/remote-slice';
import type { Slice } from './remotes/slices';
import { RemotesUnavailable } from './remotes/remotes-unavailable';
import { SlicesPage } from './pages/slices-page';
import { UnexpectedErrorPage } from './pages/unexpected-error-page';
import { InfoPage } from './pages/info-page';
import { COMPANY_PAGES } from './pages/info-pages/company-pages';
import { HELP_PAGES } from './pages/info-pages/help-pages';
import { LEGAL_PAGES } from './pages/info-pages/legal-pages';
import { CollectionPage, DEALS, NEW_ARRIVALS } from './pages/collections/collection-page';
import { CategoriesPage } from './pages/categories/categories-page';

export const INFO_PAGES = [...COMPANY_PAGES, ...HELP_PAGES, ...LEGAL_PAGES];

/** @param slices the route table from /remotes.json; null when it could not be read */
export function createShopRoutes(slices: Slice[] | null): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      errorElement: <UnexpectedErrorPage />,
      children: [
        ...(slices ?? []).flatMap((slice) =>
          slice.paths.map((path) => ({ path, element: <RemoteSlice slice={slice} path={path} key={path} /> })),
        ),
        // The shell's own pages: a failure in one shows inside the layout (header and footer stay).
        ...[
          { path: '/categories', element: <CategoriesPage /> },
          ...[DEALS, NEW_ARRIVALS].map((collection) => ({
            path: collection.path,
            element: <CollectionPage collection={collection} key={collection.path} />,
          })),
          ...INFO_PAGES.map((page) => ({ path: page.path, element: <InfoPage page={page} key={page.path} /> })),
          { path: '/__slices', element: <SlicesPage /> },
        ].map((route) => ({ ...route, errorElement: <UnexpectedErrorPage /> })),
        { path: '*', element: slices ? <UnexpectedErrorPage /> : <RemotesUnavailable /> },
      ],
    },
  ];
}

export function createShopRouter(slices: Slice[] | null) {
  return createBrowserRouter(createShopRoutes(slices));
}
