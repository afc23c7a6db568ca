import type { QueryScratch } from './query-scratch.js';
import { andBits, bitWords, clearBits, countBits, setBits } from './slot-bits.js';
import type { TokenPostings } from './token-postings.js';

/**
 * Puts the slots matching every word into `scratch.matchBits`; returns how many. A word has no
 * whitespace, so it occurs in search_text iff it occurs inside one of its tokens: a word matches the
 * union of the postings of the tokens that contain it, and the words' unions are intersected (as bits:
 * a million slots are 125 KB, so the writes stay in the CPU's cache).
 */
export function matchWords(vocabulary: TokenPostings, scratch: QueryScratch, words: string[], capacity: number): number {
  const { tokens, postings } = vocabulary;
  const tokenLists = words.map((word) => {
    const found: number[] = [];
    for (let i = 0; i < tokens.length; i++) if (tokens[i]!.includes(word)) found.push(i);
    return found;
  });
  if (tokenLists.some((list) => list.length === 0)) return 0;
  const words32 = bitWords(capacity);
  const { matchBits, wordBits } = scratch;
  clearBits(matchBits);
  for (const tokenIndex of tokenLists[0]!) setBits(matchBits, postings[tokenIndex]!);
  // One token holds the word: its postings are the matches (a slot is posted once per token).
  const first = tokenLists[0]!;
  let total = tokenLists.length > 1 ? 0 : first.length === 1 ? postings[first[0]!]!.length : countBits(matchBits, words32);
  for (let k = 1; k < tokenLists.length; k++) {
    clearBits(wordBits);
    for (const tokenIndex of tokenLists[k]!) setBits(wordBits, postings[tokenIndex]!);
    total = andBits(matchBits, wordBits, words32);
    if (total === 0) return 0;
  }
  return total;
}
