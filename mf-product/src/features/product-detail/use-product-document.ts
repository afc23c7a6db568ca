import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { usePageMeta } from 'shared-ui/state';
import type { Product } from 'shared-ui/types';
import { productMetaDescription, productStructuredData } from './product-structured-data';

export const STRUCTURED_DATA_ID = 'product-structured-data';

/**
 * While a product is shown: the document title ('{name} | ShopHub'), the meta description and the
 * shell's last breadcrumb name it, and JSON-LD describes it to search engines until the page leaves.
 */
export function useProductDocument(product: Product | undefined): void {
  const { pathname } = useLocation();
  usePageMeta({
    title: product?.name ?? '',
    description: product && productMetaDescription(product),
    breadcrumbLabel: product?.name,
  });

  useEffect(() => {
    if (!product) return;
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
    return () => script.remove();
  }, [product, pathname]);
}
