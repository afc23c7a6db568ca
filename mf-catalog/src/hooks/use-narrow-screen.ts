import { useCallback, useSyncExternalStore } from 'react';
import { breakpoints, type Breakpoint } from 'shared-ui/design';

const queryBelow = (breakpoint: Breakpoint) => `(max-width: ${breakpoints[breakpoint] - 0.02}px)`;

/**
 * True while the viewport is narrower than the breakpoint (the same split as `media.below`). Read
 * synchronously on the first render, so a phone never paints the desktop controls first; false where
 * there is no matchMedia (the server's prerender, jsdom).
 */
export function useNarrowScreen(breakpoint: Breakpoint = 'md'): boolean {
  const query = queryBelow(breakpoint);
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener?.('change', onChange);
      return () => list.removeEventListener?.('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}
