import { apiClient, useQuery } from 'shared-ui/api';
import type { Address } from 'shared-ui/types';

/** GET /api/users/addresses: the signed-in shopper's address book, the default first. */
export function getAddresses(signal?: AbortSignal): Promise<Address[]> {
  return apiClient().get('api/users/addresses', { signal }).json<Address[]>();
}

export function useAddresses() {
  return useQuery({ queryKey: ['addresses'], queryFn: ({ signal }) => getAddresses(signal) });
}
