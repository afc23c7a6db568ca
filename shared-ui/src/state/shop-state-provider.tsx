import { createContext, useContext, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { THEME_ATTRIBUTE, colorVariable } from '../design/theme-variables';
import { useHydrated } from './use-hydrated';
import {
  isBrowserStateLoaded,
  isShopStorageKey,
  loadBrowserState,
  readBrowserState,
  shopStore,
  type ShopStore,
} from './shop-store';
import { DARK_MEDIA_QUERY, isDarkAtom, systemPrefersDarkAtom } from './theme-atoms';

const ShopStoreContext = createContext<ShopStore | null>(null);

export function useShopStore(hookName: string): ShopStore {
  const store = useContext(ShopStoreContext);
  if (!store) throw new Error(`${hookName} must be used inside <ShopStateProvider>`);
  return store;
}

/**
 * `<html data-theme>` picks the palette, its color-scheme included, from the CSS in the page's head.
 * The page's theme-color meta (the colour of the browser's bar) cannot follow CSS: it takes the
 * background that CSS now resolves to.
 */
function applyThemeToDocument(dark: boolean) {
  const root = document.documentElement;
  const theme = dark ? 'dark' : 'light';
  // Already applied, with its meta, by the page's head (first-view/theme-before-paint.ts): reading the
  // computed style would make the browser lay out the whole server-rendered page once more, for nothing.
  if (root.getAttribute(THEME_ATTRIBUTE) === theme) return;
  root.setAttribute(THEME_ATTRIBUTE, theme);
  const background = getComputedStyle(root).getPropertyValue(colorVariable('background')).trim();
  const meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (meta && background) meta.content = background;
}

/**
 * The one place the browser's state enters the store. Hydrating server markup, the first render must
 * match the server's, which knows no browser storage: the state is loaded in the commit after it.
 * Rendering without server markup (a fallback to a client render, a standalone page, tests), there is
 * nothing to match: it is loaded before the first render, so no skeleton shows that is not needed.
 */
function useBrowserStateLoad(store: ShopStore) {
  if (useHydrated() && typeof window !== 'undefined' && !isBrowserStateLoaded(store)) loadBrowserState(store);
  useLayoutEffect(() => loadBrowserState(store), [store]);
}

function useDocumentTheme(store: ShopStore) {
  useLayoutEffect(() => {
    applyThemeToDocument(store.get(isDarkAtom));
    return store.sub(isDarkAtom, () => applyThemeToDocument(store.get(isDarkAtom)));
  }, [store]);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(DARK_MEDIA_QUERY);
    const onChange = (event: MediaQueryListEvent) => store.set(systemPrefersDarkAtom, event.matches);
    query.addEventListener?.('change', onChange);
    return () => query.removeEventListener?.('change', onChange);
  }, [store]);
}

/** Another tab signed in, changed the cart or the theme: show the same here. */
function useCrossTabSync(store: ShopStore) {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (isShopStorageKey(event.key)) readBrowserState(store);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [store]);
}

export interface ShopStateProviderProps {
  children: ReactNode;
  /** Tests pass a fresh store; the app uses the page's one store. */
  store?: ShopStore;
}

/**
 * Provides the shop's one Jotai store, loads the browser's state into it (useBrowserStateLoad) and
 * keeps the document's theme in step with it. The hooks of
 * shared-ui/state read the store from here and pass it to jotai explicitly, so there is no second
 * way to reach it (no jotai Provider, no default store).
 */
export function ShopStateProvider({ children, store = shopStore }: ShopStateProviderProps) {
  useBrowserStateLoad(store);
  useDocumentTheme(store);
  useCrossTabSync(store);
  return <ShopStoreContext.Provider value={store}>{children}</ShopStoreContext.Provider>;
}
