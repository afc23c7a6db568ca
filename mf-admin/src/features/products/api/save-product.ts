import { apiClient, useMutation, type MutationCallbacks } from 'shared-ui/api';
import type { AdminProduct, AdminProductInput, AdminProductPatch } from 'shared-ui/types';

export type ProductSave = { id: null; input: AdminProductInput } | { id: string; input: AdminProductPatch };

/**
 * POST /api/admin/products (a new product) or PUT /api/admin/products/:id (an edit). A 400 names
 * the field it is about ("price must be ..."); the form shows it there.
 */
export function saveProduct({ id, input }: ProductSave): Promise<AdminProduct> {
  return id === null
    ? apiClient().post('api/admin/products', { json: input }).json<AdminProduct>()
    : apiClient()
        .put(`api/admin/products/${encodeURIComponent(id)}`, { json: input })
        .json<AdminProduct>();
}

export function useSaveProduct(callbacks: MutationCallbacks<ProductSave, AdminProduct> = {}) {
  return useMutation({ mutationFn: saveProduct, ...callbacks });
}
