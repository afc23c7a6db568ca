import { grow } from './grow-array.js';

/**
 * A query's working arrays, one entry per slot, reused from query to query: no 100 000-entry array is
 * allocated or cleared per query.
 */
export class QueryScratch {
  /** stamp[slot] marks how many of the query's words a slot matched so far (see matchWords) */
  stamp = new Uint32Array(0);
  stampBase = 0;
  /** nameStamp[slot] === nameStampBase: the slot's name holds the keyword (see sort-keys.ts) */
  nameStamp = new Uint32Array(0);
  nameStampBase = 0;
  /** the query's matching slots, from 0 to its total */
  matches = new Int32Array(0);
  /** per match (same index as `matches`), its sort key (sort-keys.ts) */
  keys = new Float64Array(0);
  /** per matching slot, its keyword tier (featured with a keyword) */
  tier = new Uint8Array(0);

  /** Grows the arrays to the slots' capacity (a no-op unless products were added). */
  fit(capacity: number) {
    if (this.matches.length >= capacity) return;
    this.stamp = grow(this.stamp, capacity);
    this.nameStamp = grow(this.nameStamp, capacity);
    this.matches = grow(this.matches, capacity);
    this.keys = grow(this.keys, capacity);
    this.tier = grow(this.tier, capacity);
  }
}
