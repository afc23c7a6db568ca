import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { usePageLabelActions } from 'shared-ui/state';
import type { Product } from 'shared-ui/types';
import { productMetaDescription, productPageTitle, productStructuredData } from './product-structured-data';

export const STRUCTURED_DATA_ID = 'product-structured-data';

/** Sets the page's meta description and answers how to put the previous one back. */
function setMetaDescription(content: string): () => void {
  const existing = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!existing) {
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = content;
    document.head.appendChild(meta);
    return () => meta.remove();
  }
  const previous = existing.content;
  existing.content = content;
  return () => {
    existing.content = previous;
  };
}

/**
 * While a product is shown: the document's title and meta description name it, JSON-LD describes it
 * to search engines, and the shell's last breadcrumb shows its name. Leaving puts the shop's back.
 */
export function useProductDocument(product: Product | undefined): void {
  const { pathname } = useLocation();
  const { setPageLabel, clearPageLabel } = usePageLabelActions();

  useEffect(() => {
    if (!product) return;
    const previousTitle = document.title;
    document.title = productPageTitle(product);
    const restoreDescription = setMetaDescription(productMetaDescription(product));

    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.id = STRUCTURED_DATA_ID;
    // '<' escaped so a name containing '</script>' cannot end the block if the head is ever serialised.
    script.textContent = JSON.stringify(productStructuredData(product, window.location.origin + pathname)).replace(
      /</g,
      '\\u003c',
    );
    document.getElementById(STRUCTURED_DATA_ID)?.remove();
    document.head.appendChild(script);

    return () => {
      document.title = previousTitle;
      restoreDescription();
      script.remove();
    };
  }, [product, pathname]);

  const name = product?.name;
  useEffect(() => {
    if (!name) return;
    setPageLabel({ path: pathname, label: name });
    return () => clearPageLabel(pathname);
  }, [name, pathname, setPageLabel, clearPageLabel]);
}
