/**
 * What a write changed in the product answers, as the change feed carries it between processes
 * (api/README.md, "Answer cache"): a stock or rating change names its products, so caches drop only the
 * answers that show them or depend on that attribute; anything else is a catalogue change: drop everything.
 */
export type ProductChange =
  /** orders placed or cancelled, a staff stock adjustment: countInStock of these products */
  | { kind: 'stock'; productIds: readonly string[]; inStockChanged: boolean; categories?: readonly string[] }
  /** a review added, hidden or shown again: rating and numReviews of these products */
  | { kind: 'rating'; productIds: readonly string[]; categories?: readonly string[] }
  /** anything else (a staff edit, a new or archived product), an unknown message, missed announcements */
  | { kind: 'catalogue' };

export const CATALOGUE_CHANGE: ProductChange = { kind: 'catalogue' };

/*
 * `categories`, when a change carries them, are those of its products: a listing of other categories cannot
 * gain, lose or reorder a product through it. Without them, every category may be concerned.
 */

/**
 * Past this many products a change is announced as a catalogue change: it keeps the notification far below
 * PostgreSQL's 8000 bytes (about 27 bytes an id), and dropping everything is cheaper than matching so many.
 */
export const MAX_CHANGED_PRODUCTS = 100;

const MAX_ID_LENGTH = 64;

/** The products' countInStock changed; `inStockChanged`: one of them sold out or came back. */
export function stockChange(productIds: Iterable<string>, inStockChanged: boolean, categories?: Iterable<string>): ProductChange {
  return bounded({ kind: 'stock', productIds: [...new Set(productIds)], inStockChanged, ...inCategories(categories) });
}

/** The products' rating and review count changed. */
export function ratingChange(productIds: Iterable<string>, categories?: Iterable<string>): ProductChange {
  return bounded({ kind: 'rating', productIds: [...new Set(productIds)], ...inCategories(categories) });
}

/** The change, saying which categories its products are in. */
export function withCategories(change: ProductChange, categories: Iterable<string>): ProductChange {
  return change.kind === 'catalogue' ? change : bounded({ ...change, ...inCategories(categories) });
}

const inCategories = (categories: Iterable<string> | undefined) =>
  categories === undefined ? {} : { categories: [...new Set(categories)] };

function bounded(change: ProductChange): ProductChange {
  if (change.kind === 'catalogue') return change;
  if (change.productIds.length > MAX_CHANGED_PRODUCTS || change.productIds.length === 0) return CATALOGUE_CHANGE;
  // Products are in one category each: more categories than products is not a change this shop makes.
  if (change.categories && (change.categories.length === 0 || change.categories.length > change.productIds.length))
    return CATALOGUE_CHANGE;
  return change;
}

/** The change feed's message; a catalogue change has none (a bare announcement means "everything"). */
export function encodeProductChange(change: ProductChange): string | undefined {
  const sent = bounded(change);
  return sent.kind === 'catalogue' ? undefined : JSON.stringify(sent);
}

/** What a change feed message says; null (no message, missed announcements) or anything unexpected: everything. */
export function decodeProductChange(message: string | null): ProductChange {
  if (message === null) return CATALOGUE_CHANGE;
  let parsed: unknown;
  try {
    parsed = JSON.parse(message);
  } catch {
    return CATALOGUE_CHANGE;
  }
  if (typeof parsed !== 'object' || parsed === null) return CATALOGUE_CHANGE;
  const { kind, productIds, inStockChanged, categories } = parsed as Record<string, unknown>;
  if (!isIdList(productIds) || !(categories === undefined || isIdList(categories))) return CATALOGUE_CHANGE;
  if (kind === 'stock' && typeof inStockChanged === 'boolean') return stockChange(productIds, inStockChanged, categories);
  if (kind === 'rating') return ratingChange(productIds, categories);
  return CATALOGUE_CHANGE;
}

/** A list of ids (or category names): strings of up to 64 characters, at most MAX_CHANGED_PRODUCTS. */
function isIdList(value: unknown): value is string[] {
  return (
    Array.isArray(value) &&
    value.length <= MAX_CHANGED_PRODUCTS &&
    value.every((id) => typeof id === 'string' && id.length > 0 && id.length <= MAX_ID_LENGTH)
  );
}
