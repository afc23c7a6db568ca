import type { QueryScratch } from './query-scratch.js';
import type { TokenPostings } from './token-postings.js';

/**
 * Puts the slots matching every word into `scratch.matches`; returns how many. A word has no whitespace,
 * so it occurs in search_text iff it occurs inside one of its tokens: a word matches the union of the
 * postings of the tokens that contain it, and the words' unions are intersected.
 */
export function matchWords(vocabulary: TokenPostings, scratch: QueryScratch, words: string[]): number {
  const { tokens, postings } = vocabulary;
  const tokenLists = words.map((word) => {
    const found: number[] = [];
    for (let i = 0; i < tokens.length; i++) if (tokens[i]!.includes(word)) found.push(i);
    return found;
  });
  if (tokenLists.some((list) => list.length === 0)) return 0;

  // stamp[slot] === base + k: the slot matched the first k words. No 100 000-entry array is cleared per query.
  if (scratch.stampBase + words.length + 1 >= 0xffffffff) {
    scratch.stamp.fill(0);
    scratch.stampBase = 0;
  }
  const base = scratch.stampBase;
  scratch.stampBase += words.length;
  const { stamp, matches } = scratch;
  let total = 0;
  const last = words.length - 1;
  tokenLists.forEach((tokenIndexes, k) => {
    const required = base + k;
    const next = base + k + 1;
    for (const tokenIndex of tokenIndexes) {
      const slots = postings[tokenIndex]!;
      for (let i = 0; i < slots.length; i++) {
        const slot = slots[i]!;
        const seen = stamp[slot]!;
        // First word: every stamp of earlier queries is <= base, so anything but `next` is "not yet seen".
        if (k === 0 ? seen === next : seen !== required) continue;
        stamp[slot] = next;
        if (k === last) matches[total++] = slot;
      }
    }
  });
  return total;
}
