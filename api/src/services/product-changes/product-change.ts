/**
 * What a write changed in the product answers, as the change feed carries it between processes
 * (api/README.md, "Answer cache"): a stock or rating change names its products, so caches drop only the
 * answers that show them or depend on that attribute; anything else is a catalogue change: drop everything.
 */
export type ProductChange =
  /** orders placed or cancelled, a staff stock adjustment: countInStock of these products */
  | { kind: 'stock'; productIds: readonly string[]; inStockChanged: boolean }
  /** a review added, hidden or shown again: rating and numReviews of these products */
  | { kind: 'rating'; productIds: readonly string[] }
  /** anything else (a staff edit, a new or archived product), an unknown message, missed announcements */
  | { kind: 'catalogue' };

export const CATALOGUE_CHANGE: ProductChange = { kind: 'catalogue' };

/**
 * Past this many products a change is announced as a catalogue change: it keeps the notification far below
 * PostgreSQL's 8000 bytes (about 27 bytes an id), and dropping everything is cheaper than matching so many.
 */
export const MAX_CHANGED_PRODUCTS = 100;

const MAX_ID_LENGTH = 64;

/** The products' countInStock changed; `inStockChanged`: one of them sold out or came back. */
export function stockChange(productIds: Iterable<string>, inStockChanged: boolean): ProductChange {
  return bounded({ kind: 'stock', productIds: [...new Set(productIds)], inStockChanged });
}

/** The products' rating and review count changed. */
export function ratingChange(productIds: Iterable<string>): ProductChange {
  return bounded({ kind: 'rating', productIds: [...new Set(productIds)] });
}

function bounded(change: ProductChange): ProductChange {
  if (change.kind === 'catalogue') return change;
  return change.productIds.length > MAX_CHANGED_PRODUCTS || change.productIds.length === 0 ? CATALOGUE_CHANGE : change;
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
  const { kind, productIds, inStockChanged } = parsed as Record<string, unknown>;
  if (!isIdList(productIds)) return CATALOGUE_CHANGE;
  if (kind === 'stock' && typeof inStockChanged === 'boolean') return stockChange(productIds, inStockChanged);
  if (kind === 'rating') return ratingChange(productIds);
  return CATALOGUE_CHANGE;
}

function isIdList(value: unknown): value is string[] {
  return (
    Array.isArray(value) &&
    value.length <= MAX_CHANGED_PRODUCTS &&
    value.every((id) => typeof id === 'string' && id.length > 0 && id.length <= MAX_ID_LENGTH)
  );
}
