export { ShopStateProvider, type ShopStateProviderProps } from './shop-state-provider';
export { ShopBrowserRouter } from './shop-browser-router';
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
} from './shop-hooks';
export { createShopStore, shopStore, connectApiClientToStore, type ShopStore } from './shop-store';
export { useBrowserStateReady, useBrowserStateReadyDeferred } from './browser-state-ready';
export { useHydrated } from './use-hydrated';
export { useAfterFirstRender } from './use-after-first-render';
export { OUT_OF_STOCK_MESSAGE, type AddToCartOutcome, type OrderLineAgain } from './cart-atoms';
export { checkCartAgainstStock, type CartLineCheck, type CartStockCheck } from './cart-stock-check';
export { getCartProducts, useCartStockCheck } from './use-cart-stock-check';
export { STORAGE_KEYS, userCartKey } from './storage';
export { BrowserStateCases, type BrowserStateCasesProps } from './browser-state-cases';
export { RequireSignIn, type RequireSignInProps } from './require-sign-in';
export {
  SESSION_ENDED_MESSAGE,
  SESSION_RECHECK_MS,
  SessionEndedRedirect,
  endSession,
  useSessionEndedRedirect,
  useSessionNotice,
} from './session-ended';
export { usePageMeta, useBreadcrumbLabel, SHOP_NAME, type PageMeta } from './page-meta';
export { useListingViewMode, LISTING_VIEW_MODES, type ListingViewMode } from './listing-view-atoms';
