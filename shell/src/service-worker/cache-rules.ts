/**
 * Which requests the service worker caches, and where. Bump CACHE_VERSION when a cache's layout
 * changes: the worker then deletes the caches of the old version when it takes over.
 */
export const CACHE_VERSION = 'v1';

export const RUNTIME_CACHES = {
  /** /remotes.json, mf-manifest.json, remoteEntry.js: network first */
  entries: `shophub-entries-${CACHE_VERSION}`,
  /** remotes' content-hashed chunks: cache first */
  chunks: `shophub-chunks-${CACHE_VERSION}`,
  /** generated product pictures and banners: cache first */
  images: `shophub-images-${CACHE_VERSION}`,
} as const;

/**
 * The Server-Timing name on the page the worker serves from its cache because the network failed;
 * shared-ui/api's isOffline() reads it (the same string: the worker must not import shared-ui,
 * whose modules are federation-shared on the page).
 */
export const OFFLINE_PAGE_TIMING = 'shop-offline';

/** The live remotes map: the page writes the one it runs here (keep-remotes-map.ts). */
export const REMOTES_MAP_PATH = '/remotes.json';

/** A page of the shop (any SPA route), not the API, its images, its docs, the map or a remote's or release's files. */
export function isShopPage(url: URL): boolean {
  return !/^\/(api|images|remotes|releases)(\/|$)/.test(url.pathname) && url.pathname !== REMOTES_MAP_PATH;
}

/** The files that name the current deploy; their names never change. */
export function isEntryFile(url: URL): boolean {
  return url.pathname === REMOTES_MAP_PATH || /\/(mf-manifest\.json|remoteEntry\.js)$/.test(url.pathname);
}

/** A content-hashed chunk ([name].[contenthash:10].js in shared-ui/build): its content never changes. */
export function isHashedChunk(url: URL): boolean {
  return /\.[0-9a-f]{10}\.js$/.test(url.pathname);
}

/** Product pictures (/images/<id>.svg) and hero/featured banners (/api/images/...): the only cached /api/ answers. */
export function isProductImage(url: URL): boolean {
  return /^\/(api\/)?images\/[^/]+$/.test(url.pathname);
}
