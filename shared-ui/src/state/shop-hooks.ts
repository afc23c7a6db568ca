import { useAtomValue, useSetAtom } from 'jotai';
import type { Product } from '../types';
import { useShopStore } from './shop-state-provider';
import {
  addToCartAtom,
  cartCountAtom,
  cartItemsAtom,
  cartPricesAtom,
  clearCartAtom,
  paymentMethodAtom,
  removeFromCartAtom,
  savePaymentMethodAtom,
  saveShippingAddressAtom,
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

// Slices never import jotai: they use these hooks, so the store stays one and private to shared-ui.

export function useSession() {
  const store = useShopStore('useSession');
  return {
    userInfo: useAtomValue(userInfoAtom, { store }),
    signIn: useSetAtom(signInAtom, { store }),
    signOut: useSetAtom(signOutAtom, { store }),
    updateUserInfo: useSetAtom(updateUserInfoAtom, { store }),
  };
}

export function useCart() {
  const store = useShopStore('useCart');
  return {
    cartItems: useAtomValue(cartItemsAtom, { store }),
    count: useAtomValue(cartCountAtom, { store }),
    prices: useAtomValue(cartPricesAtom, { store }),
    shippingAddress: useAtomValue(shippingAddressAtom, { store }),
    paymentMethod: useAtomValue(paymentMethodAtom, { store }),
    addToCart: useSetAtom(addToCartAtom, { store }),
    removeFromCart: useSetAtom(removeFromCartAtom, { store }),
    clearCart: useSetAtom(clearCartAtom, { store }),
    saveShippingAddress: useSetAtom(saveShippingAddressAtom, { store }),
    savePaymentMethod: useSetAtom(savePaymentMethodAtom, { store }),
  };
}

export function useCartCount(): number {
  return useAtomValue(cartCountAtom, { store: useShopStore('useCartCount') });
}

export function useWishlist() {
  const store = useShopStore('useWishlist');
  const items = useAtomValue(wishlistItemsAtom, { store });
  return {
    items,
    count: useAtomValue(wishlistCountAtom, { store }),
    isInWishlist: (productId: string) => items.some((item) => item._id === productId),
    add: useSetAtom(addToWishlistAtom, { store }) as (product: Product) => void,
    remove: useSetAtom(removeFromWishlistAtom, { store }),
    toggle: useSetAtom(toggleWishlistAtom, { store }) as (product: Product) => void,
    clear: useSetAtom(clearWishlistAtom, { store }),
  };
}

export function useTheme() {
  const store = useShopStore('useTheme');
  return {
    isDark: useAtomValue(isDarkAtom, { store }),
    toggleTheme: useSetAtom(toggleThemeAtom, { store }),
    setDarkMode: useSetAtom(setDarkModeAtom, { store }),
  };
}

export function useRecentlyViewed() {
  const store = useShopStore('useRecentlyViewed');
  return {
    productIds: useAtomValue(recentlyViewedAtom, { store }),
    addRecentlyViewed: useSetAtom(addRecentlyViewedAtom, { store }),
  };
}
