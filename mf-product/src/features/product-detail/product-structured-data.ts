import { DEFAULT_BRAND, DEFAULT_CATEGORY } from 'shared-ui/format';
import type { Product } from 'shared-ui/types';
import { productImageUrl } from './product-image-url';

const META_DESCRIPTION_LIMIT = 160;

/** The description for search results: one line, cut at a word before about 160 characters. */
export function productMetaDescription(product: Pick<Product, 'name' | 'description'>): string {
  const text = (product.description ?? '').replace(/\s+/g, ' ').trim() || product.name;
  if (text.length <= META_DESCRIPTION_LIMIT) return text;
  const cut = text.slice(0, META_DESCRIPTION_LIMIT - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 80 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/**
 * schema.org Product data for search engines (JSON-LD). The offer is the real price; the page's
 * struck-out price and '20% OFF' are cosmetic (spec §2), so they are left out. A rating is given only
 * when there are reviews to back it.
 */
export function productStructuredData(product: Product, pageUrl: string) {
  const reviewCount = product.numReviews;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': pageUrl,
    url: pageUrl,
    name: product.name,
    image: product.image ? [new URL(productImageUrl(product.image), pageUrl).href] : [],
    description: productMetaDescription(product),
    sku: product._id,
    productID: product._id,
    brand: { '@type': 'Brand', name: product.brand || DEFAULT_BRAND },
    category: product.category || DEFAULT_CATEGORY,
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      price: product.price.toFixed(2),
      priceCurrency: 'USD',
      availability: product.countInStock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(reviewCount > 0 && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: Number(product.rating.toFixed(1)),
        reviewCount,
        bestRating: 5,
        worstRating: 1,
      },
    }),
  };
}
