import { apiClient, useMutation, useQuery, type MutationCallbacks } from 'shared-ui/api';
import type { Address, AddressInput } from 'shared-ui/types';

/** GET /api/users/addresses: the signed-in shopper's address book, the default first. */
export function getAddresses(signal?: AbortSignal): Promise<Address[]> {
  return apiClient().get('api/users/addresses', { signal }).json<Address[]>();
}

export function useAddresses() {
  return useQuery({ queryKey: ['addresses'], queryFn: ({ signal }) => getAddresses(signal) });
}

/** An address to save: a new one (no id) or an edit of one in the book. */
export type AddressChange = AddressInput & { _id?: string };

/** POST /api/users/addresses, or PUT /api/users/addresses/{id} for an edit. */
export function saveAddress({ _id, ...input }: AddressChange): Promise<Address> {
  return _id
    ? apiClient()
        .put(`api/users/addresses/${encodeURIComponent(_id)}`, { json: input })
        .json<Address>()
    : apiClient().post('api/users/addresses', { json: input }).json<Address>();
}

export function useSaveAddress(callbacks: MutationCallbacks<AddressChange, Address> = {}) {
  return useMutation({ mutationFn: saveAddress, ...callbacks });
}

/** PUT /api/users/addresses/{id}/default */
export function chooseDefaultAddress(id: string): Promise<Address> {
  return apiClient()
    .put(`api/users/addresses/${encodeURIComponent(id)}/default`)
    .json<Address>();
}

export function useChooseDefaultAddress(callbacks: MutationCallbacks<string, Address> = {}) {
  return useMutation({ mutationFn: chooseDefaultAddress, ...callbacks });
}

/** DELETE /api/users/addresses/{id} (the newest remaining address becomes the default if this was it) */
export async function deleteAddress(id: string): Promise<void> {
  await apiClient().delete(`api/users/addresses/${encodeURIComponent(id)}`);
}

export function useDeleteAddress(callbacks: MutationCallbacks<string, void> = {}) {
  return useMutation({ mutationFn: deleteAddress, ...callbacks });
}
