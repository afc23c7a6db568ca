// The shop's service worker, built by Workbox's InjectManifest into /sw.js (see shell/README.md).
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { OFFLINE_PAGE_TIMING, RUNTIME_CACHES, isEntryFile, isHashedChunk, isProductImage, isShopPage } from './cache-rules';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

// A new deploy takes over at once instead of waiting for every tab to close: the next page load
// gets the new shell. Pages already open keep running the code they loaded.
void self.skipWaiting();
clientsClaim();

const DAY_SECONDS = 24 * 60 * 60;

/**
 * The precached page, marked with a Server-Timing entry the page can read synchronously
 * (performance navigation timing): it was served because the network failed, so the shop's
 * messages say "offline" even where the browser's navigator.onLine has not noticed.
 */
async function offlinePage(): Promise<Response> {
  const cached = await matchPrecache('/index.html');
  if (!cached) return Response.error();
  const headers = new Headers(cached.headers);
  headers.set('Server-Timing', `${OFFLINE_PAGE_TIMING};desc="served by the service worker without network"`);
  return new Response(cached.body, { status: 200, statusText: 'OK', headers });
}

// Routes are matched in the order they are registered; navigations come before the precache, so
// the page itself is always asked of the network first.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isShopPage(url),
  new NetworkOnly({
    // Offline (or the server down): the shell's page from the precache; it renders the header,
    // footer and an offline message where data would be.
    plugins: [{ handlerDidError: async () => offlinePage() }],
  }),
);

// Every file the shell's build emitted (its entry, chunks, index.html, favicon), fetched once at
// install and served from the cache. Revisions come from the build, so a deploy replaces them.
precacheAndRoute(self.__WB_MANIFEST, {
  // index.html asks for /main.js?<build hash>: the precached main.js is that build's already.
  ignoreURLParametersMatching: [/.*/],
});
cleanupOutdatedCaches();

// /remotes.json, mf-manifest.json and remoteEntry.js name the current deploy: network first, the
// last copy only when the network fails.
registerRoute(
  ({ url }) => isEntryFile(url),
  new NetworkFirst({ cacheName: RUNTIME_CACHES.entries, plugins: [new CacheableResponsePlugin({ statuses: [200] })] }),
);

// A remote's content-hashed chunks never change: from the cache once used.
registerRoute(
  ({ url }) => isHashedChunk(url),
  new CacheFirst({
    cacheName: RUNTIME_CACHES.chunks,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
    ],
  }),
);

// Product pictures and banners are generated per id and never change. No other /api/ answer is
// cached: prices, stock and sessions must come from the server.
registerRoute(
  ({ url }) => url.origin === self.location.origin && isProductImage(url),
  new CacheFirst({
    cacheName: RUNTIME_CACHES.images,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
    ],
  }),
);

// Runtime caches of an older layout (another version suffix) are deleted when this worker takes over.
self.addEventListener('activate', (event) => {
  const current = new Set<string>(Object.values(RUNTIME_CACHES));
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => name.startsWith('shophub-') && !current.has(name)).map((name) => caches.delete(name))),
      ),
  );
});
