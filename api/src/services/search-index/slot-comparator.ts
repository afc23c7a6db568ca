import type { ProductSlots } from './product-slots.js';

type SlotComparator = (a: number, b: number) => number;

/**
 * The SQL path's order for this sort (products/listing-sort.ts, tie-breakers included) as a slot
 * comparator; featured with a keyword ranks by keyword tier first, written into `tier` for the matches.
 */
export function slotComparator(
  slots: ProductSlots,
  sort: string,
  keyword: string,
  matches: Int32Array,
  total: number,
  tier: Uint8Array,
): SlotComparator {
  const { priceCents, countInStock, numReviews, rating, createdAtUs, idRank, nameRank } = slots;
  switch (sort) {
    case 'price_asc':
      return (a, b) => priceCents[a]! - priceCents[b]! || idRank[a]! - idRank[b]!;
    case 'price_desc':
      return (a, b) => priceCents[b]! - priceCents[a]! || idRank[b]! - idRank[a]!;
    case 'newest':
      return (a, b) => createdAtUs[b]! - createdAtUs[a]! || idRank[b]! - idRank[a]!;
    case 'rating':
      return (a, b) => rating[b]! - rating[a]! || numReviews[b]! - numReviews[a]! || idRank[a]! - idRank[b]!;
    case 'popular':
      return (a, b) => numReviews[b]! - numReviews[a]! || rating[b]! - rating[a]! || idRank[a]! - idRank[b]!;
    case 'name_asc':
      return (a, b) => nameRank[a]! - nameRank[b]!;
    case 'name_desc':
      return (a, b) => nameRank[b]! - nameRank[a]!;
  }
  const inStockFirst: SlotComparator = (a, b) =>
    (countInStock[b]! > 0 ? 1 : 0) - (countInStock[a]! > 0 ? 1 : 0) ||
    numReviews[b]! - numReviews[a]! ||
    rating[b]! - rating[a]! ||
    idRank[a]! - idRank[b]!;
  // Only "featured" ranks by the keyword (another sort value falls back to the featured order unranked).
  if (sort !== 'featured' || !keyword) return inStockFirst;
  for (let i = 0; i < total; i++) tier[matches[i]!] = keywordTier(slots, matches[i]!, keyword);
  return (a, b) => tier[a]! - tier[b]! || inStockFirst(a, b);
}

/** The SQL keywordRank(): 0 whole name, 1 name prefix, 2 in the name, 3 brand, 4 category, 5 elsewhere. */
function keywordTier(slots: ProductSlots, slot: number, keyword: string): number {
  const name = slots.namesLower[slot]!;
  const at = name.indexOf(keyword);
  if (at === 0) return name === keyword ? 0 : 1;
  if (at > 0) return 2;
  if (slots.brandsLower[slot] === keyword) return 3;
  if (slots.categories[slot] === keyword) return 4;
  return 5;
}
