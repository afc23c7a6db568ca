import { grow } from './grow-array.js';
import { bitWords } from './slot-bits.js';

/**
 * A query's working arrays, one entry (or bit) per slot, reused from query to query: no 100 000-entry
 * array is allocated per query.
 */
export class QueryScratch {
  /** nameStamp[slot] === nameStampBase: the slot's name holds the keyword (see sort-keys.ts) */
  nameStamp = new Uint32Array(0);
  nameStampBase = 0;
  /** the query's matching slots, from 0 to its total (when matchesListed; else only in matchBits) */
  matches = new Int32Array(0);
  matchesListed = true;
  /** matchBits holds exactly the query's matches (a keyword alone: matchWords left them there) */
  matchBitsHold = false;
  /** per match (same index as `matches`), its sort key (sort-keys.ts) */
  keys = new Float64Array(0);
  /** per matching slot, its keyword tier (featured with a keyword) */
  tier = new Uint8Array(0);
  /** sets of slots as bits (slot-bits.ts): the matches, one word's, and the keyword tiers' */
  matchBits = new Uint32Array(0);
  wordBits = new Uint32Array(0);
  tierBits = new Uint32Array(0);
  nameBits = new Uint32Array(0);

  /** Grows the arrays to the slots' capacity (a no-op unless products were added). */
  fit(capacity: number) {
    if (this.matches.length >= capacity) return;
    this.nameStamp = grow(this.nameStamp, capacity);
    this.matches = grow(this.matches, capacity);
    this.keys = grow(this.keys, capacity);
    this.tier = grow(this.tier, capacity);
    const words = bitWords(capacity);
    this.matchBits = grow(this.matchBits, words);
    this.wordBits = grow(this.wordBits, words);
    this.tierBits = grow(this.tierBits, words);
    this.nameBits = grow(this.nameBits, words);
  }
}
