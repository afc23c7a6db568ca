import type { UserInfo } from 'shared-ui/types';

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
