import { apiClient } from 'shared-ui/api';
import type { UserInfo } from 'shared-ui/types';

export interface ProfileChanges {
  name: string;
  email: string;
  /** Blank keeps the current password. */
  password: string;
  /** A new photo; when present the changes go as multipart form data. */
  avatar?: File | null;
}

/**
 * PUT /api/users/profile: JSON {name, email, password}, or multipart with the avatar file when a
 * photo is chosen (spec §7). Answers the updated user info, which replaces the session's.
 */
export function updateProfile({ name, email, password, avatar }: ProfileChanges): Promise<UserInfo> {
  if (!avatar) return apiClient().put('api/users/profile', { json: { name, email, password } }).json<UserInfo>();
  const form = new FormData();
  form.append('name', name);
  form.append('email', email);
  if (password) form.append('password', password);
  form.append('avatar', avatar, avatar.name);
  return apiClient().put('api/users/profile', { body: form }).json<UserInfo>();
}
