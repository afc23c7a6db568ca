import type { SliceRoute } from 'shared-ui/types';
import { LoginPage } from './features/auth/components/login-page';
import { RegisterPage } from './features/auth/components/register-page';
import { RequireSignIn } from 'shared-ui/state';
import { MyOrdersPage } from './features/orders/components/my-orders-page';
import { MyOrdersPageSkeleton } from './features/orders/components/my-orders-page-skeleton';
import { ProfilePage } from './features/profile/components/profile-page';
import { ProfilePageSkeleton } from './features/profile/components/profile-page-skeleton';

export const routes: SliceRoute[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '/register', element: <RegisterPage /> },
  {
    path: '/profile',
    element: (
      <RequireSignIn pending={<ProfilePageSkeleton />}>
        <ProfilePage />
      </RequireSignIn>
    ),
  },
  {
    path: '/myorders',
    element: (
      <RequireSignIn pending={<MyOrdersPageSkeleton />}>
        <MyOrdersPage />
      </RequireSignIn>
    ),
  },
];
