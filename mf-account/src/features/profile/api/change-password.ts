import { apiClient, useMutation, type MutationCallbacks } from 'shared-ui/api';
import { useSessionActions } from 'shared-ui/state';
import type { MessageResponse, PasswordBody, UserInfo } from 'shared-ui/types';

export interface PasswordChangeOutcome extends MessageResponse {
  /** The new session's token, when it could be learnt; the stored one no longer works. */
  token?: string;
}

/**
 * PUT /api/users/password: the current password must match. The change ends every session of the
 * account, this one's bearer token included, and answers with a fresh session cookie (api/README.md,
 * "Ending sessions"). The token of that new session is then read from GET /api/users/profile, asked
 * with the cookie alone: a revoked bearer token would be refused rather than fall back to the cookie.
 */
export async function changePassword(body: PasswordBody): Promise<PasswordChangeOutcome> {
  const { message } = await apiClient().put('api/users/password', { json: body }).json<MessageResponse>();
  const renewed = await apiClient()
    // An empty Authorization header keeps the client from adding the revoked token.
    .get('api/users/profile', { headers: { Authorization: '' }, retry: 0 })
    .json<UserInfo>()
    .catch(() => null);
  return { message, token: renewed?.token };
}

/** Changes the password; the new session's token, when learnt, replaces the revoked one in the session. */
export function useChangePassword(callbacks: MutationCallbacks<PasswordBody, PasswordChangeOutcome> = {}) {
  const { updateUserInfo } = useSessionActions();
  return useMutation({
    mutationFn: async (body: PasswordBody) => {
      const outcome = await changePassword(body);
      if (outcome.token) updateUserInfo({ token: outcome.token });
      return outcome;
    },
    ...callbacks,
  });
}
