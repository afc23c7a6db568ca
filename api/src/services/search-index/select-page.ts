/**
 * The `count` matches with the smallest keys (`keys[i]` is the key of `matches[i]`, all distinct), in
 * order, without sorting them all when the page is near the front: a bounded max-heap keeps the best
 * `count` seen, and most matches are turned away by one comparison with its top.
 */
export function selectPage(matches: Int32Array, keys: Float64Array, total: number, count: number): number[] {
  if (count * 4 >= total) {
    const all = Array.from({ length: total }, (_, i) => i).sort((a, b) => keys[a]! - keys[b]!);
    return all.slice(0, count).map((i) => matches[i]!);
  }
  // heap[0] is the index (into matches) with the largest key kept
  const heap = new Int32Array(count);
  let size = 0;
  for (let i = 0; i < total; i++) {
    const key = keys[i]!;
    if (size < count) {
      let at = size++;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (keys[heap[parent]!]! >= key) break;
        heap[at] = heap[parent]!;
        at = parent;
      }
      heap[at] = i;
    } else if (key < keys[heap[0]!]!) {
      let at = 0;
      for (;;) {
        const left = 2 * at + 1;
        if (left >= count) break;
        const right = left + 1;
        const larger = right < count && keys[heap[right]!]! > keys[heap[left]!]! ? right : left;
        if (keys[heap[larger]!]! <= key) break;
        heap[at] = heap[larger]!;
        at = larger;
      }
      heap[at] = i;
    }
  }
  return Array.from(heap.subarray(0, size))
    .sort((a, b) => keys[a]! - keys[b]!)
    .map((i) => matches[i]!);
}
