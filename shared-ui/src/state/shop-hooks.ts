import { useCallback, useMemo } from 'react';
import { atom, useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
// Through the package name, not a relative path: shared-ui/api is one shared module on the page.
import { apiClient } from 'shared-ui/api';
import type { CartItem, Product } from '../types';
import { useShopStore } from './shop-state-provider';
import { useShopAtomValue } from './browser-state-ready';
import {
  OUT_OF_STOCK_MESSAGE,
  addOrderAgainAtom,
  addToCartAtom,
  applyLiveStockAtom,
  cartCountAtom,
  cartItemsAtom,
  cartPricesAtom,
  clearCartAtom,
  paymentMethodAtom,
  removeFromCartAtom,
  savePaymentMethodAtom,
  saveShippingAddressAtom,
  setCartQuantityAtom,
  shippingAddressAtom,
} from './cart-atoms';
import { signInAtom, signOutAtom, updateUserInfoAtom, userInfoAtom } from './session-atoms';
import {
  addToWishlistAtom,
  clearWishlistAtom,
  removeFromWishlistAtom,
  toggleWishlistAtom,
  wishlistCountAtom,
  wishlistItemsAtom,
} from './wishlist-atoms';
import { isDarkAtom, setDarkModeAtom, toggleThemeAtom } from './theme-atoms';
import { addRecentlyViewedAtom, recentlyViewedAtom } from './recently-viewed-atoms';

// Slices never import jotai: they use these hooks. Each reads the narrowest atom it can, so a
// component re-renders only when what it shows changes (a card follows its own cart line only).

export function useSession() {
  return useShopAtomValue(userInfoAtom, 'useSession');
}

export function useSessionActions() {
  const store = useShopStore('useSessionActions');
  return {
    signIn: useSetAtom(signInAtom, { store }),
    updateUserInfo: useSetAtom(updateUserInfoAtom, { store }),
  };
}

/**
 * The one sign-out: ends the server session (POST /api/users/logout revokes the token and clears
 * the httpOnly cookie), goes to / and then clears the session as spec §4 says. Leaving first keeps
 * a signed-in page's guard from sending the shopper to /login on the way out.
 */
export function useSignOut(): () => Promise<void> {
  const store = useShopStore('useSignOut');
  const navigate = useNavigate();
  return useCallback(async () => {
    const token = store.get(userInfoAtom)?.token;
    const loggedOut = apiClient()
      .post('api/users/logout', { headers: token ? { Authorization: `Bearer ${token}` } : {}, retry: 0 })
      .catch(() => undefined);
    // The router must render / before the session is cleared, or the cleared session reaches a
    // signed-in page's guard first: flushSync makes this navigation no transition (ShopBrowserRouter).
    await navigate('/', { flushSync: true });
    store.set(signOutAtom);
    await loggedOut;
  }, [store, navigate]);
}

export function useCartItems(): CartItem[] {
  return useShopAtomValue(cartItemsAtom, 'useCartItems');
}

export function useCartCount(): number {
  return useShopAtomValue(cartCountAtom, 'useCartCount');
}

export function useCartPrices() {
  return useShopAtomValue(cartPricesAtom, 'useCartPrices');
}

/** One product's cart line, or undefined: changes to other lines do not re-render the caller. */
export function useCartLine(productId: string): CartItem | undefined {
  const lineAtom = useMemo(() => atom((get) => get(cartItemsAtom).find((line) => line._id === productId)), [productId]);
  return useShopAtomValue(lineAtom, 'useCartLine');
}

export function useCartActions() {
  const store = useShopStore('useCartActions');
  const add = useSetAtom(addToCartAtom, { store });
  return {
    /**
     * Adds `qty` of a product if the cart's quantity plus `qty` fits its stock; otherwise tells the
     * shopper 'Sorry. Product is out of stock' (spec §4). Answers whether it was added.
     */
    addToCart: useCallback(
      (product: Product, qty = 1) => {
        if (add(product, qty) === 'added') return true;
        window.alert(OUT_OF_STOCK_MESSAGE);
        return false;
      },
      [add],
    ),
    /** The same rule without telling the shopper: for moves of many items that report together. */
    tryAddToCart: add,
    setQuantity: useSetAtom(setCartQuantityAtom, { store }),
    removeFromCart: useSetAtom(removeFromCartAtom, { store }),
    clearCart: useSetAtom(clearCartAtom, { store }),
    /**
     * Applies products re-read from the API to the cart (quantities lowered to the stock, new prices)
     * and answers, per product id, what changed or why the line cannot be ordered.
     */
    applyLiveStock: useSetAtom(applyLiveStockAtom, { store }),
    /** Buy again: an order's lines as the order had them; the cart's live stock check updates them. */
    addOrderAgain: useSetAtom(addOrderAgainAtom, { store }),
  };
}

/** The shipping address and payment method chosen during checkout. */
export function useCheckoutChoices() {
  const store = useShopStore('useCheckoutChoices');
  return {
    shippingAddress: useShopAtomValue(shippingAddressAtom, 'useCheckoutChoices'),
    paymentMethod: useShopAtomValue(paymentMethodAtom, 'useCheckoutChoices'),
    saveShippingAddress: useSetAtom(saveShippingAddressAtom, { store }),
    savePaymentMethod: useSetAtom(savePaymentMethodAtom, { store }),
  };
}

export function useWishlistItems() {
  return useShopAtomValue(wishlistItemsAtom, 'useWishlistItems');
}

export function useWishlistCount(): number {
  return useShopAtomValue(wishlistCountAtom, 'useWishlistCount');
}

export function useIsInWishlist(productId: string): boolean {
  const inWishlistAtom = useMemo(() => atom((get) => get(wishlistItemsAtom).some((item) => item._id === productId)), [productId]);
  return useShopAtomValue(inWishlistAtom, 'useIsInWishlist');
}

export function useWishlistActions() {
  const store = useShopStore('useWishlistActions');
  return {
    add: useSetAtom(addToWishlistAtom, { store }),
    remove: useSetAtom(removeFromWishlistAtom, { store }),
    toggle: useSetAtom(toggleWishlistAtom, { store }),
    clear: useSetAtom(clearWishlistAtom, { store }),
  };
}

export function useTheme() {
  const store = useShopStore('useTheme');
  return {
    isDark: useShopAtomValue(isDarkAtom, 'useTheme'),
    toggleTheme: useSetAtom(toggleThemeAtom, { store }),
    setDarkMode: useSetAtom(setDarkModeAtom, { store }),
  };
}

export function useRecentlyViewed() {
  const store = useShopStore('useRecentlyViewed');
  return {
    productIds: useShopAtomValue(recentlyViewedAtom, 'useRecentlyViewed'),
    addRecentlyViewed: useSetAtom(addRecentlyViewedAtom, { store }),
  };
}
