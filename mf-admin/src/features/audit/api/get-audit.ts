import { apiClient, useQuery } from 'shared-ui/api';
import type { AdminAuditList } from 'shared-ui/types';
import { listSearchParams } from '../../../api/search-params';

export interface AuditFilters {
  entityType: string;
  action: string;
  /** the acting staff member's id */
  actor: string;
  entityId: string;
  page: number;
}

/** GET /api/admin/audit: every staff write, newest first. */
export function getAudit(filters: AuditFilters, signal?: AbortSignal): Promise<AdminAuditList> {
  return apiClient()
    .get('api/admin/audit', { searchParams: listSearchParams({ ...filters }), signal })
    .json<AdminAuditList>();
}

export function useAudit(filters: AuditFilters) {
  return useQuery({
    queryKey: ['admin-audit', filters.entityType, filters.action, filters.actor, filters.entityId, filters.page],
    queryFn: ({ signal }) => getAudit(filters, signal),
    keepPreviousData: true,
  });
}
