import { sortInSlices } from './sort-in-slices.js';
import type { TimeSlices } from './time-slices.js';

/**
 * One sort order over every slot, kept ranked: `rank[slot]` is the slot's position, so a query orders
 * its matches by one integer each (select-page.ts) instead of comparing their keys field by field.
 */
export class RankedOrder {
  /** the slots in order */
  order: Int32Array = new Int32Array(0);
  /** per slot, its position in `order` */
  rank: Int32Array = new Int32Array(0);

  constructor(private readonly compare: (a: number, b: number) => number) {}

  /** Sorts every slot (the build, or after every slot's tie-breaker moved). */
  async rebuild(count: number, slices: TimeSlices) {
    const slots = new Int32Array(count);
    for (let slot = 0; slot < count; slot++) slots[slot] = slot;
    this.order = await sortInSlices(slots, this.compare, slices);
    this.rank = new Int32Array(count);
    for (let position = 0; position < count; position++) this.rank[this.order[position]!] = position;
  }

  /**
   * Puts the changed slots (keys changed, or new: `count` grew) in their new places: the others keep
   * their relative order, so they are merged with the changed ones, sorted. Linear in the slots.
   */
  reposition(count: number, changed: readonly number[]) {
    const moved = new Uint8Array(count);
    for (const slot of changed) moved[slot] = 1;
    const sorted = [...new Set(changed)].sort(this.compare);
    const next = new Int32Array(count);
    let k = 0;
    let m = 0;
    for (let i = 0; i < this.order.length; i++) {
      const slot = this.order[i]!;
      if (moved[slot] === 1) continue;
      while (m < sorted.length && this.compare(sorted[m]!, slot) < 0) next[k++] = sorted[m++]!;
      next[k++] = slot;
    }
    while (m < sorted.length) next[k++] = sorted[m++]!;
    this.order = next;
    if (this.rank.length < count) this.rank = new Int32Array(count);
    for (let position = 0; position < count; position++) this.rank[next[position]!] = position;
  }
}
