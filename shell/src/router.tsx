import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppLayout } from './layout/app-layout';
import { RemoteSlice } from './remotes/remote-slice';
import { SLICES } from './remotes/slices';
import { UnexpectedErrorPage } from './pages/unexpected-error-page';
import { InfoPage, INFO_PAGES } from './pages/info-page';

export function createShopRoutes(): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      errorElement: <UnexpectedErrorPage />,
      children: [
        ...SLICES.flatMap((slice) =>
          slice.paths.map((path) => ({ path, element: <RemoteSlice slice={slice} path={path} key={path} /> })),
        ),
        ...INFO_PAGES.map((page) => ({ path: page.path, element: <InfoPage page={page} /> })),
        { path: '*', element: <UnexpectedErrorPage /> },
      ],
    },
  ];
}

export function createShopRouter() {
  return createBrowserRouter(createShopRoutes());
}
