import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False on the server and in a hydration render (also of a part of the page that hydrates late, a
 * lazy slice), true after and in any render without server markup: React takes the server snapshot
 * while it matches server markup and re-renders with the client's once it is done.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
