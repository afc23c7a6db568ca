/** The browser storage keys of spec §9. */
export const STORAGE_KEYS = {
  wishlist: 'wishlistItems',
  darkMode: 'darkMode',
  userInfo: 'userInfo',
  guestCart: 'cartItems',
  shippingAddress: 'shippingAddress',
  paymentMethod: 'paymentMethod',
  recentlyViewed: 'recentlyViewed',
} as const;

export function userCartKey(userId: string): string {
  return `cartItems_${userId}`;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be switched off (private mode, policy): the shop still works, it just forgets.
    return null;
  }
}

export function readStored<T>(key: string, fallback: T, isValid: (value: unknown) => boolean = () => true): T {
  const raw = storage()?.getItem(key);
  if (raw == null) return fallback;
  try {
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? (value as T) : fallback;
  } catch {
    return fallback;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota exceeded or storage disabled: keep the in-memory state.
  }
}

export function removeStored(key: string): void {
  storage()?.removeItem(key);
}
