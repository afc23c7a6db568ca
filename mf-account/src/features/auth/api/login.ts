import { apiClient } from 'shared-ui/api';
import type { UserInfo } from 'shared-ui/types';

export interface Credentials {
  email: string;
  password: string;
}

/** POST /api/users/login: the user info to keep as the session. */
export function login(credentials: Credentials): Promise<UserInfo> {
  return apiClient().post('api/users/login', { json: credentials }).json<UserInfo>();
}
