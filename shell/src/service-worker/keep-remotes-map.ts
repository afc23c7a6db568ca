import type { RemotesMap } from 'shared-ui/types';
import { REMOTES_MAP_PATH, RUNTIME_CACHES } from './cache-rules';

/**
 * Stores the map this page runs as the worker's copy of /remotes.json, which a page started offline
 * reads (network first, this copy when the network fails). The page's own map, not a fresh fetch:
 * the server composes each visitor's map (a canary cohort, a preview) and may have promoted since
 * this page loaded, and an offline shopper is to keep the releases their shell last ran, whose
 * files the worker has cached, not ones it never loaded.
 */
export async function keepRemotesMap(map: RemotesMap, cacheStorage: CacheStorage = caches): Promise<void> {
  const cache = await cacheStorage.open(RUNTIME_CACHES.entries);
  await cache.put(REMOTES_MAP_PATH, Response.json(map));
}
