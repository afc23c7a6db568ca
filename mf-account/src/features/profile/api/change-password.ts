import { apiClient } from 'shared-ui/api';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

/** What PUT /api/users/password answers; a token when the server starts a new session for it. */
export interface PasswordChangeAnswer {
  message: string;
  token?: string;
}

/** PUT /api/users/password: the current password must match. */
export function changePassword(change: PasswordChange): Promise<PasswordChangeAnswer> {
  return apiClient().put('api/users/password', { json: change }).json<PasswordChangeAnswer>();
}
