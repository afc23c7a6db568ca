/**
 * Runs `work` on each of `items`, `concurrency` at a time (the machines have two cores): an item
 * starts as soon as one before it has ended. Once one throws, no other starts; the running ones
 * finish, then the first error is thrown.
 * @template T
 * @param {T[]} items
 * @param {number} concurrency
 * @param {(item: T) => Promise<unknown>} work
 */
export async function inLanes(items, concurrency, work) {
  const waiting = [...items];
  /** @type {unknown[]} */
  const failures = [];
  const lane = async () => {
    for (let next = waiting.shift(); next !== undefined && failures.length === 0; next = waiting.shift()) {
      await work(next).catch((error) => failures.push(error));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, lane));
  if (failures.length > 0) throw failures[0];
}
