import { atom } from 'jotai';
import type { Product, WishlistItem } from '../types';
import { STORAGE_KEYS, readStored, writeStored } from './storage';
import type { ShopStore } from './shop-store';

const wishlistItemsBaseAtom = atom<WishlistItem[]>([]);

export const wishlistItemsAtom = atom((get) => get(wishlistItemsBaseAtom));
export const wishlistCountAtom = atom((get) => get(wishlistItemsBaseAtom).length);

const setWishlist = atom(null, (_get, set, items: WishlistItem[]) => {
  set(wishlistItemsBaseAtom, items);
  writeStored(STORAGE_KEYS.wishlist, items);
});

/** Adding a product already in the wishlist is ignored (spec §4). */
export const addToWishlistAtom = atom(null, (get, set, product: Product) => {
  const items = get(wishlistItemsBaseAtom);
  if (items.some((item) => item._id === product._id)) return;
  set(setWishlist, [...items, { ...product, addedAt: Date.now() }]);
});

export const removeFromWishlistAtom = atom(null, (get, set, productId: string) => {
  set(
    setWishlist,
    get(wishlistItemsBaseAtom).filter((item) => item._id !== productId),
  );
});

export const toggleWishlistAtom = atom(null, (get, set, product: Product) => {
  if (get(wishlistItemsBaseAtom).some((item) => item._id === product._id)) set(removeFromWishlistAtom, product._id);
  else set(addToWishlistAtom, product);
});

export const clearWishlistAtom = atom(null, (_get, set) => set(setWishlist, []));

export function loadStoredWishlist(store: ShopStore): void {
  store.set(wishlistItemsBaseAtom, readStored(STORAGE_KEYS.wishlist, [], Array.isArray));
}
