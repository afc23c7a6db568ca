import { atom } from 'jotai';
import { STORAGE_KEYS, readStored, writeStored } from './storage';
import type { ShopStore } from './shop-store';

export const RECENTLY_VIEWED_LIMIT = 20;

const recentlyViewedBaseAtom = atom<string[]>([]);

export const recentlyViewedAtom = atom((get) => get(recentlyViewedBaseAtom));

/** Most recent first, each id once. */
export const addRecentlyViewedAtom = atom(null, (get, set, productId: string) => {
  const next = [productId, ...get(recentlyViewedBaseAtom).filter((id) => id !== productId)].slice(0, RECENTLY_VIEWED_LIMIT);
  set(recentlyViewedBaseAtom, next);
  writeStored(STORAGE_KEYS.recentlyViewed, next);
});

const isIdList = (value: unknown) => Array.isArray(value) && value.every((id) => typeof id === 'string');

export function loadStoredRecentlyViewed(store: ShopStore): void {
  store.set(recentlyViewedBaseAtom, readStored(STORAGE_KEYS.recentlyViewed, [], isIdList));
}
