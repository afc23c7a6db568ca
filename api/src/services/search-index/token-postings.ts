/** A copy of the string that holds no reference to the text it was cut from (V8 keeps slices' parents alive). */
function detached(text: string): string {
  return text.length < 13 ? text : Buffer.from(text, 'utf8').toString('utf8');
}

/**
 * The vocabulary: each distinct whitespace-separated token of `search_text`, and the slots holding it.
 * Built with growable arrays, then packed into one Int32Array per token.
 */
export class TokenPostings {
  readonly tokens: string[] = [];
  /** per token (same index as `tokens`), its slots */
  postings: Int32Array[] = [];
  private readonly tokenIndex = new Map<string, number>();
  private pendingPostings: number[][] | undefined = [];

  /** Adds the slot to the postings of every distinct token of its search text. */
  addText(searchText: string, slot: number) {
    const seen = new Set<string>();
    for (const token of searchText.split(/\s+/)) {
      if (!token || seen.has(token)) continue;
      seen.add(token);
      this.addPosting(this.indexOf(token), slot);
    }
  }

  /** Takes the slot out of every token's postings (its text changed: a staff edit, rare). */
  removeSlot(slot: number) {
    if (this.pendingPostings) {
      this.pendingPostings = this.pendingPostings.map((list) => (list.includes(slot) ? list.filter((s) => s !== slot) : list));
      return;
    }
    this.postings = this.postings.map((list) => (list.includes(slot) ? list.filter((s) => s !== slot) : list));
  }

  /** Ends the build: from now on each token's slots are one packed array. */
  pack() {
    if (!this.pendingPostings) return;
    this.postings = this.pendingPostings.map((list) => Int32Array.from(list));
    this.pendingPostings = undefined;
  }

  private indexOf(token: string): number {
    let index = this.tokenIndex.get(token);
    if (index === undefined) {
      index = this.tokens.length;
      const own = detached(token);
      this.tokens.push(own);
      this.tokenIndex.set(own, index);
      if (this.pendingPostings) this.pendingPostings.push([]);
      else this.postings.push(new Int32Array(0));
    }
    return index;
  }

  private addPosting(index: number, slot: number) {
    if (this.pendingPostings) {
      this.pendingPostings[index]!.push(slot);
      return;
    }
    // After the build (a product added while running: rare), the packed list is copied with the slot.
    const list = this.postings[index]!;
    const next = new Int32Array(list.length + 1);
    next.set(list);
    next[list.length] = slot;
    this.postings[index] = next;
  }
}
