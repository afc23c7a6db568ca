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

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

/** A listing's counts as GET /api/products answers them (`totalIsEstimate`: counted only up to a bound). */
export interface ListingCount {
  total: number;
  pages?: number;
  totalIsEstimate?: boolean;
}

/** The listing's total as the shop shows it: "1,000+" when the API counted a broad filter only up to a bound. */
export function formatListingTotal({ total, totalIsEstimate }: ListingCount): string {
  return totalIsEstimate ? `${total.toLocaleString('en-US')}+` : String(total);
}

/** "1 product", "12 products", or "1,000+ products" for a total the API only bounded. */
export function formatProductCount(count: ListingCount): string {
  return `${formatListingTotal(count)} ${count.total === 1 && !count.totalIsEstimate ? 'product' : 'products'}`;
}

/** The number of pages, with "+" when the total is a lower bound (more pages lie beyond). */
export function formatPageCount({ pages = 0, totalIsEstimate }: ListingCount): string {
  return totalIsEstimate ? `${pages}+` : String(pages);
}
