import { atom } from 'jotai';
import type { UserInfo } from '../types';
import { STORAGE_KEYS, readStored } from './storage';

/** Private to shared-ui: both the session and the per-user cart key read it. */
export const userInfoBaseAtom = atom<UserInfo | null>(null);

const isUserInfo = (value: unknown) => typeof value === 'object' && value !== null && typeof (value as UserInfo)._id === 'string';

export function readStoredUser(): UserInfo | null {
  return readStored<UserInfo | null>(STORAGE_KEYS.userInfo, null, isUserInfo);
}
