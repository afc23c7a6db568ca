import { apiClient, useMutation, type MutationCallbacks } from 'shared-ui/api';
import type { AdminCustomer } from 'shared-ui/types';

export interface CustomerAccess {
  id: string;
  disabled: boolean;
}

/** PUT /api/admin/customers/:id/disable (ends every session at once) or /enable. */
export function setCustomerDisabled({ id, disabled }: CustomerAccess): Promise<AdminCustomer> {
  return apiClient()
    .put(`api/admin/customers/${encodeURIComponent(id)}/${disabled ? 'disable' : 'enable'}`)
    .json<AdminCustomer>();
}

export function useSetCustomerDisabled(callbacks: MutationCallbacks<CustomerAccess, AdminCustomer> = {}) {
  return useMutation({ mutationFn: setCustomerDisabled, ...callbacks });
}
