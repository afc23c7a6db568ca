import { atom } from 'jotai';
import { PAYMENT_METHODS, priceOrder, toCents, toDollars } from '../contract/pricing';
import type { CartItem, PaymentMethod, ShippingAddress, UserInfo } from '../types';
import { STORAGE_KEYS, readStored, removeStored, userCartKey, writeStored } from './storage';
import { readStoredUser, userInfoBaseAtom } from './user-info-base-atom';
import type { ShopStore } from './shop-store';

export const cartItemsBaseAtom = atom<CartItem[]>([]);
export const shippingAddressBaseAtom = atom<ShippingAddress | null>(null);
export const paymentMethodBaseAtom = atom<PaymentMethod | null>(null);

/** The cart is kept per user, or under the guest key when signed out (spec §4). */
export function cartStorageKey(user: UserInfo | null): string {
  return user ? userCartKey(user._id) : STORAGE_KEYS.guestCart;
}

export const cartItemsAtom = atom((get) => get(cartItemsBaseAtom));
export const shippingAddressAtom = atom((get) => get(shippingAddressBaseAtom));
export const paymentMethodAtom = atom((get) => get(paymentMethodBaseAtom));

export const cartCountAtom = atom((get) => get(cartItemsBaseAtom).reduce((sum, item) => sum + item.qty, 0));

/**
 * Prices shown to the shopper before ordering (spec §9), by the server's own integer-cent rule.
 * The server recomputes every figure from its own prices when the order is placed.
 */
export const cartPricesAtom = atom((get) => {
  const cents = priceOrder(get(cartItemsBaseAtom).map((item) => ({ priceCents: toCents(item.price), qty: item.qty })));
  return {
    itemsPrice: toDollars(cents.itemsCents),
    shippingPrice: toDollars(cents.shippingCents),
    taxPrice: toDollars(cents.taxCents),
    totalPrice: toDollars(cents.totalCents),
  };
});

function saveCart(get: (a: typeof userInfoBaseAtom) => UserInfo | null, items: CartItem[]) {
  writeStored(cartStorageKey(get(userInfoBaseAtom)), items);
}

/** Adds a line, or replaces the line with the same _id (spec §4). */
export const addToCartAtom = atom(null, (get, set, item: CartItem) => {
  const items = get(cartItemsBaseAtom);
  const next = items.some((line) => line._id === item._id)
    ? items.map((line) => (line._id === item._id ? item : line))
    : [...items, item];
  set(cartItemsBaseAtom, next);
  saveCart(get, next);
});

export const removeFromCartAtom = atom(null, (get, set, productId: string) => {
  const next = get(cartItemsBaseAtom).filter((line) => line._id !== productId);
  set(cartItemsBaseAtom, next);
  saveCart(get, next);
});

/** After an order: the cart is emptied and its stored copy removed (spec §4). */
export const clearCartAtom = atom(null, (get, set) => {
  set(cartItemsBaseAtom, []);
  removeStored(cartStorageKey(get(userInfoBaseAtom)));
});

export const saveShippingAddressAtom = atom(null, (_get, set, address: ShippingAddress) => {
  set(shippingAddressBaseAtom, address);
  writeStored(STORAGE_KEYS.shippingAddress, address);
});

export const savePaymentMethodAtom = atom(null, (_get, set, method: PaymentMethod) => {
  set(paymentMethodBaseAtom, method);
  writeStored(STORAGE_KEYS.paymentMethod, method);
});

const isPaymentMethod = (value: unknown) => PAYMENT_METHODS.includes(value as PaymentMethod);
const isAddress = (value: unknown) => typeof value === 'object' && value !== null;

export function hydrateCart(store: ShopStore): void {
  store.set(cartItemsBaseAtom, readStored(cartStorageKey(readStoredUser()), [], Array.isArray));
  store.set(shippingAddressBaseAtom, readStored<ShippingAddress | null>(STORAGE_KEYS.shippingAddress, null, isAddress));
  store.set(paymentMethodBaseAtom, readStored<PaymentMethod | null>(STORAGE_KEYS.paymentMethod, null, isPaymentMethod));
}
