import { useCallback, useSyncExternalStore } from 'react';
import { breakpoints, type Breakpoint } from 'shared-ui/design';

const queryBelow = (breakpoint: Breakpoint) => `(max-width: ${breakpoints[breakpoint] - 0.02}px)`;

/**
 * True while the viewport is narrower than the breakpoint (the same split as `media.below`). False
 * on the server and in the hydration render, which must match the server's markup; read at once in
 * a render without server markup. A layout that differs by width sends both until hydrated and lets
 * CSS pick (FilterBar), so a phone never paints the desktop controls first.
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
