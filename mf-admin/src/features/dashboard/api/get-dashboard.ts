import { apiClient, useQuery } from 'shared-ui/api';
import type { AdminDashboard } from 'shared-ui/types';

/** GET /api/admin/dashboard: sales for today, 7 and 30 days, orders waiting, low stock, web vitals. */
export function getDashboard(signal?: AbortSignal): Promise<AdminDashboard> {
  return apiClient().get('api/admin/dashboard', { signal }).json<AdminDashboard>();
}

export function useDashboard() {
  return useQuery({ queryKey: ['admin-dashboard'], queryFn: ({ signal }) => getDashboard(signal) });
}
