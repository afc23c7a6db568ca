import { useCallback, useDeferredValue, useSyncExternalStore } from 'react';
import { atom, createStore, type Atom } from 'jotai';
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
 * useBrowserStateReady for a gate that swaps a skeleton for a whole page (a signed-in page, the
 * cart): the page is rendered in the background, in slices that leave the browser free between
 * them, instead of in the one blocking render that follows hydration. A client-side navigation
 * still shows the page at once.
 */
export function useBrowserStateReadyDeferred(): boolean {
  return useDeferredValue(useBrowserStateReady());
}

// Per atom of the store, the value a component shows: the atom's own once the browser's state is
// loaded, its server default before. One subscription each, and jotai only notifies when it differs.
const shownAtoms = new WeakMap<Atom<unknown>, Atom<unknown>>();

function shownAtomOf<Value>(anAtom: Atom<Value>): Atom<Value> {
  let shown = shownAtoms.get(anAtom) as Atom<Value> | undefined;
  if (!shown) {
    shown = atom((get) => (get(browserStateLoadedAtom) ? get(anAtom) : serverDefaultsStore.get(anAtom)));
    shownAtoms.set(anAtom, shown);
  }
  return shown;
}

/**
 * Reads an atom of the shop's store, or its default (what the server rendered) until the browser's
 * state is ready: every hook of shared-ui/state reads through it, so no hydration render differs.
 * The snapshot is the value, not whether the state is ready: once the state is loaded only the
 * components whose value differs from the server's re-render (a first visit's empty cart re-renders
 * nothing), since React re-renders a hydrated component synchronously when its snapshot changed.
 */
export function useShopAtomValue<Value>(anAtom: Atom<Value>, hookName: string): Value {
  const store = useShopStore(hookName);
  const shown = shownAtomOf(anAtom);
  const subscribe = useCallback((onChange: () => void) => store.sub(shown, onChange), [store, shown]);
  return useSyncExternalStore(
    subscribe,
    () => store.get(shown),
    () => serverDefaultsStore.get(anAtom),
  );
}
