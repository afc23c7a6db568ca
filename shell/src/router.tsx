import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppLayout } from './layout/app-layout';
import { RemoteSlice } from './remotes/remote-slice';
import type { Slice } from './remotes/slices';
import { RemotesUnavailable } from './remotes/remotes-unavailable';
import { SlicesPage } from './pages/slices-page';
import { UnexpectedErrorPage } from './pages/unexpected-error-page';
import { InfoPage, INFO_PAGES } from './pages/info-page';

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
        ...INFO_PAGES.map((page) => ({ path: page.path, element: <InfoPage page={page} /> })),
        { path: '/__slices', element: <SlicesPage /> },
        { path: '*', element: slices ? <UnexpectedErrorPage /> : <RemotesUnavailable /> },
      ],
    },
  ];
}

export function createShopRouter(slices: Slice[] | null) {
  return createBrowserRouter(createShopRoutes(slices));
}
