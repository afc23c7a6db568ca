import type { AdminProductPatch } from 'shared-ui/contract';
import { toCents } from 'shared-ui/pricing';
import type { Static } from 'typebox';
import type { ProductRow } from '../../db/schema/index.js';
import { HttpError } from '../../http-error.js';

type ProductPatch = Static<typeof AdminProductPatch>;

const EDITABLE = ['name', 'image', 'brand', 'category', 'description', 'price', 'originalPrice', 'countInStock'] as const;
const DERIVED = new Set(['_id', 'discount', 'isNew', 'rating', 'numReviews', 'createdAt', 'updatedAt', 'archivedAt', 'reviews']);

/** The columns a create or an edit writes. */
export type ProductColumns = Partial<
  Pick<ProductRow, 'name' | 'image' | 'brand' | 'category' | 'description' | 'priceCents' | 'originalPriceCents' | 'countInStock'>
>;

/** Dollars with at most two decimals, as whole cents; a third decimal is a typo, not a rounding to make silently. */
function cents(field: string, dollars: number): number {
  const value = toCents(dollars);
  if (Math.abs(value - dollars * 100) > 1e-6)
    throw new HttpError(400, `${field} must be a number of dollars with at most two decimals`);
  return value;
}

function text(field: string, value: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw new HttpError(400, `${field} must not be empty`);
  return trimmed;
}

/**
 * A URL (http or https), a path on this site (`/api/product-images/…`, `/images/…`), or a bare file name
 * that the product page prefixes with /images/ (spec §3). Anything else (javascript:, //host, spaces) is refused.
 */
function image(value: string): string {
  const trimmed = text('image', value);
  const isUrl = /^https?:\/\/[^\s"'<>]+$/i.test(trimmed) && URL.canParse(trimmed);
  const isPath = /^\/(?!\/)[^\s"'<>\\]*$/.test(trimmed) && !trimmed.split('/').includes('..');
  const isName = /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(trimmed);
  if (!isUrl && !isPath && !isName) {
    throw new HttpError(400, 'image must be a URL (http or https), a path starting with / or a file name');
  }
  return trimmed;
}

/** Refuses fields that are not editable (derived ones are named as such), so nothing is silently ignored. */
export function assertKnownFields(body: object) {
  for (const key of Object.keys(body)) {
    if (DERIVED.has(key)) throw new HttpError(400, `${key} cannot be set: it is derived by the shop`);
    if (!(EDITABLE as readonly string[]).includes(key)) throw new HttpError(400, `Unexpected field "${key}"`);
  }
}

/** The columns of a create or an edit, each field checked beyond its schema (messages name the field). */
export function productColumns(input: ProductPatch): ProductColumns {
  assertKnownFields(input);
  const columns: ProductColumns = {};
  if (input.name !== undefined) columns.name = text('name', input.name);
  if (input.image !== undefined) columns.image = image(input.image);
  if (input.brand !== undefined) columns.brand = text('brand', input.brand);
  if (input.category !== undefined) columns.category = input.category;
  if (input.description !== undefined) columns.description = text('description', input.description);
  if (input.price !== undefined) columns.priceCents = cents('price', input.price);
  if (input.originalPrice !== undefined) {
    columns.originalPriceCents = input.originalPrice === null ? null : cents('originalPrice', input.originalPrice);
  }
  if (input.countInStock !== undefined) columns.countInStock = input.countInStock;
  return columns;
}

/** The "was" price must be above the price it is struck through beside (or absent). */
export function assertOriginalAbovePrice(priceCents: number, originalPriceCents: number | null | undefined) {
  if (originalPriceCents != null && originalPriceCents <= priceCents) {
    throw new HttpError(400, 'originalPrice must be above price, or empty for no discount');
  }
}
