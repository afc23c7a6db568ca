/**
 * The first `count` of `matches[0..total)` in order, without sorting them all when the page is near the
 * front: a bounded max-heap keeps the best `count` seen.
 */
export function selectPage(
  matches: Int32Array,
  total: number,
  count: number,
  compare: (a: number, b: number) => number,
): number[] {
  if (count * 4 >= total) return Array.from(matches.subarray(0, total)).sort(compare).slice(0, count);
  const heap: number[] = [];
  const siftUp = (i: number) => {
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (compare(heap[i]!, heap[parent]!) <= 0) return;
      [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
      i = parent;
    }
  };
  const siftDown = (i: number) => {
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let largest = i;
      if (left < heap.length && compare(heap[left]!, heap[largest]!) > 0) largest = left;
      if (right < heap.length && compare(heap[right]!, heap[largest]!) > 0) largest = right;
      if (largest === i) return;
      [heap[i], heap[largest]] = [heap[largest]!, heap[i]!];
      i = largest;
    }
  };
  for (let i = 0; i < total; i++) {
    const slot = matches[i]!;
    if (heap.length < count) {
      heap.push(slot);
      siftUp(heap.length - 1);
    } else if (compare(slot, heap[0]!) < 0) {
      heap[0] = slot;
      siftDown(0);
    }
  }
  return heap.sort(compare);
}
