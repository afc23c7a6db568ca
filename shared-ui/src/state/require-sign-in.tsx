import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from './shop-hooks';

/** Signed-in pages: a visitor is sent to /login with a redirect back here (spec §2). */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const userInfo = useSession();
  const location = useLocation();
  if (!userInfo) return <Navigate to={`/login?redirect=${location.pathname}`} replace />;
  return <>{children}</>;
}
