import type * as RemoteRegistry from './remote-registry';
import type * as SliceHealthEvents from '../slice-health/slice-health-events';
import type { SliceRoutesModule } from 'shared-ui/types';

// Only the boundaries are faked: the network (fetch) and the Module Federation runtime.
const mockRegisterRemotes = jest.fn();
const mockLoadRemote = jest.fn();
const mockRegisterPlugins = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => ({ registerRemotes: mockRegisterRemotes, loadRemote: mockLoadRemote, registerPlugins: mockRegisterPlugins }),
}));

const cartRoutes: SliceRoutesModule = { routes: [{ path: '/cart', element: null }] };
let fetchMock: jest.SpiedFunction<typeof fetch>;

/** The registry as a fresh page load sees it: nothing read, nothing registered. */
function loadRegistry(): typeof RemoteRegistry {
  let registry!: typeof RemoteRegistry;
  jest.isolateModules(() => {
    registry = jest.requireActual<typeof RemoteRegistry>('./remote-registry');
  });
  return registry;
}

/**
 * The registry with the slice-health module it and its fallback chunk record into: a fresh module
 * registry (not an isolated one), so the chunk it imports later shares it.
 */
function loadRegistryAndHealth() {
  jest.resetModules();
  return {
    registry: jest.requireActual<typeof RemoteRegistry>('./remote-registry'),
    health: jest.requireActual<typeof SliceHealthEvents>('../slice-health/slice-health-events'),
  };
}

/** A remotes map entry as promote writes it (routes do not matter to the registry). */
const at = (entry: string) => ({ entry, routes: ['/somewhere'] });

function serveMaps(...maps: Array<Record<string, { entry: string; routes: string[] }> | number>) {
  for (const map of maps) {
    fetchMock.mockImplementationOnce(async () =>
      typeof map === 'number' ? new Response('down', { status: map }) : Response.json(map),
    );
  }
}

const never = () => new Promise<never>(() => {});

beforeEach(() => {
  jest.useRealTimers();
  mockRegisterRemotes.mockReset();
  mockLoadRemote.mockReset();
  mockRegisterPlugins.mockReset();
  fetchMock = jest.spyOn(globalThis, 'fetch');
  fetchMock.mockReset();
});

afterEach(() => fetchMock.mockRestore());

