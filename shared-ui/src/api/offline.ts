/** What every area that could not load its data says while the shop has no network. */
export const OFFLINE_MESSAGE =
  'You are offline. Check your connection; this part of the shop loads again once you are back online.';

/**
 * The Server-Timing name the shell's service worker puts on the page it serves from its cache
 * because the network failed (shell/src/service-worker/cache-rules.ts uses the same name).
 */
export const OFFLINE_PAGE_TIMING = 'shop-offline';

function pageServedOffline(): boolean {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return false;
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.serverTiming?.some((entry) => entry.name === OFFLINE_PAGE_TIMING) ?? false;
}

/**
 * True when the browser knows it has no network (navigator.onLine is false), or when this page
 * itself came from the service worker because the network failed: browsers keep navigator.onLine
 * true on a network that reaches nothing, and so do some offline emulations.
 */
export function isOffline(): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  return pageServedOffline();
}
