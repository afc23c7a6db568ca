import { grow } from './grow-array.js';
import type { TimeSlices } from './time-slices.js';

/** A copy of the string that holds no reference to the text it was cut from (V8 keeps slices' parents alive). */
function detached(text: string): string {
  return text.length < 13 ? text : Buffer.from(text, 'utf8').toString('utf8');
}

/**
 * The vocabulary: each distinct whitespace-separated token of `search_text`, and the slots holding it.
 * Built into growable Int32Arrays (4 bytes a posting, nothing for the garbage collector to trace), then
 * packed to their lengths.
 */
export class TokenPostings {
  readonly tokens: string[] = [];
  /** per token (same index as `tokens`), its slots */
  postings: Int32Array[] = [];
  private readonly tokenIndex = new Map<string, number>();
  /** while building: per token, its slots so far (the first pendingCounts[i] entries) */
  private pendingPostings: Int32Array[] | undefined = [];
  private pendingCounts: number[] = [];

  /** Adds the slot to the postings of every distinct token of its search text. */
  addText(searchText: string, slot: number) {
    for (const token of searchText.split(/\s+/)) if (token) this.addPosting(this.indexOf(token), slot);
  }

  /** the token's index in `tokens`, if it occurs */
  indexOfToken(token: string): number | undefined {
    return this.tokenIndex.get(token);
  }

  /** Takes the slot out of every token's postings (its text changed: a staff edit, rare). */
  removeSlot(slot: number) {
    if (this.pendingPostings) this.pack();
    this.postings = this.postings.map((list) => (list.includes(slot) ? list.filter((s) => s !== slot) : list));
  }

  /** Ends the build: from now on each token's slots are one array of their length. */
  pack() {
    if (!this.pendingPostings) return;
    this.postings = this.pendingPostings.map((list, index) => list.slice(0, this.pendingCounts[index]));
    this.pendingPostings = undefined;
  }

  /** pack(), a token at a time (the largest lists hold every product) with pauses between. */
  async packInSlices(slices: TimeSlices) {
    const pending = this.pendingPostings;
    if (!pending) return;
    const packed: Int32Array[] = [];
    for (let index = 0; index < pending.length; index++) {
      packed.push(pending[index]!.slice(0, this.pendingCounts[index]));
      await slices.pause();
    }
    this.postings = packed;
    this.pendingPostings = undefined;
  }

  private indexOf(token: string): number {
    let index = this.tokenIndex.get(token);
    if (index === undefined) {
      index = this.tokens.length;
      const own = detached(token);
      this.tokens.push(own);
      this.tokenIndex.set(own, index);
      if (this.pendingPostings) {
        this.pendingPostings.push(new Int32Array(16));
        this.pendingCounts.push(0);
      } else this.postings.push(new Int32Array(0));
    }
    return index;
  }

  private addPosting(index: number, slot: number) {
    if (this.pendingPostings) {
      const count = this.pendingCounts[index]!;
      let list = this.pendingPostings[index]!;
      // A token seen twice in one text: its slot was the last one added.
      if (count > 0 && list[count - 1] === slot) return;
      if (count === list.length) list = this.pendingPostings[index] = grow(list, count * 2);
      list[count] = slot;
      this.pendingCounts[index] = count + 1;
      return;
    }
    // After the build (a product added while running: rare), the packed list is copied with the slot.
    const list = this.postings[index]!;
    if (list.length > 0 && list[list.length - 1] === slot) return;
    const next = new Int32Array(list.length + 1);
    next.set(list);
    next[list.length] = slot;
    this.postings[index] = next;
  }
}
