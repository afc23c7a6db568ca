import { apiClient, useMutation, type MutationCallbacks } from 'shared-ui/api';
import type { AdminProduct, AdminStockAdjustment } from 'shared-ui/types';

export type StockAdjustment = AdminStockAdjustment & { id: string };

/** POST /api/admin/products/:id/stock {delta, reason}: 409 when the stock would go below zero. */
export function adjustStock({ id, delta, reason }: StockAdjustment): Promise<AdminProduct> {
  return apiClient()
    .post(`api/admin/products/${encodeURIComponent(id)}/stock`, { json: { delta, reason } })
    .json<AdminProduct>();
}

export function useAdjustStock(callbacks: MutationCallbacks<StockAdjustment, AdminProduct> = {}) {
  return useMutation({ mutationFn: adjustStock, ...callbacks });
}
