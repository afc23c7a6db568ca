import { useMemo, useState } from 'react';
import { apiClient, useQuery } from 'shared-ui/api';
import { MAX_PRODUCT_IDS } from 'shared-ui/pricing';
import { estimatePrices } from './cart-atoms';
import type { CartLineCheck } from './cart-stock-check';
import { useCartActions, useCartItems } from './shop-hooks';
import type { Product, ProductListResponse } from 'shared-ui/types';

/**
 * GET /api/products?ids=…: the cart's products as they are now (live stock and price); a product that
 * no longer exists is absent. One request for up to 100 lines; a larger cart is asked in parts.
 */
export async function getCartProducts(ids: readonly string[], signal?: AbortSignal): Promise<Product[]> {
  const parts: string[][] = [];
  for (let start = 0; start < ids.length; start += MAX_PRODUCT_IDS) parts.push(ids.slice(start, start + MAX_PRODUCT_IDS));
  const answers = await Promise.all(
    parts.map((part) =>
      apiClient()
        .get('api/products', { searchParams: { ids: part.join(',') }, signal })
        .json<ProductListResponse>(),
    ),
  );
  return answers.flatMap((answer) => answer.products);
}

/**
 * Re-reads the cart's lines once when the page opens (the cart, the order review) and brings the cart up to date (quantities
 * lowered to the stock, new prices). `checks` says per product id what changed; `blocked` is true
 * while a gone or sold-out line is still in the cart; `prices` estimates only the lines that can be ordered.
 */
export function useCartStockCheck() {
  const items = useCartItems();
  const { applyLiveStock } = useCartActions();
  // The lines as the page opened: removing one must not ask the server again.
  const [ids] = useState(() => items.map((item) => item._id));
  const query = useQuery<Record<string, CartLineCheck>>({
    queryKey: ['cart-products', ids],
    queryFn: async ({ signal }) => {
      const products = await getCartProducts(ids, signal);
      // A page left (or a StrictMode remount) while the answer was on its way must not touch the cart.
      signal.throwIfAborted();
      return applyLiveStock(products, ids);
    },
    enabled: ids.length > 0,
  });
  const checks = query.data ?? NO_CHECKS;
  const orderable = useMemo(() => items.filter((item) => !checks[item._id]?.blocked), [items, checks]);
  const prices = useMemo(() => estimatePrices(orderable), [orderable]);
  return {
    checks,
    checking: ids.length > 0 && query.status === 'pending',
    failed: query.status === 'error',
    blocked: orderable.length < items.length,
    /** How many lines are gone or sold out and still in the cart. */
    blockedCount: items.length - orderable.length,
    /** How many pieces the lines that can be ordered come to. */
    orderableQuantity: orderable.reduce((sum, item) => sum + item.qty, 0),
    /** How many lines still in the cart the re-check changed or flagged. */
    changedCount: items.filter((item) => checks[item._id]).length,
    /** The estimate of the lines that can be ordered: a gone or sold-out line is not in it. */
    prices,
  };
}

const NO_CHECKS: Record<string, CartLineCheck> = {};
