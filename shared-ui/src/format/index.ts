import type { Category } from 'shared-ui/pricing';

let intlCurrency: Intl.NumberFormat | undefined;

/**
 * Money as the shop shows it everywhere: en-US, 2 decimals, $ (spec §9), e.g. "$1,234.56" and "-$5.00".
 * Written out rather than with Intl.NumberFormat: building the first NumberFormat costs a phone about 50 ms
 * of the page's start-up (a long task, measured in Lighthouse). Like Intl, it rounds the number's shortest
 * decimal form half away from zero (0.015 -> "$0.02"); the tests hold the two equal. Amounts it cannot
 * write exactly in cents go to Intl.
 */
export function formatPrice(amount: number): string {
  if (!Number.isFinite(amount) || Math.abs(amount) >= 1e13) {
    intlCurrency ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    return intlCurrency.format(amount);
  }
  const cents = roundedCents(Math.abs(amount));
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return `${sign}$${groupThousands(String(Math.floor(cents / 100)))}.${String(cents % 100).padStart(2, '0')}`;
}

/** Whole cents of a non-negative amount below 1e13, rounded half up on its shortest decimal form. */
function roundedCents(amount: number): number {
  const decimal = String(amount);
  // Below 1e-6 String() writes an exponent; such an amount is no cents.
  if (decimal.includes('e')) return 0;
  const [whole = '0', fraction = ''] = decimal.split('.');
  const digits = fraction.padEnd(3, '0');
  return Number(whole) * 100 + Number(digits.slice(0, 2)) + (digits[2]! >= '5' ? 1 : 0);
}

/** "1234567" -> "1,234,567" (en-US grouping of a string of digits). */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A date as the shop shows it, en-US, e.g. "Nov 25, 2026": in the browser's time zone, or in UTC (`utc`). */
export function formatDate(iso: string | null | undefined, { utc = false }: { utc?: boolean } = {}): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  // Written out, as formatPrice is: the first toLocaleDateString builds a DateTimeFormat, about 50 ms
  // of a phone's main thread in the middle of hydrating the page. The tests hold the two equal.
  return utc
    ? `${SHORT_MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`
    : `${SHORT_MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A listing's counts as GET /api/products answers them (`totalIsEstimate`: counted only up to a bound). */
export interface ListingCount {
  total: number;
  pages?: number;
  totalIsEstimate?: boolean;
}

/** The listing's total as the shop shows it: "1,000+" when the API counted a broad filter only up to a bound. */
export function formatListingTotal({ total, totalIsEstimate }: ListingCount): string {
  return totalIsEstimate ? `${groupThousands(String(Math.trunc(total)))}+` : String(total);
}

/** "1 product", "12 products", or "1,000+ products" for a total the API only bounded. */
export function formatProductCount(count: ListingCount): string {
  return `${formatListingTotal(count)} ${count.total === 1 && !count.totalIsEstimate ? 'product' : 'products'}`;
}

/** The number of pages, with "+" when the total is a lower bound (more pages lie beyond). */
export function formatPageCount({ pages = 0, totalIsEstimate }: ListingCount): string {
  return totalIsEstimate ? `${pages}+` : String(pages);
}

/** Each catalogue category as the shop names it (the category strip, the filters, the categories page). */
export const CATEGORY_LABELS: Record<Category, string> = {
  electronics: 'Electronics',
  fashion: 'Fashion',
  home: 'Home & Garden',
  sports: 'Sports',
  books: 'Books',
  beauty: 'Beauty',
  toys: 'Toys',
  automotive: 'Automotive',
};

export * from './product-facts';
