import { createBrowserRouter, Navigate, useParams, type RouteObject } from 'react-router-dom';
import { AppLayout } from './layout/app-layout';
import { RemoteSlice } from './remotes/remote-slice';
import { SLICES } from './remotes/slices';
import { UnexpectedErrorPage } from './pages/unexpected-error-page';
import { InfoPage, INFO_PAGES } from './pages/info-page';

function CategoryRedirect() {
  const { name = '' } = useParams();
  return <Navigate to={`/?category=${encodeURIComponent(name)}`} replace />;
}

export function createShopRoutes(): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      errorElement: <UnexpectedErrorPage />,
      children: [
        ...SLICES.flatMap((slice) =>
          slice.paths.map((path) => ({ path, element: <RemoteSlice slice={slice} path={path} key={path} /> })),
        ),
        { path: '/category/:name', element: <CategoryRedirect /> },
        { path: '/search', element: <Navigate to="/" replace /> },
        ...INFO_PAGES.map((page) => ({ path: page.path, element: <InfoPage page={page} /> })),
        { path: '*', element: <UnexpectedErrorPage /> },
      ],
    },
  ];
}

export function createShopRouter() {
  return createBrowserRouter(createShopRoutes());
}
