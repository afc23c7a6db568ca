import { useCallback, useSyncExternalStore } from 'react';
import { createStore, useAtomValue, type Atom } from 'jotai';
import { useShopStore } from './shop-state-provider';
import { browserStateLoadedAtom } from './shop-store';

// Never written: what every atom holds before the browser's state is loaded, as on the server.
const serverDefaultsStore = createStore();

/**
 * Whether the browser's state (session, cart, wishlist, checkout choices, theme, recently viewed)
 * is known. False on the server and during hydration, so the first render matches the server's
 * markup; true from the commit after, and on every later render (a client-side navigation shows
 * content at once). A page that depends on browser state renders a skeleton while it is false.
 */
export function useBrowserStateReady(): boolean {
  const store = useShopStore('useBrowserStateReady');
  const subscribe = useCallback((onChange: () => void) => store.sub(browserStateLoadedAtom, onChange), [store]);
  return useSyncExternalStore(
    subscribe,
    () => store.get(browserStateLoadedAtom),
    () => false,
  );
}

/**
 * Reads an atom of the shop's store, or its default (what the server rendered) until the browser's
 * state is ready: every hook of shared-ui/state reads through it, so no hydration render differs.
 */
export function useShopAtomValue<Value>(anAtom: Atom<Value>, hookName: string): Value {
  const store = useShopStore(hookName);
  const ready = useBrowserStateReady();
  return useAtomValue(anAtom, { store: ready ? store : serverDefaultsStore });
}
