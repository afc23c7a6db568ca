import { splitWords, type ListingFilter } from '../listing-query.js';
import { compareCodePoints } from './compare-code-points.js';
import type { ProductSlots } from './product-slots.js';
import type { QueryScratch } from './query-scratch.js';
import { selectPage } from './select-page.js';
import { andBits, andNotBits, bitWords, clearBits, hasBit, listBits, setBits } from './slot-bits.js';
import { writeSortKeys } from './sort-keys.js';

/**
 * Below this many matches a page is always chosen by ranking every match (sort-keys.ts, select-page.ts):
 * cheap for few matches. Above it, the sort's ranked order may be walked instead (see orderPage).
 */
export const WALK_FROM_MATCHES = 2000;

/**
 * The first `count` matches (`scratch.matches`, `total` of them) in the SQL path's order for the sort.
 * Ranking every match reads each one's rank from a per-slot array, a cache miss per match at a million
 * products (a common word matches 35 000); so when the matches are many, the sort's ranked order is
 * walked from its start instead, testing each slot against the matches' bits, and the walk stops at the
 * page: about count x products / matches steps. A walk that runs long (matches bunched at the order's
 * end) gives way to ranking. Featured with a keyword walks tier by tier (walkTiers).
 */
export function orderPage(
  slots: ProductSlots,
  scratch: QueryScratch,
  sort: string,
  keyword: string,
  filter: ListingFilter,
  total: number,
  count: number,
  walkFrom = WALK_FROM_MATCHES,
): number[] {
  const rankAll = () => {
    listMatches(slots, scratch);
    writeSortKeys(slots, sort, keyword, scratch, total);
    return selectPage(scratch.matches, scratch.keys, total, count);
  };
  if (total < walkFrom || count >= total) return rankAll();
  const { matchBits } = scratch;
  if (!scratch.matchBitsHold) {
    clearBits(matchBits);
    setBits(matchBits, scratch.matches, total);
  }
  if (sort === 'featured' && keyword !== '') return walkTiers(slots, scratch, keyword, count, walkFrom);
  const [order, rank, reverse] = orderOf(slots, sort);
  return (
    walk(order, reverse, matchBits, total, count, startOf(slots, sort, filter)) ??
    rankBits(scratch, matchBits, rank, reverse ? -1 : 1, count, slots.capacity)
  );
}

/** The sort's order over every slot, each slot's rank in it, and whether the sort reads it backwards. */
function orderOf(slots: ProductSlots, sort: string): [Int32Array, Int32Array, boolean] {
  switch (sort) {
    case 'price_asc':
      return [slots.priceOrder.order, slots.priceOrder.rank, false];
    case 'price_desc':
      return [slots.priceOrder.order, slots.priceOrder.rank, true];
    case 'newest':
      return [slots.createdOrder.order, slots.createdOrder.rank, true];
    case 'rating':
      return [slots.ratingOrder.order, slots.ratingOrder.rank, false];
    case 'popular':
      return [slots.popularOrder.order, slots.popularOrder.rank, false];
    case 'name_asc':
      return [slots.nameOrder, slots.nameRank, false];
    case 'name_desc':
      return [slots.nameOrder, slots.nameRank, true];
  }
  return [slots.featuredOrder.order, slots.featuredOrder.rank, false];
}

/**
 * Where a walk of the price order starts: nothing is cheaper than the minimum price (price_asc) or
 * dearer than the maximum (price_desc), so those stretches are skipped by a binary search.
 */
