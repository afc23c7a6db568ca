import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from 'shared-ui/state';

/** Checkout pages need a session: a visitor goes to /login with a redirect back here (spec §2). */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { userInfo } = useSession();
  const location = useLocation();
  if (!userInfo) return <Navigate to={`/login?redirect=${location.pathname}`} replace />;
  return <>{children}</>;
}
