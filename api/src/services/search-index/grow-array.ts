/** The array itself if it holds `capacity` entries, else a longer copy of it. */
export function grow<T extends Int32Array | Float64Array | Uint32Array | Uint8Array>(array: T, capacity: number): T {
  if (array.length >= capacity) return array;
  const next = new (array.constructor as new (length: number) => T)(capacity);
  next.set(array);
  return next;
}
