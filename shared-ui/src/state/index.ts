export { ShopStateProvider, type ShopStateProviderProps } from './shop-state-provider';
export {
  useSession,
  useSessionActions,
  useSignOut,
  useCartItems,
  useCartCount,
  useCartPrices,
  useCartLine,
  useCartActions,
  useCheckoutChoices,
  useWishlistItems,
  useWishlistCount,
  useIsInWishlist,
  useWishlistActions,
  useTheme,
  useRecentlyViewed,
  usePageLabel,
  usePageLabelActions,
} from './shop-hooks';
export type { PageLabel } from './page-label-atoms';
export { createShopStore, shopStore, connectApiClientToStore, type ShopStore } from './shop-store';
export { OUT_OF_STOCK_MESSAGE, type AddToCartOutcome } from './cart-atoms';
export { STORAGE_KEYS, userCartKey } from './storage';
export { RequireSignIn } from './require-sign-in';