function startOf(slots: ProductSlots, sort: string, filter: ListingFilter): number {
  const { order } = slots.priceOrder;
  const { priceCents } = slots;
  const firstAbove = (bound: number, inclusive: boolean) => {
    let low = 0;
    let high = order.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      const price = priceCents[order[middle]!]!;
      if (price < bound || (inclusive && price === bound)) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  if (sort === 'price_asc' && filter.minPriceCents !== undefined) return firstAbove(filter.minPriceCents, false);
  if (sort === 'price_desc' && filter.maxPriceCents !== undefined) return order.length - firstAbove(filter.maxPriceCents, true);
  return 0;
}

/**
 * The first `need` slots of the set (`size` bits of `bits`) in `order` (backwards if `reverse`),
 * skipping the order's first `skip` entries (none of which is in the set) and members that fail `check`;
 * undefined if the walk would be dearer than ranking the set, or ran past its bound.
 */
function walk(
  order: Int32Array,
  reverse: boolean,
  bits: Uint32Array,
  size: number,
  need: number,
  skip = 0,
  check?: (slot: number) => boolean,
): number[] | undefined {
  const length = order.length;
  const wanted = Math.min(need, size);
  if (wanted === 0) return [];
  const expected = (wanted * (length - skip)) / size;
  // A step is a sequential read and a bit test; ranking costs a few cache misses per member.
  if (expected > size * 2) return undefined;
  const end = Math.min(length, skip + Math.ceil(expected * 4) + 1024);
  const found: number[] = [];
  for (let step = skip; step < end; step++) {
    const slot = order[reverse ? length - 1 - step : step]!;
    if ((bits[slot >>> 5]! & (1 << (slot & 31))) === 0 || (check && !check(slot))) continue;
    if (found.push(slot) === wanted) return found;
  }
  return end === length ? found : undefined;
}

/** The first `need` slots of the set by rank (sign -1: reversed), ranking each member. */
function rankBits(scratch: QueryScratch, bits: Uint32Array, rank: Int32Array, sign: 1 | -1, need: number, capacity: number) {
  const { matches, keys } = scratch;
  const size = listBits(bits, matches, bitWords(capacity));
  for (let i = 0; i < size; i++) keys[i] = sign * rank[matches[i]!]!;
  return selectPage(matches, keys, size, need);
}

/**
 * Featured with a keyword: keywordRank()'s tiers in turn (sort-keys.ts says what each is), each in the
 * featured order. Names that start with the keyword (tiers 0 and 1) are one stretch of the A-to-Z order;
 * names that hold it (tier 2) come from the name tokens' postings; the rest (3-5) are the other matches.
 */
function walkTiers(slots: ProductSlots, scratch: QueryScratch, keyword: string, need: number, walkFrom: number) {
  const { matchBits, tierBits, nameBits, wordBits } = scratch;
  const { featuredOrder, nameOrder, namesLower } = slots;
  const words = bitWords(slots.capacity);
  const page: number[] = [];
  const take = (slotsInOrder: number[]) => {
    for (const slot of slotsInOrder) if (page.length < need) page.push(slot);
  };
  const firstOf = (bits: Uint32Array, size: number) =>
    size < walkFrom
      ? rankBits(scratch, bits, featuredOrder.rank, 1, need - page.length, slots.capacity)
      : (walk(featuredOrder.order, false, bits, size, need - page.length) ??
        rankBits(scratch, bits, featuredOrder.rank, 1, need - page.length, slots.capacity));

  // Tier 0 (the whole name) sorts first in its stretch, tier 1 (a prefix) after it.
  let at = prefixStretch(slots, keyword, false);
  const end = prefixStretch(slots, keyword, true);
  const wholeName: number[] = [];
  for (; at < end && namesLower[nameOrder[at]!] === keyword; at++)
    if (hasBit(matchBits, nameOrder[at]!)) wholeName.push(nameOrder[at]!);
  take(wholeName.sort((a, b) => featuredOrder.rank[a]! - featuredOrder.rank[b]!));
  clearBits(tierBits);
  let prefixCount = 0;
  for (; at < end; at++) {
    const slot = nameOrder[at]!;
    if ((matchBits[slot >>> 5]! & (1 << (slot & 31))) === 0) continue;
    tierBits[slot >>> 5]! |= 1 << (slot & 31);
    prefixCount += 1;
  }
  if (page.length < need && prefixCount > 0) take(firstOf(tierBits, prefixCount));
  if (page.length >= need) return page;

  // Tier 2: the name holds the keyword further in. Several words: the names holding each word are
  // candidates, checked for the whole keyword as the featured order is walked (and all of them only if
  // the walk does not fill the page).
  let inName = nameCandidates(slots, scratch, keyword);
  if (/\s/.test(keyword)) {
    const found = walk(
      featuredOrder.order,
      false,
      nameBits,
      inName,
      need - page.length,
      0,
      (slot) => namesLower[slot]!.indexOf(keyword) > 0,
    );
    if (found && page.length + found.length === need) {
      take(found);
      return page;
    }
    inName = keepNamesHolding(slots, scratch, keyword, inName);
  }
  const inside = inName - prefixCount - wholeName.length;
  const notPrefixed = (slot: number) => (tierBits[slot >>> 5]! & (1 << (slot & 31))) === 0 && !wholeName.includes(slot);
  const walked =
    inside < walkFrom ? undefined : walk(featuredOrder.order, false, nameBits, inside, need - page.length, 0, notPrefixed);
  if (walked) take(walked);
  else if (inside > 0) {
    wordBits.set(nameBits);
    andNotBits(wordBits, tierBits, words);
    for (const slot of wholeName) wordBits[slot >>> 5]! &= ~(1 << (slot & 31));
    take(firstOf(wordBits, inside));
  }
  if (page.length >= need) return page;

  // Tiers 3-5: brand, category, elsewhere.
  const rest = andNotBits(matchBits, nameBits, words);
  if (rest === 0) return page;
  const brand = slots.brandIds.get(keyword) ?? -1;
  const category = slots.categoryIds.get(keyword) ?? -1;
  if (brand < 0 && category < 0) {
    take(firstOf(matchBits, rest));
    return page;
  }
  const { matches, keys } = scratch;
  const size = listBits(matchBits, matches, words);
  const { brandOf, categoryOf } = slots;
  const scale = slots.count;
  for (let i = 0; i < size; i++) {
    const slot = matches[i]!;
    const tier = brandOf[slot] === brand ? 3 : categoryOf[slot] === category ? 4 : 5;
    keys[i] = tier * scale + featuredOrder.rank[slot]!;
  }
  take(selectPage(matches, keys, size, need - page.length));
  return page;
}

/**
 * Puts into `scratch.nameBits` the matches whose lower(name) holds every word of the keyword; returns how
 * many. A word is inside the name iff it is inside one of its tokens (the name tokens' postings). For one
 * word these are the names holding the keyword; for several, candidates (keepNamesHolding checks them).
 */
function nameCandidates(slots: ProductSlots, scratch: QueryScratch, keyword: string): number {
  const { nameBits, wordBits, matchBits } = scratch;
  const { tokens, postings } = slots.nameVocabulary;
  const words = bitWords(slots.capacity);
  const unionOf = (bits: Uint32Array, word: string) => {
    clearBits(bits);
    for (let t = 0; t < tokens.length; t++) if (tokens[t]!.includes(word)) setBits(bits, postings[t]!);
  };
  const keywordWords = splitWords(keyword);
  unionOf(nameBits, keywordWords[0]!);
  let count = andBits(nameBits, matchBits, words);
  for (const word of keywordWords.slice(1)) {
    unionOf(wordBits, word);
    count = andBits(nameBits, wordBits, words);
  }
  return count;
}

/** Leaves in `scratch.nameBits` (`count` candidates) only the names holding the whole keyword; returns how many. */
function keepNamesHolding(slots: ProductSlots, scratch: QueryScratch, keyword: string, count: number): number {
  const { nameBits, matches } = scratch;
  const size = listBits(nameBits, matches, bitWords(slots.capacity));
  let kept = count;
  for (let i = 0; i < size; i++) {
    const slot = matches[i]!;
    if (slots.namesLower[slot]!.includes(keyword)) continue;
    nameBits[slot >>> 5]! &= ~(1 << (slot & 31));
    kept -= 1;
  }
  return kept;
}

/** Makes `scratch.matches` hold the matches when only their bits were kept (matchWords). */
export function listMatches(slots: ProductSlots, scratch: QueryScratch) {
  if (scratch.matchesListed) return;
  listBits(scratch.matchBits, scratch.matches, bitWords(slots.capacity));
  scratch.matchesListed = true;
}

/**
 * Where the names starting with the keyword begin (`pastIt` false) or end (true) in the A-to-Z order:
 * names are ordered by lower(name)'s code points, so those that start with it are one stretch.
 */
function prefixStretch(slots: ProductSlots, keyword: string, pastIt: boolean): number {
  const { nameOrder, namesLower } = slots;
  let low = 0;
  let high = nameOrder.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    const name = namesLower[nameOrder[middle]!]!;
    if (compareCodePoints(name, keyword) < 0 || (pastIt && name.startsWith(keyword))) low = middle + 1;
    else high = middle;
  }
  return low;
}
