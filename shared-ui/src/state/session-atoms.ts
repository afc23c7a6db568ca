import { atom, type Setter } from 'jotai';
import type { CartItem, UserInfo } from '../types';
import { STORAGE_KEYS, readStored, removeStored, writeStored } from './storage';
import { cartItemsBaseAtom, cartStorageKey, mergeGuestCart, paymentMethodBaseAtom, shippingAddressBaseAtom } from './cart-atoms';
import type { ShopStore } from './shop-store';
import { readStoredUser, userInfoBaseAtom } from './user-info-base-atom';

export const userInfoAtom = atom((get) => get(userInfoBaseAtom));

/** Set when the session ended elsewhere (session-ended.ts); the sign-in page shows it, signing in clears it. */
export const sessionNoticeAtom = atom<string | null>(null);

function clearCheckoutChoices(set: Setter) {
  set(shippingAddressBaseAtom, null);
  set(paymentMethodBaseAtom, null);
  removeStored(STORAGE_KEYS.shippingAddress);
  removeStored(STORAGE_KEYS.paymentMethod);
}

/**
 * Spec §4: login stores the user, loads that user's saved cart and clears address and payment
 * method. What the shopper put in the cart as a guest is merged into it, so a guest who signs in
 * or registers at checkout keeps the cart; the guest key is then cleared.
 */
export const signInAtom = atom(null, (_get, set, user: UserInfo) => {
  set(userInfoBaseAtom, user);
  writeStored(STORAGE_KEYS.userInfo, user);
  set(sessionNoticeAtom, null);
  const accountKey = cartStorageKey(user);
  const guestLines = readStored<CartItem[]>(STORAGE_KEYS.guestCart, [], Array.isArray);
  const lines = mergeGuestCart(readStored<CartItem[]>(accountKey, [], Array.isArray), guestLines);
  set(cartItemsBaseAtom, lines);
  if (guestLines.length > 0) {
    writeStored(accountKey, lines);
    removeStored(STORAGE_KEYS.guestCart);
  }
  clearCheckoutChoices(set);
});

/** Profile changes keep the cart and checkout choices. */
export const updateUserInfoAtom = atom(null, (get, set, changes: Partial<UserInfo>) => {
  const current = get(userInfoBaseAtom);
  if (!current) return;
  const next = { ...current, ...changes };
  set(userInfoBaseAtom, next);
  writeStored(STORAGE_KEYS.userInfo, next);
});

/** Spec §4: logout clears the user, the in-memory cart, the address and the payment method. */
export const signOutAtom = atom(null, (_get, set) => {
  set(userInfoBaseAtom, null);
  removeStored(STORAGE_KEYS.userInfo);
  set(cartItemsBaseAtom, []);
  clearCheckoutChoices(set);
});

export function loadStoredSession(store: ShopStore): void {
  store.set(userInfoBaseAtom, readStoredUser());
}
