import { apiClient, useMutation, type MutationCallbacks } from 'shared-ui/api';
import { useSessionActions } from 'shared-ui/state';
import type { ProfileBody, UserInfo } from 'shared-ui/types';

/** The contract's profile body as the form sends it: every field, and the photo as a file. */
export type ProfileChanges = Required<Pick<ProfileBody, 'name' | 'email' | 'password'>> & {
  /** A new photo; when present the changes go as multipart form data. */
  avatar?: File | null;
  /** Sent when the email or the password changes: the server asks for it then. */
  currentPassword?: string;
};

/**
 * PUT /api/users/profile: JSON {name, email, password}, or multipart with the avatar file when a
 * photo is chosen (spec §7); a blank password keeps the current one; a new email or password carries
 * currentPassword. Answers the updated user info,
 * which replaces the session's.
 */
export function updateProfile({ name, email, password, avatar, currentPassword }: ProfileChanges): Promise<UserInfo> {
  const credentials = currentPassword ? { currentPassword } : {};
  if (!avatar)
    return apiClient()
      .put('api/users/profile', { json: { name, email, password, ...credentials } })
      .json<UserInfo>();
  const form = new FormData();
  form.append('name', name);
  form.append('email', email);
  if (password) form.append('password', password);
  if (currentPassword) form.append('currentPassword', currentPassword);
  form.append('avatar', avatar, avatar.name);
  return apiClient().put('api/users/profile', { body: form }).json<UserInfo>();
}

/**
 * Saves the profile; the answer is the new session (shared-ui's updateUserInfo), so the header
 * shows the new name and avatar at once.
 */
export function useUpdateProfile(callbacks: MutationCallbacks<ProfileChanges, UserInfo> = {}) {
  const { updateUserInfo } = useSessionActions();
  return useMutation({
    mutationFn: async (changes: ProfileChanges) => {
      const updated = await updateProfile(changes);
      updateUserInfo(updated);
      return updated;
    },
    ...callbacks,
  });
}
