import { atom } from 'jotai';
import { PAYMENT_METHODS, priceOrder, toCents, toDollars } from 'shared-ui/pricing';
import type { CartItem, PaymentMethod, Product, ShippingAddress, UserInfo } from '../types';
import { STORAGE_KEYS, readStored, removeStored, userCartKey, writeStored } from './storage';
import { readStoredUser, userInfoBaseAtom } from './user-info-base-atom';
import type { ShopStore } from './shop-store';
import { checkCartAgainstStock, type CartLineCheck } from './cart-stock-check';

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
export const cartPricesAtom = atom((get) => estimatePrices(get(cartItemsBaseAtom)));

/** The estimate of cartPricesAtom for any set of lines (the order review leaves out lines it cannot order). */
export function estimatePrices(items: readonly CartItem[]) {
  // Nothing to order ships nothing: no $10.00 shipping on an estimate whose every line is left out.
  if (items.length === 0) return { itemsPrice: 0, shippingPrice: 0, taxPrice: 0, totalPrice: 0 };
  const cents = priceOrder(items.map((item) => ({ priceCents: toCents(item.price), qty: item.qty })));
  return {
    itemsPrice: toDollars(cents.itemsCents),
    shippingPrice: toDollars(cents.shippingCents),
    taxPrice: toDollars(cents.taxCents),
    totalPrice: toDollars(cents.totalCents),
  };
}

function saveCart(get: (a: typeof userInfoBaseAtom) => UserInfo | null, items: CartItem[]) {
  writeStored(cartStorageKey(get(userInfoBaseAtom)), items);
}

/** What adding to the cart did: the quantity fitted the stock and was added, or nothing changed. */
export type AddToCartOutcome = 'added' | 'out-of-stock';

export const OUT_OF_STOCK_MESSAGE = 'Sorry. Product is out of stock';

/**
 * Spec §4: adds `qty` to the product's line (or makes a new line) when the existing quantity plus
 * `qty` fits the stock; otherwise leaves the cart as it is and answers 'out-of-stock'.
 */
export const addToCartAtom = atom(null, (get, set, product: Product, qty: number = 1): AddToCartOutcome => {
  const items = get(cartItemsBaseAtom);
  const existing = items.find((line) => line._id === product._id);
  const nextQty = (existing?.qty ?? 0) + qty;
  if (!Number.isInteger(qty) || qty < 1 || nextQty > product.countInStock) return 'out-of-stock';
  const line: CartItem = { ...product, qty: nextQty };
  const next = existing ? items.map((item) => (item._id === product._id ? line : item)) : [...items, line];
  set(cartItemsBaseAtom, next);
  saveCart(get, next);
  return 'added';
});

/** One line of a past order to buy again: the product as it is now, with what the order had. */
export interface OrderLineAgain {
  product: Product;
  qty: number;
  /** the price the order paid */
  pricePaid: number;
}

/**
 * Buy again: puts an order's lines in the cart as the order had them (quantity and price paid) on top of
 * the product as it is now, added to a line already there. The cart's live stock check then brings them
 * to today's price and stock and says what changed, as for any line whose product moved on.
 */
export const addOrderAgainAtom = atom(null, (get, set, lines: readonly OrderLineAgain[]) => {
  const next = [...get(cartItemsBaseAtom)];
  for (const { product, qty, pricePaid } of lines) {
    const index = next.findIndex((line) => line._id === product._id);
    if (index >= 0) next[index] = { ...next[index]!, qty: next[index]!.qty + qty };
    else next.push({ ...product, price: pricePaid, qty });
  }
  set(cartItemsBaseAtom, next);
  saveCart(get, next);
});

/** The cart's stepper: sets a line's quantity, kept between 1 and the stock it was added with. */
export const setCartQuantityAtom = atom(null, (get, set, productId: string, qty: number) => {
  const items = get(cartItemsBaseAtom);
  const next = items.map((line) =>
    line._id === productId ? { ...line, qty: Math.max(1, Math.min(Math.floor(qty), line.countInStock)) } : line,
  );
  if (next.every((line, index) => line.qty === items[index]?.qty)) return;
  set(cartItemsBaseAtom, next);
  saveCart(get, next);
});

/**
 * A guest's cart joins the account's cart at sign-in: lines of different products are all kept
 * (the account's first); for the same product the larger quantity wins, capped at the stock.
 */
export function mergeGuestCart(accountLines: CartItem[], guestLines: CartItem[]): CartItem[] {
  const merged = new Map(accountLines.map((line) => [line._id, line]));
  for (const guest of guestLines) {
    const saved = merged.get(guest._id);
    // The guest's copy of the product is the fresher one: it was added in this visit.
    const qty = Math.min(Math.max(guest.qty, saved?.qty ?? 0), guest.countInStock);
    if (qty >= 1) merged.set(guest._id, { ...(saved ?? guest), ...guest, qty });
  }
  return [...merged.values()];
}

/**
 * Brings the cart up to date with its products as the API has them now (`GET /api/products?ids=` for
 * the `asked` ids; lines added since are left alone):
 * quantities above the stock are lowered, prices replaced; gone and sold-out lines stay, flagged.
 * Answers what changed per product id, for the page to tell the shopper.
 */
export const applyLiveStockAtom = atom(
  null,
  (get, set, live: Product[], asked?: readonly string[]): Record<string, CartLineCheck> => {
    const items = get(cartItemsBaseAtom);
    const { items: next, checks } = checkCartAgainstStock(items, live, asked);
    if (JSON.stringify(next) !== JSON.stringify(items)) {
      set(cartItemsBaseAtom, next);
      saveCart(get, next);
    }
    return checks;
  },
);

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
const ADDRESS_FIELDS = ['fullName', 'address', 'city', 'postalCode', 'country'] as const;
// A stored address the shipping form cannot read (edited by hand, or an older shape) is dropped, not trimmed into a crash.
const isAddress = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  ADDRESS_FIELDS.every((field) => typeof (value as Record<string, unknown>)[field] === 'string');

export function loadStoredCart(store: ShopStore): void {
  store.set(cartItemsBaseAtom, readStored(cartStorageKey(readStoredUser()), [], Array.isArray));
  store.set(shippingAddressBaseAtom, readStored<ShippingAddress | null>(STORAGE_KEYS.shippingAddress, null, isAddress));
  store.set(paymentMethodBaseAtom, readStored<PaymentMethod | null>(STORAGE_KEYS.paymentMethod, null, isPaymentMethod));
}
