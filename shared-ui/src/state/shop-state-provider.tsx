import { createContext, useContext, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { hydrateShopStore, isShopStorageKey, shopStore, type ShopStore } from './shop-store';
import { DARK_MEDIA_QUERY, isDarkAtom, systemPrefersDarkAtom } from './theme-atoms';

const ShopStoreContext = createContext<ShopStore | null>(null);

export function useShopStore(hookName: string): ShopStore {
  const store = useContext(ShopStoreContext);
  if (!store) throw new Error(`${hookName} must be used inside <ShopStateProvider>`);
  return store;
}

function applyThemeToDocument(dark: boolean) {
  document.documentElement.setAttribute('data-theme', dark ? 'dark' : 'light');
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  let meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'theme-color';
    document.head.appendChild(meta);
  }
  meta.content = dark ? '#0a0a0b' : '#ffffff';
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
      if (isShopStorageKey(event.key)) hydrateShopStore(store);
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
 * Provides the shop's one Jotai store and keeps the document's theme in step with it. The hooks of
 * shared-ui/state read the store from here and pass it to jotai explicitly, so there is no second
 * way to reach it (no jotai Provider, no default store).
 */
export function ShopStateProvider({ children, store = shopStore }: ShopStateProviderProps) {
  useDocumentTheme(store);
  useCrossTabSync(store);
  return <ShopStoreContext.Provider value={store}>{children}</ShopStoreContext.Provider>;
}
