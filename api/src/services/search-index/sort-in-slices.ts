import type { TimeSlices } from './time-slices.js';

/** Entries sorted in one go (a few milliseconds each); longer stretches are merged in slices. */
const RUN = 2048;
/** Entries merged between looks at the clock. */
const CHECK_EVERY = 1024;

/**
 * Sorts `order` by `compare` (stable: a bottom-up merge sort), yielding to the event loop between
 * slices, so sorting a million names does not hold requests up for a second. Returns the sorted array
 * (`order` itself or its scratch twin).
 */
export async function sortInSlices(
  order: Int32Array,
  compare: (a: number, b: number) => number,
  slices: TimeSlices,
): Promise<Int32Array> {
  const length = order.length;
  for (let start = 0; start < length; start += RUN) {
    order.subarray(start, Math.min(start + RUN, length)).sort(compare);
    await slices.pause();
  }
  let from: Int32Array = order;
  let to: Int32Array = new Int32Array(length);
  for (let width = RUN; width < length; width *= 2) {
    for (let left = 0; left < length; left += 2 * width) {
      const middle = Math.min(left + width, length);
      const end = Math.min(left + 2 * width, length);
      let i = left;
      let j = middle;
      let k = left;
      while (k < end) {
        to[k++] = i < middle && (j >= end || compare(from[i]!, from[j]!) <= 0) ? from[i++]! : from[j++]!;
        if ((k & (CHECK_EVERY - 1)) === 0) await slices.pause();
      }
    }
    [from, to] = [to, from];
  }
  return from;
}