describe('remote registry', () => {
  it('reads /remotes.json once per page load and registers every remote by the absolute address of its remote entry', async () => {
    const registry = loadRegistry();
    serveMaps({ cart: at('/remotes/cart/mf-manifest.json'), catalog: at('https://cdn.example.com/catalog/mf-manifest.json') });

    await registry.loadRemotesMap();
    await registry.loadRemotesMap();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
    expect(mockRegisterRemotes).toHaveBeenCalledTimes(2);
    expect(mockRegisterRemotes).toHaveBeenCalledWith([{ name: 'cart', entry: 'http://localhost/remotes/cart/remoteEntry.js' }], {
      force: false,
    });
    expect(mockRegisterRemotes).toHaveBeenCalledWith(
      [{ name: 'catalog', entry: 'https://cdn.example.com/catalog/remoteEntry.js' }],
      { force: false },
    );
  });

  it("loads a remote's routes on first use and keeps them for the page's lifetime", async () => {
    const registry = loadRegistry();
    serveMaps({ cart: at('/remotes/cart/mf-manifest.json') });
    mockLoadRemote.mockResolvedValue(cartRoutes);

    await expect(registry.loadSliceRoutes('cart')).resolves.toBe(cartRoutes);
    await expect(registry.loadSliceRoutes('cart')).resolves.toBe(cartRoutes);

    expect(mockLoadRemote).toHaveBeenCalledTimes(1);
    expect(mockLoadRemote).toHaveBeenCalledWith('cart/routes');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('re-registers a remote with force when the map gives it a new address after a failure', async () => {
    const registry = loadRegistry();
    serveMaps({ cart: at('http://old.example/mf-manifest.json') }, { cart: at('http://new.example/mf-manifest.json') });
    mockLoadRemote.mockRejectedValueOnce(new Error('Failed to fetch mf-manifest.json')).mockResolvedValueOnce(cartRoutes);

    await expect(registry.loadSliceRoutes('cart')).rejects.toThrow('Failed to fetch mf-manifest.json');
    await registry.resetRemote('cart');

    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(mockRegisterRemotes).toHaveBeenLastCalledWith([{ name: 'cart', entry: 'http://new.example/remoteEntry.js' }], {
      force: true,
    });
    await expect(registry.loadSliceRoutes('cart')).resolves.toBe(cartRoutes);
    expect(mockLoadRemote).toHaveBeenCalledTimes(2);
  });

  it('makes the runtime forget a failed remote even when its address did not change', async () => {
    const registry = loadRegistry();
    serveMaps({ cart: at('/remotes/cart/mf-manifest.json') }, { cart: at('/remotes/cart/mf-manifest.json') });
    mockLoadRemote.mockRejectedValueOnce(new Error('boom')).mockResolvedValueOnce(cartRoutes);

    await expect(registry.loadSliceRoutes('cart')).rejects.toThrow('boom');
    await registry.resetRemote('cart');

    expect(mockRegisterRemotes).toHaveBeenCalledTimes(2);
    expect(mockRegisterRemotes).toHaveBeenLastCalledWith(
      [{ name: 'cart', entry: 'http://localhost/remotes/cart/remoteEntry.js' }],
      { force: true },
    );
    await expect(registry.loadSliceRoutes('cart')).resolves.toBe(cartRoutes);
  });

  it('leaves the other remotes registered as they were when one is reset', async () => {
    const registry = loadRegistry();
    const map = { cart: at('/remotes/cart/mf-manifest.json'), catalog: at('/remotes/catalog/mf-manifest.json') };
    serveMaps(map, map);

    await registry.loadRemotesMap();
    await registry.resetRemote('cart');

    const catalogRegistrations = mockRegisterRemotes.mock.calls.filter(([[remote]]) => remote.name === 'catalog');
    expect(catalogRegistrations).toHaveLength(1);
  });

  it('reads the map again on the next use after a failed read', async () => {
    const registry = loadRegistry();
    serveMaps(503, { cart: at('/remotes/cart/mf-manifest.json') });

    await expect(registry.loadRemotesMap()).rejects.toThrow('Could not read /remotes.json (HTTP 503)');
    await expect(registry.loadRemotesMap()).resolves.toEqual({ cart: at('/remotes/cart/mf-manifest.json') });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('says which remote has no address in the map', async () => {
    const registry = loadRegistry();
    serveMaps({ catalog: at('/remotes/catalog/mf-manifest.json') });

    await expect(registry.loadSliceRoutes('cart')).rejects.toThrow('No address is configured for the "cart" remote');
    expect(mockLoadRemote).not.toHaveBeenCalled();
  });

  it('rejects a remote that loads but provides no routes', async () => {
    const registry = loadRegistry();
    serveMaps({ cart: at('/remotes/cart/mf-manifest.json') });
    mockLoadRemote.mockResolvedValue({ default: {} });

    await expect(registry.loadSliceRoutes('cart')).rejects.toThrow('The "cart" remote did not provide its routes');
  });

  describe('last-known-good', () => {
    const release = (id: string) => ({ id, version: '1', commit: 'c0ffee', builtAt: 'then', liveSince: 'now' });
    const cartWithPrevious = {
      ...at('/releases/mf-cart/1.2.0-bbbbbbb/mf-manifest.json'),
      release: release('1.2.0-bbbbbbb'),
      previous: { entry: '/releases/mf-cart/1.1.0-aaaaaaa/mf-manifest.json', release: release('1.1.0-aaaaaaa') },
    };
    const LIVE_ENTRY = 'http://localhost/releases/mf-cart/1.2.0-bbbbbbb/remoteEntry.js';
    const PREVIOUS_ENTRY = 'http://localhost/releases/mf-cart/1.1.0-aaaaaaa/remoteEntry.js';

    /** The runtime as far as the plugin sees it: loadRemote fails for `failing` entries and asks the plugin for a fail-over. */
    function runtimeFailingFor(failing: string[]) {
      let entry = '';
      mockRegisterRemotes.mockImplementation(([remote]: [{ entry: string }]) => {
        entry = remote.entry;
      });
      const loadRemote = async (id: string): Promise<unknown> => {
        if (!failing.includes(entry)) return cartRoutes;
        const error = Object.assign(new Error('Loading chunk 304 failed.'), { name: 'ChunkLoadError' });
        const [plugin] = mockRegisterPlugins.mock.calls.at(-1)![0] as [{ errorLoadRemote: (args: unknown) => Promise<unknown> }];
        const failOver = await plugin.errorLoadRemote({
          id,
          error,
          lifecycle: 'onLoad',
          remote: { name: 'cart', entry },
          origin: { loadRemote },
        });
        if (!failOver) throw error;
        return failOver;
      };
      mockLoadRemote.mockImplementation(loadRemote);
    }

    beforeEach(() => {
      jest.spyOn(console, 'warn').mockImplementation(() => {});
    });

    it('records the live release as the one that ran when it loads', async () => {
      const { registry, health } = loadRegistryAndHealth();
      registry.installLastKnownGood();
      serveMaps({ cart: cartWithPrevious });
      runtimeFailingFor([]);

      await expect(registry.loadSliceRoutes('cart')).resolves.toBe(cartRoutes);
      expect(health.takeSliceHealth().releases).toEqual({ cart: '1.2.0-bbbbbbb' });
    });

    it("falls back to the previous release when the live one's chunks fail, and records it as the one that ran", async () => {
      const { registry, health } = loadRegistryAndHealth();
      registry.installLastKnownGood();
      serveMaps({ cart: cartWithPrevious });
      runtimeFailingFor([LIVE_ENTRY]);

      await expect(registry.loadSliceRoutes('cart')).resolves.toBe(cartRoutes);
      expect(mockRegisterRemotes).toHaveBeenLastCalledWith([{ name: 'cart', entry: PREVIOUS_ENTRY }], { force: true });
      expect(health.takeSliceHealth()).toEqual({
        events: [
          { kind: 'load-failure', slice: 'cart', release: '1.2.0-bbbbbbb', stage: 'chunk' },
          { kind: 'fallback', slice: 'cart', release: '1.2.0-bbbbbbb' },
        ],
        releases: { cart: '1.1.0-aaaaaaa' },
      });
    });

    it('fails when the previous release fails too, and tries the live release again after a reset', async () => {
      const { registry, health } = loadRegistryAndHealth();
      registry.installLastKnownGood();
      serveMaps({ cart: cartWithPrevious }, { cart: cartWithPrevious });
      runtimeFailingFor([LIVE_ENTRY, PREVIOUS_ENTRY]);

      await expect(registry.loadSliceRoutes('cart')).rejects.toThrow('Loading chunk 304 failed.');
      expect(health.takeSliceHealth().events.map(({ kind, release }) => `${kind} ${release}`)).toEqual([
        'load-failure 1.2.0-bbbbbbb',
        'load-failure 1.1.0-aaaaaaa',
      ]);

      await registry.resetRemote('cart');
      expect(mockRegisterRemotes).toHaveBeenLastCalledWith([{ name: 'cart', entry: LIVE_ENTRY }], { force: true });
    });
  });

  describe('timeouts', () => {
    beforeEach(() => jest.useFakeTimers());

    it('gives up on a remote that does not load within 15 seconds', async () => {
      const registry = loadRegistry();
      serveMaps({ cart: at('/remotes/cart/mf-manifest.json') });
      mockLoadRemote.mockImplementation(never);

      const loading = registry.loadSliceRoutes('cart');
      const outcome = expect(loading).rejects.toThrow('The "cart" remote took too long to load');
      await jest.advanceTimersByTimeAsync(14_999);
      expect(mockLoadRemote).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(1);
      await outcome;
    });

    it('gives up on a remotes map that does not arrive within 15 seconds, and asks again next time', async () => {
      const registry = loadRegistry();
      fetchMock.mockImplementationOnce(never);
      serveMaps({ cart: at('/remotes/cart/mf-manifest.json') });

      const outcome = expect(registry.loadRemotesMap()).rejects.toThrow('/remotes.json did not answer in time');
      await jest.advanceTimersByTimeAsync(15_000);
      await outcome;
      await expect(registry.loadRemotesMap()).resolves.toEqual({ cart: at('/remotes/cart/mf-manifest.json') });
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });
  });

  it('takes the map the server inlined in the page without a request, and reads the live one after a reset', async () => {
    const inline = document.createElement('script');
    inline.type = 'application/json';
    inline.id = 'shop-remotes';
    const inlined = { cart: { entry: '/remotes/cart/mf-manifest.json', routes: ['/cart'] } };
    inline.textContent = JSON.stringify(inlined);
    document.head.append(inline);
    const registry = loadRegistry();

    await expect(registry.loadRemotesMap()).resolves.toEqual(inlined);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.getElementById('shop-remotes')).toBeNull();

    serveMaps({ cart: { entry: 'https://cdn.example.com/cart/mf-manifest.json', routes: ['/cart'] } });
    await registry.resetRemote('cart');
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
    expect(mockRegisterRemotes).toHaveBeenLastCalledWith(
      [{ name: 'cart', entry: 'https://cdn.example.com/cart/remoteEntry.js' }],
      {
        force: true,
      },
    );
  });

  it('registers a map entry that already names a script as it is, and keeps the query of a manifest address', async () => {
    const registry = loadRegistry();
    serveMaps({
      cart: at('https://cdn.example.com/cart/remoteEntry.js'),
      catalog: at('/remotes/catalog/mf-manifest.json?v=2'),
    });

    await registry.loadRemotesMap();

    expect(mockRegisterRemotes).toHaveBeenCalledWith([{ name: 'cart', entry: 'https://cdn.example.com/cart/remoteEntry.js' }], {
      force: false,
    });
    expect(mockRegisterRemotes).toHaveBeenCalledWith(
      [{ name: 'catalog', entry: 'http://localhost/remotes/catalog/remoteEntry.js?v=2' }],
      {
        force: false,
      },
    );
  });
});
