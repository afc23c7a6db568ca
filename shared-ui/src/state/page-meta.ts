import { useEffect } from 'react';
import { atom, useAtomValue } from 'jotai';
import { useShopStore } from './shop-state-provider';

export const SHOP_NAME = 'ShopHub';

/** The shop's own description (as in index.html), for a page that gives none of its own. */
export const SHOP_DESCRIPTION = 'ShopHub — electronics, fashion, home, sports, books and more, delivered fast.';

export interface PageMeta {
  /** The page's own name; the document title becomes '{title} | ShopHub'. */
  title: string;
  /** The page's meta description (search results, link previews); the shop's own when left out. */
  description?: string;
  /** The last breadcrumb's text when the URL alone cannot name it (a product's name for /product/:id). */
  breadcrumbLabel?: string;
}

const breadcrumbLabelBaseAtom = atom<string | null>(null);

function setMetaDescription(content: string) {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.appendChild(meta);
  }
  meta.content = content;
}

/**
 * How a page names itself: the document title, the meta description and the label the shell's
 * breadcrumbs show for the current page. Slices call it; the shell reads `useBreadcrumbLabel`.
 */
export function usePageMeta({ title, description, breadcrumbLabel }: PageMeta): void {
  const store = useShopStore('usePageMeta');
  useEffect(() => {
    document.title = title ? `${title} | ${SHOP_NAME}` : SHOP_NAME;
    // Never the previous page's words: a page without its own description gets the shop's.
    setMetaDescription(description || SHOP_DESCRIPTION);
  }, [title, description]);
  useEffect(() => {
    if (!breadcrumbLabel) return;
    store.set(breadcrumbLabelBaseAtom, breadcrumbLabel);
    return () => store.set(breadcrumbLabelBaseAtom, null);
  }, [store, breadcrumbLabel]);
}

/** The current page's breadcrumb label, when it set one. */
export function useBreadcrumbLabel(): string | null {
  return useAtomValue(breadcrumbLabelBaseAtom, { store: useShopStore('useBreadcrumbLabel') });
}
