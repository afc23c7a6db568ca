import { apiClient } from 'shared-ui/api';
import type { UserInfo } from 'shared-ui/types';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

export interface PasswordChangeOutcome {
  message: string;
  /** The new session's token, when it could be learnt; the stored one no longer works. */
  token?: string;
}

/**
 * PUT /api/users/password: the current password must match. The change ends every session of the
 * account, this one's bearer token included, and answers with a fresh session cookie (api/README.md,
 * "Ending sessions"). The token of that new session is then read from GET /api/users/profile, asked
 * with the cookie alone: a revoked bearer token would be refused rather than fall back to the cookie.
 */
export async function changePassword(change: PasswordChange): Promise<PasswordChangeOutcome> {
  const { message } = await apiClient().put('api/users/password', { json: change }).json<{ message: string }>();
  const renewed = await apiClient()
    // An empty Authorization header keeps the client from adding the revoked token.
    .get('api/users/profile', { headers: { Authorization: '' }, retry: 0 })
    .json<UserInfo>()
    .catch(() => null);
  return { message, token: renewed?.token };
}
