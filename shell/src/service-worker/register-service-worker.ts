import { loadRemotesMap } from '../remotes/remote-registry';
import { keepRemotesMap } from './keep-remotes-map';

/**
 * Registers /sw.js; then stores the remotes map this page runs as the worker's copy of
 * /remotes.json (keep-remotes-map.ts), and on the first visit hands the worker, with Workbox's
 * CACHE_URLS message, every file the page loaded before the worker existed, so the remote that
 * rendered it also opens offline on the next visit.
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
  // A map that could not be read was reported at start-up; a full cache only costs the offline copy.
  await loadRemotesMap()
    .then(keepRemotesMap)
    .catch(() => undefined);
  if (controlledFromTheStart) return;
  const loadedFiles = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith('http'));
  registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: loadedFiles } });
}
