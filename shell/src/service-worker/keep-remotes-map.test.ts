import { keepRemotesMap } from './keep-remotes-map';
import { RUNTIME_CACHES } from './cache-rules';

/** The Cache API as far as the page uses it: one cache of URL -> response. */
function fakeCacheStorage() {
  const stored = new Map<string, Response>();
  const open = jest.fn(async () => ({ put: async (url: string, response: Response) => void stored.set(url, response) }));
  return { storage: { open } as unknown as CacheStorage, stored, open };
}

describe('keeping the remotes map for offline use', () => {
  it("stores the map this page runs as the worker's copy of /remotes.json, in the network-first entries cache", async () => {
    const { storage, stored, open } = fakeCacheStorage();
    const map = {
      cart: {
        entry: '/releases/mf-cart/1.1.0-abc1234/mf-manifest.json',
        routes: ['/cart'],
        channel: 'canary' as const,
      },
    };

    await keepRemotesMap(map, storage);

    expect(open).toHaveBeenCalledWith(RUNTIME_CACHES.entries);
    const kept = stored.get('/remotes.json');
    expect(kept?.headers.get('Content-Type')).toBe('application/json');
    expect(await kept?.json()).toEqual(map);
  });
});
