export { ShopStateProvider, type ShopStateProviderProps } from './shop-state-provider';
export { useSession, useCart, useCartCount, useWishlist, useTheme, useRecentlyViewed } from './shop-hooks';
export { createShopStore, shopStore, getActiveStore, type ShopStore } from './shop-store';
export { STORAGE_KEYS, userCartKey } from './storage';
export { userInfoAtom } from './session-atoms';
export { RequireSignIn } from './require-sign-in';
