/**
 * Registers /sw.js. On the first visit the page loaded its files before the worker existed, so it
 * hands their URLs to the worker (Workbox's CACHE_URLS message), which caches those its rules
 * cover: the remote that rendered this page then also opens offline on the next visit.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const controlledFromTheStart = Boolean(navigator.serviceWorker.controller);
  try {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  } catch (error) {
    console.warn('[shell] the service worker could not be registered:', error instanceof Error ? error.message : error);
    return;
  }
  if (controlledFromTheStart) return;
  const registration = await navigator.serviceWorker.ready;
  const urlsToCache = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith('http'));
  registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
}
