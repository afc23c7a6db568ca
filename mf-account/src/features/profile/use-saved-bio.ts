import { useCallback, useState } from 'react';

/** Where a user's bio is kept: spec §3 keeps it in the browser only, one per account on this device. */
export function bioStorageKey(userId: string): string {
  return `bio_${userId}`;
}

function readBio(userId: string): string {
  try {
    return localStorage.getItem(bioStorageKey(userId)) ?? '';
  } catch {
    return '';
  }
}

/**
 * The signed-in user's bio from browser storage, and a way to save a new one there; saving answers
 * false when the browser refuses to store it (storage full or disabled).
 */
export function useSavedBio(userId: string): [bio: string, saveBio: (bio: string) => boolean] {
  const [bio, setBio] = useState(() => readBio(userId));
  const saveBio = useCallback(
    (next: string) => {
      try {
        localStorage.setItem(bioStorageKey(userId), next);
      } catch {
        return false;
      }
      setBio(next);
      return true;
    },
    [userId],
  );
  return [bio, saveBio];
}
