import { useEffect, useRef } from 'react';
import { atom, useAtomValue } from 'jotai';
import { useLocation, useNavigate } from 'react-router-dom';
import { apiClient } from 'shared-ui/api';
import { cartItemsBaseAtom } from './cart-atoms';
import { sessionNoticeAtom, signOutAtom } from './session-atoms';
import { useShopStore } from './shop-state-provider';
import { useShopAtomValue } from './browser-state-ready';
import type { ShopStore } from './shop-store';
import { STORAGE_KEYS, writeStored } from './storage';
import { userInfoBaseAtom } from './user-info-base-atom';

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

/** How often a tab coming back to the front asks the server whether its session still stands. */
export const SESSION_RECHECK_MS = 30_000;

/** Counts endings, so each one sends the shopper to sign in once. */
const sessionEndingsAtom = atom(0);

/**
 * The server refused the session's token: sign out exactly as logout does (user, address and payment
 * method cleared), but keep the cart, under the guest key, so signing in again brings it back.
 */
export const endSessionAtom = atom(null, (get, set) => {
  if (!get(userInfoBaseAtom)) return;
  const lines = get(cartItemsBaseAtom);
  set(signOutAtom);
  set(cartItemsBaseAtom, lines);
  writeStored(STORAGE_KEYS.guestCart, lines);
  set(sessionNoticeAtom, SESSION_ENDED_MESSAGE);
  set(sessionEndingsAtom, (count) => count + 1);
});

export function endSession(store: ShopStore): void {
  store.set(endSessionAtom);
}

export function useSessionNotice(): string | null {
  return useShopAtomValue(sessionNoticeAtom, 'useSessionNotice');
}

/**
 * Where the app renders its routes (the shell's layout, a standalone page): when the session ends,
 * goes to /login?redirect=<where the shopper was>; when the tab regains focus, asks the server (at
 * most every SESSION_RECHECK_MS) so a session ended elsewhere is noticed before the next action.
 */
export function useSessionEndedRedirect(): void {
  const store = useShopStore('useSessionEndedRedirect');
  const endings = useAtomValue(sessionEndingsAtom, { store });
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const where = useRef(pathname + search);
  where.current = pathname + search;

  useEffect(() => {
    if (endings === 0 || where.current.startsWith('/login')) return;
    void navigate(`/login?redirect=${encodeURIComponent(where.current)}`, { replace: true });
  }, [endings, navigate]);

  useEffect(() => {
    let lastCheck = Date.now();
    const recheck = () => {
      if (document.visibilityState !== 'visible' || !store.get(userInfoBaseAtom)) return;
      if (Date.now() - lastCheck < SESSION_RECHECK_MS) return;
      lastCheck = Date.now();
      // A 401 here ends the session through the API client's hook; any other failure changes nothing.
      apiClient()
        .get('api/users/profile', { retry: 0 })
        .catch(() => undefined);
    };
    window.addEventListener('focus', recheck);
    document.addEventListener('visibilitychange', recheck);
    return () => {
      window.removeEventListener('focus', recheck);
      document.removeEventListener('visibilitychange', recheck);
    };
  }, [store]);
}

/** useSessionEndedRedirect as an element, for a router tree without a layout component of its own. */
export function SessionEndedRedirect(): null {
  useSessionEndedRedirect();
  return null;
}
