import { apiClient, useQuery } from 'shared-ui/api';
import type { ReleaseHealthReport } from 'shared-ui/types';

/** GET /api/releases/health: sessions, error rate, p75 LCP and INP of each live release, from real browsers. */
export function getReleaseHealth(signal?: AbortSignal): Promise<ReleaseHealthReport> {
  return apiClient().get('api/releases/health', { signal }).json<ReleaseHealthReport>();
}

export function useReleaseHealth() {
  return useQuery({ queryKey: ['release-health'], queryFn: ({ signal }) => getReleaseHealth(signal) });
}
