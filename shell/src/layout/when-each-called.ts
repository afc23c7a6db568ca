/**
 * One callback per named part; `done` runs once every part has called its own. A part calling again
 * (an effect run twice in development) counts once, and a part added to the list is waited for
 * without a count to keep in step.
 */
export function whenEachCalled<Part extends string>(parts: readonly Part[], done: () => void): Record<Part, () => void> {
  const waiting = new Set(parts);
  const callbacks = {} as Record<Part, () => void>;
  for (const part of parts) {
    callbacks[part] = () => {
      if (waiting.delete(part) && waiting.size === 0) done();
    };
  }
  return callbacks;
}
