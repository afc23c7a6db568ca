import { apiClient, useMutation, type MutationCallbacks } from 'shared-ui/api';
import type { Address, AddressInput } from 'shared-ui/types';

/** POST /api/users/addresses: saves an address to the shopper's book ("Save this address"). */
export function addAddress(input: AddressInput): Promise<Address> {
  return apiClient().post('api/users/addresses', { json: input }).json<Address>();
}

export function useAddAddress(callbacks: MutationCallbacks<AddressInput, Address> = {}) {
  return useMutation({ mutationFn: addAddress, ...callbacks });
}
