import type { ListingFilter } from '../listing-query.js';
import { matchWords } from './match-words.js';
import type { ProductSlots } from './product-slots.js';
import type { QueryScratch } from './query-scratch.js';
import { bitWords, listBits } from './slot-bits.js';

/**
 * Puts the slots of a listing (every word of the keyword, and every filter) into `scratch.matches`;
 * returns how many. The candidates are the keyword's matches, else the listed categories' own slots (a
 * category filter scans its share of the catalogue, not all of it), else every slot.
 */
export function filterSlots(slots: ProductSlots, scratch: QueryScratch, words: string[], filter: ListingFilter): number {
  if (words.length > 0) {
    let total = matchWords(slots.vocabulary, scratch, words, slots.capacity);
    if (total === 0) return 0;
    if (filtersNothing(filter) && slots.archivedCount === 0) {
      // The matches are the bits: listed only if the page is found by ranking them (order-page.ts).
      scratch.matchesListed = false;
      scratch.matchBitsHold = true;
      return total;
    }
    total = listBits(scratch.matchBits, scratch.matches, bitWords(slots.capacity));
    if (filtersNothing(filter)) return dropArchived(slots.archived, scratch.matches, total);
    return applyFilter(slots, scratch.matches, filter, scratch.matches, total, true);
  }
  if (filter.categories.length > 0) {
    let total = 0;
    const priced = filter.minPriceCents !== undefined || filter.maxPriceCents !== undefined;
    // Nothing archived and no filter but category and price: the candidates are the matches.
    const taken =
      slots.archivedCount === 0 &&
      filtersNothing({ ...filter, categories: [], minPriceCents: undefined, maxPriceCents: undefined });
    for (const id of new Set(filter.categories.map((category) => slots.categoryIds.get(category)))) {
      if (id === undefined) continue;
      const candidates = priced
        ? priceStretch(
            slots.priceCents,
            slots.categoryByPrice[id]!,
            filter.minPriceCents ?? -Infinity,
            filter.maxPriceCents ?? Infinity,
          )
        : slots.categorySlots[id]!.subarray(0, slots.categorySlotCounts[id]!);
      if (taken) {
        scratch.matches.set(candidates, total);
        total += candidates.length;
      } else total = applyFilter(slots, scratch.matches, filter, candidates, candidates.length, false, total);
    }
    return total;
  }
  return applyFilter(slots, scratch.matches, filter, undefined, slots.count, false);
}

/** The stretch of a category's price-ordered slots priced from `min` to `max` (cents, inclusive). */
function priceStretch(priceCents: Int32Array, byPrice: Int32Array, min: number, max: number): Int32Array {
  const firstAbove = (bound: number, inclusive: boolean) => {
    let low = 0;
    let high = byPrice.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      const price = priceCents[byPrice[middle]!]!;
      if (price < bound || (inclusive && price === bound)) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  const start = firstAbove(min, false);
  const end = firstAbove(max, true);
  return byPrice.subarray(start, Math.max(start, end));
}

/** No filter but the keyword (the SQL path's WHERE then only leaves archived products out). */
function filtersNothing(filter: ListingFilter): boolean {
  return (
    filter.categories.length === 0 &&
    filter.brands.length === 0 &&
    filter.minPriceCents === undefined &&
    filter.maxPriceCents === undefined &&
    !(filter.minRating !== undefined && filter.minRating > 0) &&
    filter.availability !== 'in_stock' &&
    filter.availability !== 'on_sale' &&
    filter.availability !== 'new_arrivals'
  );
}

function dropArchived(archived: Uint8Array, matches: Int32Array, size: number): number {
  let total = 0;
  for (let i = 0; i < size; i++) {
    const slot = matches[i]!;
    if (archived[slot] !== 1) matches[total++] = slot;
  }
  return total;
}

/** Per id (brand or category), 1 if the filter lists it; undefined when it lists none. */
function allowedIds(listed: readonly string[], ids: Map<string, number>, idCount: number): Uint8Array | undefined {
  if (listed.length === 0) return undefined;
  const allowed = new Uint8Array(idCount);
  for (const name of listed) {
    const id = ids.get(name);
    if (id !== undefined) allowed[id] = 1;
  }
  return allowed;
}

/**
 * Appends to `matches` (from `total`) the candidates that pass every filter: the first `size` of
 * `candidates`, or slots 0..size without them. `checkCategory`: the candidates are not already one
 * category's slots. The SQL path's WHERE (products/listing-where.ts, archived products left out), predicate by predicate.
 */
function applyFilter(
  slots: ProductSlots,
  matches: Int32Array,
  filter: ListingFilter,
  candidates: Int32Array | undefined,
  size: number,
  checkCategory: boolean,
  total = 0,
): number {
  const { priceCents, originalPriceCents, countInStock, rating, createdAtUs, categoryOf, brandOf, archived } = slots;
  const categoryAllowed = checkCategory
    ? allowedIds(filter.categories, slots.categoryIds, slots.categoryNames.length)
    : undefined;
  const brandAllowed = allowedIds(filter.brands, slots.brandIds, slots.brandIds.size);
  const minPrice = filter.minPriceCents ?? -Infinity;
  const maxPrice = filter.maxPriceCents ?? Infinity;
  const minRating = filter.minRating !== undefined && filter.minRating > 0 ? filter.minRating : -Infinity;
  const inStock = filter.availability === 'in_stock';
  const onSale = filter.availability === 'on_sale';
  const newArrivals = filter.availability === 'new_arrivals';
  // created_at (µs) >= the cut-off (ms): compared in microseconds, exactly.
  const newSinceUs = filter.newSinceMs * 1000;
  // Matches are written over the candidates' own array only when it is `matches` (keyword): never ahead.
  for (let i = 0; i < size; i++) {
    const slot = candidates ? candidates[i]! : i;
    if (archived[slot] === 1) continue;
    if (categoryAllowed && categoryAllowed[categoryOf[slot]!] !== 1) continue;
    if (brandAllowed && brandAllowed[brandOf[slot]!] !== 1) continue;
    const price = priceCents[slot]!;
    if (price < minPrice || price > maxPrice) continue;
    if (rating[slot]! < minRating) continue;
    if (inStock && countInStock[slot]! <= 0) continue;
    if (onSale && originalPriceCents[slot]! <= price) continue;
    if (newArrivals && createdAtUs[slot]! < newSinceUs) continue;
    matches[total++] = slot;
  }
  return total;
}
