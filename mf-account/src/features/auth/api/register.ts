import { apiClient } from 'shared-ui/api';
import type { UserInfo } from 'shared-ui/types';

export interface NewAccount {
  name: string;
  email: string;
  password: string;
}

/** POST /api/users: creates the account and answers with the user info, already signed in. */
export function register(account: NewAccount): Promise<UserInfo> {
  return apiClient().post('api/users', { json: account }).json<UserInfo>();
}
