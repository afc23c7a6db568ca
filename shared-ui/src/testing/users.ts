import type { UserInfo } from 'shared-ui/types';
import { MOCK_STAFF } from './mock-api/mock-back-office';

export const signedInUser: UserInfo = {
  _id: 'u1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  token: 't0k3n',
  isAdmin: false,
  createdAt: '2025-06-15T09:00:00Z',
};

/** Starts the next render signed in, the way a returning shopper's browser would. */
export function signIn(user: UserInfo = signedInUser): void {
  localStorage.setItem('userInfo', JSON.stringify(user));
}

/** Starts the next render signed in as the mock back office's staff member (MOCK_STAFF). */
export function signInAsStaff(): void {
  signIn(MOCK_STAFF);
}
