/** The map the page needs to start offline; the server inlines it in the page, so it is not fetched otherwise. */
const REMOTES_MAP_URL = '/remotes.json';

/**
 * Registers /sw.js and hands the worker URLs to cache with Workbox's CACHE_URLS message: on every
 * load the remotes map (inlined in the page, so the page never fetches it), and on the first visit
 * every file the page loaded before the worker existed, so the remote that rendered it also opens
 * offline on the next visit.
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
  const registration = await navigator.serviceWorker.ready;
  const loadedFiles = controlledFromTheStart
    ? []
    : performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => url.startsWith('http'));
  registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [REMOTES_MAP_URL, ...loadedFiles] } });
}
