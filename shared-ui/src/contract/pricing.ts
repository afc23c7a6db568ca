/**
 * The shop's business constants and its one pricing rule (spec §9), shared by the API, which prices
 * orders, and the browser, which previews the same figures. No imports: browser bundles take values
 * from here, never from the TypeBox schemas (shared modules are not tree-shaken).
 */

/** PayPal is the default (spec §9). */
export const PAYMENT_METHODS = ['PayPal', 'Stripe', 'CashOnDelivery'] as const;

export const CATEGORIES = ['electronics', 'fashion', 'home', 'sports', 'books', 'beauty', 'toys', 'automotive'] as const;
export type Category = (typeof CATEGORIES)[number];

export const SORTS = ['featured', 'price_asc', 'price_desc', 'newest', 'rating', 'popular', 'name_asc', 'name_desc'] as const;
export type Sort = (typeof SORTS)[number];

/** How many products one `GET /api/products?ids=` may ask for: a larger cart is re-checked in parts. */
export const MAX_PRODUCT_IDS = 100;

export const AVAILABILITY = ['all', 'in_stock', 'on_sale', 'new_arrivals'] as const;
export type Availability = (typeof AVAILABILITY)[number];

/** Shipping is free when the items total is over this, not at it. */
export const FREE_SHIPPING_OVER_CENTS = 100_00;
export const SHIPPING_CENTS = 10_00;
export const TAX_PERCENT = 15;

/** Dollars as the API sends them (at most two decimals) to whole cents, without float drift. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function toDollars(cents: number): number {
  return cents / 100;
}

export interface PricedLine {
  priceCents: number;
  qty: number;
}

export interface OrderPricesInCents {
  itemsCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
}

/**
 * Order pricing in integer cents. Item prices are whole cents, so the items total is exact;
 * tax is 15 % rounded half up to the cent; shipping is free when the items total is over $100.
 */
export function priceOrder(lines: readonly PricedLine[]): OrderPricesInCents {
  const itemsCents = lines.reduce((sum, line) => sum + line.priceCents * line.qty, 0);
  const shippingCents = itemsCents > FREE_SHIPPING_OVER_CENTS ? 0 : SHIPPING_CENTS;
  const taxCents = Math.floor((itemsCents * TAX_PERCENT + 50) / 100);
  return { itemsCents, shippingCents, taxCents, totalCents: itemsCents + shippingCents + taxCents };
}
