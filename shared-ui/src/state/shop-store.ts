import { atom, createStore } from 'jotai';
import { configureApiClient } from 'shared-ui/api';
import { readStoredUser, userInfoBaseAtom } from './user-info-base-atom';
import { loadStoredCart } from './cart-atoms';
import { loadStoredRecentlyViewed } from './recently-viewed-atoms';
import { loadStoredSession } from './session-atoms';
import { endSession } from './session-ended';
import { loadThemePreference } from './theme-atoms';
import { loadStoredWishlist } from './wishlist-atoms';
import { STORAGE_KEYS } from './storage';

export type ShopStore = ReturnType<typeof createStore>;

/** Reads browser storage (and the system's colour scheme) into a store; also when another tab changes a stored key. */
export function readBrowserState(store: ShopStore): void {
  loadStoredSession(store);
  loadStoredCart(store);
  loadStoredWishlist(store);
  loadThemePreference(store);
  loadStoredRecentlyViewed(store);
}

/** Whether the store holds the browser's state yet; false in a new store, as on the server. */
export const browserStateLoadedAtom = atom(false);

export function isBrowserStateLoaded(store: ShopStore): boolean {
  return store.get(browserStateLoadedAtom);
}

/**
 * Fills the store from the browser once. ShopStateProvider calls it, and only it: right after
 * hydration (the server knows no browser storage, so the hydration render must show the defaults),
 * or before the first render when the page renders without server markup.
 */
export function loadBrowserState(store: ShopStore): void {
  if (isBrowserStateLoaded(store)) return;
  readBrowserState(store);
  store.set(browserStateLoadedAtom, true);
}

/**
 * A store with the defaults a server render has (no session, an empty cart and wishlist, the light
 * theme); ShopStateProvider loads the browser's state into it (see loadBrowserState).
 */
export function createShopStore(): ShopStore {
  return createStore();
}

/** The one store of the page: the shell provides it and every remote reads it through shared-ui. */
export const shopStore = createShopStore();

/**
 * Gives the page's API client the bearer token of this store's session. Called once where the app
 * starts (the shell's bootstrap, a remote's standalone page, the test render helper).
 */
export function connectApiClientToStore(store: ShopStore): void {
  configureApiClient({
    // A request made before the browser state is loaded (early in the page) still carries the session.
    getToken: () => (isBrowserStateLoaded(store) ? store.get(userInfoBaseAtom) : readStoredUser())?.token,
    onSessionEnded: () => endSession(store),
  });
}

export function isShopStorageKey(key: string | null): boolean {
  return key === null || Object.values(STORAGE_KEYS).includes(key as never) || key.startsWith('cartItems_');
}
