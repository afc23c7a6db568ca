import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useBrowserStateReadyDeferred } from './browser-state-ready';
import { useSession } from './shop-hooks';

export interface RequireSignInProps {
  children: ReactNode;
  /**
   * What shows while the session is not known yet (on the server and during hydration): the page's
   * frame and a skeleton of its first screen, so the content arrives without moving anything.
   */
  pending?: ReactNode;
}

/** Signed-in pages: a visitor is sent to /login with a redirect back here (spec §2). */
export function RequireSignIn({ children, pending = null }: RequireSignInProps) {
  const ready = useBrowserStateReadyDeferred();
  const userInfo = useSession();
  const location = useLocation();
  if (!ready) return <>{pending}</>;
  if (!userInfo) return <Navigate to={`/login?redirect=${location.pathname}`} replace />;
  return <>{children}</>;
}
