import { createStore } from 'jotai';
import { configureApiClient } from 'shared-ui/api';
import { userInfoBaseAtom } from './user-info-base-atom';
import { hydrateCart } from './cart-atoms';
import { hydrateRecentlyViewed } from './recently-viewed-atoms';
import { hydrateSession } from './session-atoms';
import { endSession } from './session-ended';
import { hydrateTheme } from './theme-atoms';
import { hydrateWishlist } from './wishlist-atoms';
import { STORAGE_KEYS } from './storage';

export type ShopStore = ReturnType<typeof createStore>;

/** Fills a store from browser storage; also used when another tab changes a stored key. */
export function hydrateShopStore(store: ShopStore): void {
  hydrateSession(store);
  hydrateCart(store);
  hydrateWishlist(store);
  hydrateTheme(store);
  hydrateRecentlyViewed(store);
}

export function createShopStore(): ShopStore {
  const store = createStore();
  hydrateShopStore(store);
  return store;
}

/** The one store of the page: the shell provides it and every remote reads it through shared-ui. */
export const shopStore = createShopStore();

/**
 * Gives the page's API client the bearer token of this store's session. Called once where the app
 * starts (the shell's bootstrap, a remote's standalone page, the test render helper).
 */
export function connectApiClientToStore(store: ShopStore): void {
  configureApiClient({
    getToken: () => store.get(userInfoBaseAtom)?.token,
    onSessionEnded: () => endSession(store),
  });
}

export function isShopStorageKey(key: string | null): boolean {
  return key === null || Object.values(STORAGE_KEYS).includes(key as never) || key.startsWith('cartItems_');
}
