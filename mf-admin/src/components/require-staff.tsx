import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Loading, PageContainer } from 'shared-ui/design';
import { useBrowserStateReadyDeferred, useSession } from 'shared-ui/state';
import { StaffOnlyPage } from './staff-only-page';

/**
 * The back office's door: a visitor is sent to sign in and back, a customer is told it is for staff.
 * It is a courtesy only; every /api/admin route answers 401 or 403 by itself. The session is in
 * browser storage: on the server and while the page hydrates it is not known, and the door waits.
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  const known = useBrowserStateReadyDeferred();
  const userInfo = useSession();
  const location = useLocation();
  if (!known)
    return (
      <PageContainer>
        <Loading label="Loading the back office" />
      </PageContainer>
    );
  if (!userInfo) return <Navigate to={`/login?redirect=${location.pathname}`} replace />;
  if (!userInfo.isAdmin) return <StaffOnlyPage />;
  return <>{children}</>;
}
