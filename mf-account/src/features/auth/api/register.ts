import { apiClient, useMutation, type MutationCallbacks } from 'shared-ui/api';
import { useSessionActions } from 'shared-ui/state';
import type { RegisterBody, UserInfo } from 'shared-ui/types';

/** POST /api/users: creates the account and answers with the user info, already signed in. */
export function register(body: RegisterBody): Promise<UserInfo> {
  return apiClient().post('api/users', { json: body }).json<UserInfo>();
}

/** Creates the account and signs in with it (shared-ui's sign-in action), then the callbacks run. */
export function useRegister(callbacks: MutationCallbacks<RegisterBody, UserInfo> = {}) {
  const { signIn } = useSessionActions();
  return useMutation({
    mutationFn: async (body: RegisterBody) => {
      const user = await register(body);
      signIn(user);
      return user;
    },
    ...callbacks,
  });
}
