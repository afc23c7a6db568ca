import type { SliceRoute } from 'shared-ui/types';
import { LoginPage } from './features/auth/components/login-page';
import { RegisterPage } from './features/auth/components/register-page';
import { RequireSignIn } from 'shared-ui/state';
import { MyOrdersPage } from './features/orders/components/my-orders-page';
import { ProfilePage } from './features/profile/components/profile-page';

export const routes: SliceRoute[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '/register', element: <RegisterPage /> },
  {
    path: '/profile',
    element: (
      <RequireSignIn>
        <ProfilePage />
      </RequireSignIn>
    ),
  },
  {
    path: '/myorders',
    element: (
      <RequireSignIn>
        <MyOrdersPage />
      </RequireSignIn>
    ),
  },
];
