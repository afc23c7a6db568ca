import type { RemotesMap } from 'shared-ui/types';
import { failedStage, loadPreviousRelease, type FallbackContext } from './last-known-good';
import { takeSliceHealth } from '../slice-health/slice-health-events';

const release = (id: string) => ({
  id,
  version: id.split('-')[0]!,
  commit: 'c0ffee',
  builtAt: '2026-11-24T10:00:00Z',
  liveSince: '2026-11-24T11:00:00Z',
});

const MAP: RemotesMap = {
  cart: {
    entry: '/releases/mf-cart/1.2.0-bbbbbbb/mf-manifest.json',
    routes: ['/cart'],
    release: release('1.2.0-bbbbbbb'),
    previous: { entry: '/releases/mf-cart/1.1.0-aaaaaaa/mf-manifest.json', release: release('1.1.0-aaaaaaa') },
  },
  account: { entry: '/remotes/account/mf-manifest.json', routes: ['/login'] },
};

const chunkError = () =>
  Object.assign(
    new Error('Loading chunk 304 failed.\n(missing: http://localhost/releases/mf-cart/1.2.0-bbbbbbb/304.064cdbe9bd.js)'),
    { name: 'ChunkLoadError' },
  );

/** A registry that records what the fallback registers, and a runtime whose loadRemote answers `load`. */
function setUp(load: () => Promise<unknown>) {
  const registered = new Map([
    ['cart', 'http://localhost/releases/mf-cart/1.2.0-bbbbbbb/remoteEntry.js'],
    ['account', 'http://localhost/remotes/account/remoteEntry.js'],
  ]);
  const context: FallbackContext = {
    map: MAP,
    registered,
    register: jest.fn((remote: string, entry: string) => void registered.set(remote, entry)),
  };
  const origin = { loadRemote: jest.fn(load) };
  const failure = (error: unknown) =>
    ({
      id: 'cart/routes',
      error,
      from: 'runtime',
      lifecycle: 'onLoad',
      remote: { name: 'cart' },
      origin,
    }) as unknown as Parameters<typeof loadPreviousRelease>[0];
  return { context, origin, failure };
}

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  takeSliceHealth();
});

afterEach(() => jest.restoreAllMocks());

describe('last-known-good fallback', () => {
  it("loads the slice's previous release when a chunk of the live one fails, and records both", async () => {
    const routes = { routes: [] };
    const { context, origin, failure } = setUp(async () => routes);

    await expect(loadPreviousRelease(failure(chunkError()), context)).resolves.toBe(routes);

    expect(context.register).toHaveBeenCalledWith('cart', 'http://localhost/releases/mf-cart/1.1.0-aaaaaaa/remoteEntry.js');
    expect(origin.loadRemote).toHaveBeenCalledWith('cart/routes');
    expect(takeSliceHealth()).toEqual({
      events: [
        { kind: 'load-failure', slice: 'cart', release: '1.2.0-bbbbbbb', stage: 'chunk' },
        { kind: 'fallback', slice: 'cart', release: '1.2.0-bbbbbbb' },
      ],
      releases: { cart: '1.1.0-aaaaaaa' },
    });
  });

  it('lets the error through when the previous release fails too, recording that failure against it', async () => {
    const { context, failure } = setUp(async () => {
      // The runtime brings the previous release's failure back through the same hook.
      const again = await loadPreviousRelease(failure(new Error('[ Federation Runtime ]: RUNTIME-008 script failed')), context);
      if (again === undefined) throw new Error('previous release failed');
      return again;
    });

    await expect(loadPreviousRelease(failure(chunkError()), context)).rejects.toThrow('previous release failed');

    expect(context.register).toHaveBeenCalledTimes(1);
    expect(takeSliceHealth().events).toEqual([
      { kind: 'load-failure', slice: 'cart', release: '1.2.0-bbbbbbb', stage: 'chunk' },
      { kind: 'load-failure', slice: 'cart', release: '1.1.0-aaaaaaa', stage: 'entry' },
    ]);
  });

  it('keeps the behaviour of a slice without a previous release: the failure is recorded and goes through', async () => {
    const { origin, context } = setUp(async () => ({ routes: [] }));
    const failure = {
      id: 'account/routes',
      error: new Error('RUNTIME-008'),
      from: 'runtime',
      lifecycle: 'onLoad',
      remote: { name: 'account' },
      origin,
    } as unknown as Parameters<typeof loadPreviousRelease>[0];

    await expect(loadPreviousRelease(failure, context)).resolves.toBeUndefined();

    expect(origin.loadRemote).not.toHaveBeenCalled();
    expect(context.register).not.toHaveBeenCalled();
    expect(takeSliceHealth().events).toEqual([{ kind: 'load-failure', slice: 'account', release: 'dist', stage: 'entry' }]);
  });

  it('gives webpack a fresh chunk-loading array for the previous release', async () => {
    const live = [['304']];
    (globalThis as Record<string, unknown>).webpackChunkcart = live;
    const { context, failure } = setUp(async () => ({ routes: [] }));

    await loadPreviousRelease(failure(chunkError()), context);

    expect((globalThis as Record<string, unknown>).webpackChunkcart).toEqual([]);
  });

  it('names the stage that failed: a chunk, a shared singleton, else the entry', () => {
    expect(failedStage(chunkError())).toBe('chunk');
    expect(
      failedStage(
        new Error(
          '[ Federation Runtime ]: Version 19.3.1 from shell of shared singleton module react does not satisfy the requirement of cart which needs ^20.0.0)',
        ),
      ),
    ).toBe('shared');
    expect(failedStage(new Error('[ Federation Runtime ]: RUNTIME-008: Failed to load script resources'))).toBe('entry');
    expect(failedStage('not an error')).toBe('entry');
  });
});
