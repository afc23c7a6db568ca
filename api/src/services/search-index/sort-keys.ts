import type { ProductSlots } from './product-slots.js';
import type { QueryScratch } from './query-scratch.js';

/**
 * Writes into `scratch.keys[i]` the sort key of `scratch.matches[i]`: the smaller the key, the earlier in
 * the SQL path's order for this sort (products/listing-sort.ts, tie-breakers included): the slot's rank
 * in that order (ranked-order.ts), negated for the reversed ones; featured with a keyword ranks by
 * keywordRank()'s tier first, then the featured order.
 */
export function writeSortKeys(slots: ProductSlots, sort: string, keyword: string, scratch: QueryScratch, total: number) {
  const { matches, keys } = scratch;
  const [rank, sign] = rankOf(slots, sort);
  // Only "featured" ranks by the keyword (another sort value falls back to the featured order unranked).
  if (sort === 'featured' && keyword) {
    const { tier } = scratch;
    if (/\s/.test(keyword)) for (let i = 0; i < total; i++) tier[matches[i]!] = keywordTier(slots, matches[i]!, keyword);
    else oneWordTiers(slots, scratch, total, keyword);
    const scale = slots.count;
    for (let i = 0; i < total; i++) {
      const slot = matches[i]!;
      keys[i] = tier[slot]! * scale + rank[slot]!;
    }
    return;
  }
  for (let i = 0; i < total; i++) keys[i] = sign * rank[matches[i]!]!;
}

function rankOf(slots: ProductSlots, sort: string): [Int32Array, 1 | -1] {
  switch (sort) {
    case 'price_asc':
      return [slots.priceOrder.rank, 1];
    case 'price_desc':
      return [slots.priceOrder.rank, -1];
    case 'newest':
      return [slots.createdOrder.rank, -1];
    case 'rating':
      return [slots.ratingOrder.rank, 1];
    case 'popular':
      return [slots.popularOrder.rank, 1];
    case 'name_asc':
      return [slots.nameRank, 1];
    case 'name_desc':
      return [slots.nameRank, -1];
  }
  return [slots.featuredOrder.rank, 1];
}

/**
 * keywordTier() for every match when the keyword is one word, from the name's tokens instead of each
 * match's name: a word without whitespace is inside the name iff it is inside one of its tokens, a prefix
 * iff the first token starts with it, the whole name iff the name is that one token.
 */
function oneWordTiers(slots: ProductSlots, scratch: QueryScratch, total: number, keyword: string) {
  const { tokens, postings } = slots.nameVocabulary;
  // per name token: 2 the keyword itself, 1 starts with it, 0 neither
  const startsWith = new Uint8Array(tokens.length);
  if (scratch.nameStampBase + 1 >= 0xffffffff) {
    scratch.nameStamp.fill(0);
    scratch.nameStampBase = 0;
  }
  const stampValue = ++scratch.nameStampBase;
  const { nameStamp, matches, tier } = scratch;
  for (let t = 0; t < tokens.length; t++) {
    const token = tokens[t]!;
    if (!token.includes(keyword)) continue;
    startsWith[t] = token === keyword ? 2 : token.startsWith(keyword) ? 1 : 0;
    const list = postings[t]!;
    for (let i = 0; i < list.length; i++) nameStamp[list[i]!] = stampValue;
  }
  const { firstNameToken, nameIsOneToken, brandOf, categoryOf } = slots;
  const brand = slots.brandIds.get(keyword) ?? -1;
  const category = slots.categoryIds.get(keyword) ?? -1;
  for (let i = 0; i < total; i++) {
    const slot = matches[i]!;
    if (nameStamp[slot] === stampValue) {
      const first = firstNameToken[slot]!;
      const prefix = first >= 0 ? startsWith[first]! : 0;
      tier[slot] = prefix === 2 && nameIsOneToken[slot] === 1 ? 0 : prefix > 0 ? 1 : 2;
    } else tier[slot] = brandOf[slot] === brand ? 3 : categoryOf[slot] === category ? 4 : 5;
  }
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
