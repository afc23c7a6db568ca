import { apiClient, useMutation, type MutationCallbacks } from 'shared-ui/api';
import type { AdminProduct } from 'shared-ui/types';

export interface ArchiveChange {
  id: string;
  archived: boolean;
}

/** PUT /api/admin/products/:id/archive or /unarchive: an archived product leaves the shop but keeps its history. */
export function setProductArchived({ id, archived }: ArchiveChange): Promise<AdminProduct> {
  return apiClient()
    .put(`api/admin/products/${encodeURIComponent(id)}/${archived ? 'archive' : 'unarchive'}`)
    .json<AdminProduct>();
}

export function useSetProductArchived(callbacks: MutationCallbacks<ArchiveChange, AdminProduct> = {}) {
  return useMutation({ mutationFn: setProductArchived, ...callbacks });
}
