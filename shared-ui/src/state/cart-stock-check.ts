import type { CartItem, Product } from '../types';

/** What re-reading one cart line's product found (a line absent from the answer is unchanged). */
export interface CartLineCheck {
  /** The line cannot be ordered until it is removed: the product is gone, or none is in stock. */
  blocked: 'gone' | 'out-of-stock' | null;
  /** The quantity was above the stock now left and was lowered to it. */
  qtyLowered: { from: number; to: number } | null;
  /** The price is not the one the line was added at; the line now carries the new price. */
  priceChanged: { from: number; to: number } | null;
}

export interface CartStockCheck {
  /** The cart with quantities lowered to the stock and prices (and other product fields) brought up to date. */
  items: CartItem[];
  /** Per product id, what changed; lines with nothing to say are not listed. */
  checks: Record<string, CartLineCheck>;
}

/**
 * Compares the cart with its products as the API has them now (`asked`: the ids the request named, by
 * default every line). An asked product missing from `live` is gone;
 * one with no stock is out of stock (both kept in the cart, flagged, so the shopper sees what went);
 * a quantity above the stock is lowered to it; a new price replaces the old one. The server prices the
 * order again whatever this says: this only keeps the shopper from being surprised.
 */
export function checkCartAgainstStock(
  items: readonly CartItem[],
  live: readonly Product[],
  asked: readonly string[] = items.map((item) => item._id),
): CartStockCheck {
  const liveById = new Map(live.map((product) => [product._id, product]));
  const askedIds = new Set(asked);
  const checks: Record<string, CartLineCheck> = {};
  const next = items.map((line): CartItem => {
    // A line that joined the cart after the question (another tab added it) was not asked about: absent
    // from the answer, it is not gone.
    if (!askedIds.has(line._id)) return line;
    const product = liveById.get(line._id);
    if (!product) {
      checks[line._id] = { blocked: 'gone', qtyLowered: null, priceChanged: null };
      return line;
    }
    const priceChanged = product.price !== line.price ? { from: line.price, to: product.price } : null;
    if (product.countInStock < 1) {
      checks[line._id] = { blocked: 'out-of-stock', qtyLowered: null, priceChanged };
      return { ...line, ...product, qty: line.qty };
    }
    const qty = Math.min(line.qty, product.countInStock);
    const qtyLowered = qty < line.qty ? { from: line.qty, to: qty } : null;
    if (qtyLowered || priceChanged) checks[line._id] = { blocked: null, qtyLowered, priceChanged };
    return { ...line, ...product, qty };
  });
  return { items: next, checks };
}
