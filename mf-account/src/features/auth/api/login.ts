import { apiClient, useMutation, type MutationCallbacks } from 'shared-ui/api';
import { useSessionActions } from 'shared-ui/state';
import type { LoginBody, UserInfo } from 'shared-ui/types';

/** POST /api/users/login: the user info to keep as the session. */
export function login(body: LoginBody): Promise<UserInfo> {
  return apiClient().post('api/users/login', { json: body }).json<UserInfo>();
}

/** Signs in: the answer becomes the session (shared-ui's sign-in action), then the callbacks run. */
export function useLogin(callbacks: MutationCallbacks<LoginBody, UserInfo> = {}) {
  const { signIn } = useSessionActions();
  return useMutation({
    mutationFn: async (body: LoginBody) => {
      const user = await login(body);
      signIn(user);
      return user;
    },
    ...callbacks,
  });
}
