import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppLayout } from './layout/app-layout';
import { RemoteSlice } from './remotes/remote-slice';
import { SLICES } from './remotes/slices';
import { UnexpectedErrorPage } from './pages/unexpected-error-page';
import { InfoPage } from './pages/info-page';
import { COMPANY_PAGES } from './pages/info-pages/company-pages';
import { HELP_PAGES } from './pages/info-pages/help-pages';
import { LEGAL_PAGES } from './pages/info-pages/legal-pages';
import { CollectionPage, DEALS, NEW_ARRIVALS } from './pages/collections/collection-page';
import { CategoriesPage } from './pages/categories/categories-page';

export const INFO_PAGES = [...COMPANY_PAGES, ...HELP_PAGES, ...LEGAL_PAGES];

const catalog = SLICES.find((slice) => slice.remote === 'catalog')!;

export function createShopRoutes(): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      errorElement: <UnexpectedErrorPage />,
      children: [
        ...SLICES.flatMap((slice) =>
          slice.paths.map((path) => ({ path, element: <RemoteSlice slice={slice} path={path} key={path} /> })),
        ),
        // "All Products" is the catalogue's own listing under a second address.
        { path: '/products', element: <RemoteSlice slice={catalog} path="/" key="/products" /> },
        // The shell's own pages: a failure in one shows inside the layout (header and footer stay).
        ...[
          { path: '/categories', element: <CategoriesPage /> },
          ...[DEALS, NEW_ARRIVALS].map((collection) => ({
            path: collection.path,
            element: <CollectionPage collection={collection} key={collection.path} />,
          })),
          ...INFO_PAGES.map((page) => ({ path: page.path, element: <InfoPage page={page} key={page.path} /> })),
        ].map((route) => ({ ...route, errorElement: <UnexpectedErrorPage /> })),
        { path: '*', element: <UnexpectedErrorPage /> },
      ],
    },
  ];
}

export function createShopRouter() {
  return createBrowserRouter(createShopRoutes());
}
