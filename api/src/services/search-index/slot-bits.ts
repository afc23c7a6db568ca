/**
 * Sets of slots as bits, one per slot (a million products: 125 KB, which stays in the CPU's cache where
 * a 4 MB array per slot does not): what a query matched, and the keyword tiers, tested once per step of
 * an order's walk (first-in-order.ts).
 */
export function clearBits(bits: Uint32Array) {
  bits.fill(0);
}

export function hasBit(bits: Uint32Array, slot: number): boolean {
  return (bits[slot >>> 5]! & (1 << (slot & 31))) !== 0;
}

/** Sets the bits of the first `size` slots of `slots`. */
export function setBits(bits: Uint32Array, slots: Int32Array, size = slots.length) {
  for (let i = 0; i < size; i++) {
    const slot = slots[i]!;
    bits[slot >>> 5]! |= 1 << (slot & 31);
  }
}

/** Writes the set's slots into `into` in ascending order; returns how many. */
export function listBits(bits: Uint32Array, into: Int32Array, words = bits.length): number {
  let total = 0;
  for (let w = 0; w < words; w++) {
    let word = bits[w]!;
    while (word !== 0) {
      const low = word & -word;
      into[total++] = (w << 5) + 31 - Math.clz32(low);
      word ^= low;
    }
  }
  return total;
}

/** How many bits a word holds. */
function bitsIn(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** How many bits are set. */
export function countBits(bits: Uint32Array, words = bits.length): number {
  let total = 0;
  for (let w = 0; w < words; w++) if (bits[w] !== 0) total += bitsIn(bits[w]!);
  return total;
}

/** target = target AND source; returns how many bits are left. */
export function andBits(target: Uint32Array, source: Uint32Array, words = target.length): number {
  let total = 0;
  for (let w = 0; w < words; w++) {
    const word = target[w]! & source[w]!;
    target[w] = word;
    if (word !== 0) total += bitsIn(word);
  }
  return total;
}

/** target = target AND NOT source; returns how many bits are left. */
export function andNotBits(target: Uint32Array, source: Uint32Array, words = target.length): number {
  let total = 0;
  for (let w = 0; w < words; w++) {
    const word = target[w]! & ~source[w]!;
    target[w] = word;
    if (word !== 0) total += bitsIn(word);
  }
  return total;
}

/** words needed for `slots` bits */
export function bitWords(slots: number): number {
  return (slots + 31) >>> 5;
}
