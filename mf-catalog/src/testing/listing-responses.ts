import { aProduct, type MockAnswer } from 'shared-ui/testing';
import type { Product, ProductListResponse } from 'shared-ui/types';

/**
 * A GET /api/products answer for the page asked for, as the API pages a catalogue of `total`
 * (`totalIsEstimate`: the API counted only up to `total`, a lower bound).
 */
export function aListingPage({
  page = 1,
  total = 26,
  products,
  totalIsEstimate,
}: { page?: number; total?: number; products?: Product[]; totalIsEstimate?: boolean } = {}): ProductListResponse {
  const pages = Math.ceil(total / 12);
  const count = Math.max(0, Math.min(12, total - (page - 1) * 12));
  return {
    products: products ?? Array.from({ length: count }, (_, index) => aProduct({ name: `Item ${(page - 1) * 12 + index + 1}` })),
    page,
    pages,
    total,
    ...(totalIsEstimate === undefined ? {} : { totalIsEstimate }),
  };
}

/** Answers GET /api/products with the page the request asks for. */
export function listingRoute(total = 26) {
  return (request: Request): MockAnswer<ProductListResponse> => {
    const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
    return [200, aListingPage({ page, total })];
  };
}
