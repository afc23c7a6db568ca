import { startTransition, useEffect, useState } from 'react';

/**
 * False in a component's first render (on the server, hydrating, or mounting in the browser), true
 * from a background render right after. For what the first paint does without: a carousel's later
 * slides, decorative icons, the one layout of two that the screen's width picks. Unlike useHydrated,
 * whose change React makes at once in the task that follows hydration, this change is a transition:
 * React renders it in slices that leave the browser free, so it never lengthens that task.
 */
export function useAfterFirstRender(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => startTransition(() => setAfter(true)), []);
  return after;
}
