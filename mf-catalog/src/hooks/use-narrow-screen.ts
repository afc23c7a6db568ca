import { startTransition, useEffect, useState } from 'react';
import { breakpoints, type Breakpoint } from 'shared-ui/design';

const queryBelow = (breakpoint: Breakpoint) => `(max-width: ${breakpoints[breakpoint] - 0.02}px)`;

/**
 * True while the viewport is narrower than the breakpoint (the same split as `media.below`). False in
 * the first render (the server cannot know the width, and hydration must match its markup); the
 * width's answer follows in a background render (a transition), and again on every change. A layout
 * that differs by width sends both until then and lets CSS pick (FilterBar), so a phone never paints
 * the desktop controls first.
 */
export function useNarrowScreen(breakpoint: Breakpoint = 'md'): boolean {
  const query = queryBelow(breakpoint);
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const follow = () => startTransition(() => setNarrow(list.matches));
    follow();
    list.addEventListener?.('change', follow);
    return () => list.removeEventListener?.('change', follow);
  }, [query]);
  return narrow;
}
