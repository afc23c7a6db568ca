const currency = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Money as the shop shows it everywhere: en-US, 2 decimals, $ (spec §9). */
export function formatPrice(amount: number): string {
  return currency.format(amount);
}

/** Rounded percent off, or 0 when there is no higher original price (spec §9). */
export function discountPercent(price: number, originalPrice?: number | null): number {
  if (!originalPrice || originalPrice <= price) return 0;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}

export const NEW_PRODUCT_DAYS = 7;

export function isNewProduct(createdAt: string | undefined, now = Date.now()): boolean {
  if (!createdAt) return false;
  const created = Date.parse(createdAt);
  return Number.isFinite(created) && now - created <= NEW_PRODUCT_DAYS * 24 * 60 * 60 * 1000;
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}
