import { HTTPError } from 'ky';
import { createApiClient, getErrorMessage, getServerMessage, OFFLINE_MESSAGE } from 'shared-ui/api';
import type * as ApiClientModule from './api-client';

describe('api client', () => {
  it('sends the bearer token and cookies, against the configured base URL', async () => {
    const seen: Request[] = [];
    globalThis.fetch = (async (input: Request) => {
      seen.push(input);
      return new Response(JSON.stringify({ ok: true }), { headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    const client = createApiClient({ baseUrl: 'https://api.shop.test', getToken: () => 'abc' });
    await expect(client.get('/api/health').json()).resolves.toEqual({ ok: true });
    expect(seen[0]!.url).toBe('https://api.shop.test/api/health');
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer abc');
    expect(seen[0]!.credentials).toBe('include');
  });

  it("turns a JSON error answer into the server's message", async () => {
    globalThis.fetch = (async () =>
      new Response(JSON.stringify({ message: 'Invalid email or password' }), {
        status: 401,
        headers: { 'content-type': 'application/json' },
      })) as typeof fetch;
    const client = createApiClient({ baseUrl: 'https://api.shop.test', getToken: () => undefined });
    const error = await client
      .post('/api/users/login', { json: {} })
      .json()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HTTPError);
    expect(getErrorMessage(error)).toBe('Invalid email or password');
    expect(getServerMessage(error)).toBe('Invalid email or password');
  });

  it('has no server message for an error answer without one, so the caller picks its own words', async () => {
    globalThis.fetch = (async () =>
      new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } })) as typeof fetch;
    const client = createApiClient({ baseUrl: 'https://api.shop.test', getToken: () => undefined });
    const error = await client
      .post('/api/products/a1/reviews', { json: {} })
      .json()
      .catch((e: unknown) => e);
    expect(getServerMessage(error)).toBeUndefined();
    expect(getErrorMessage(error, 'Failed to submit review')).toBe('Failed to submit review (HTTP 502)');
  });

  it('explains an unreachable server', async () => {
    globalThis.fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    const client = createApiClient({ baseUrl: 'https://api.shop.test', getToken: () => undefined });
    const error = await client
      .get('/api/products', { retry: 0 })
      .json()
      .catch((e: unknown) => e);
    expect(getErrorMessage(error)).toMatch(/Cannot reach the shop/);
    expect(getServerMessage(error)).toBeUndefined();
  });

  it('says the shopper is offline when the browser has no network', async () => {
    globalThis.fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const client = createApiClient({ baseUrl: 'https://api.shop.test', getToken: () => undefined });
      const error = await client
        .get('/api/products', { retry: 0 })
        .json()
        .catch((e: unknown) => e);
      expect(getErrorMessage(error)).toBe(OFFLINE_MESSAGE);
      expect(OFFLINE_MESSAGE).toMatch(/^You are offline\./);
    } finally {
      onLine.mockRestore();
    }
  });
});

describe('api client, ky fetched on first use', () => {
  type ApiModule = typeof ApiClientModule;

  /** A fresh copy of the client module whose `require('ky')` is counted (and can fail once). */
  function freshClient({ failFirstLoad = false } = {}) {
    const loads = { count: 0 };
    let api!: ApiModule;
    // The client requires ky later, from the shared registry: empty it, so the counting factory runs.
    jest.resetModules();
    jest.isolateModules(() => {
      jest.doMock('ky', () => {
        loads.count += 1;
        if (failFirstLoad && loads.count === 1) throw new Error('Loading chunk ky failed');
        return jest.requireActual('ky');
      });
      api = jest.requireActual<ApiModule>('./api-client');
    });
    return { api, loads };
  }

  afterEach(() => {
    jest.dontMock('ky');
  });

  it('loads ky for the first call, not before', async () => {
    const { api, loads } = freshClient();
    globalThis.fetch = (async () => Response.json({ products: ['fetched'] })) as typeof fetch;
    const client = api.createApiClient({ getToken: () => undefined });
    expect(loads.count).toBe(0);

    await expect(client.get('api/products').json()).resolves.toEqual({ products: ['fetched'] });
    expect(loads.count).toBe(1);
  });

  it('calls the fetch it is given (the server render answers in process)', async () => {
    const { api } = freshClient();
    const seen: string[] = [];
    const serverFetch = (async (input: Request) => {
      seen.push(input.url);
      return Response.json({ inProcess: true });
    }) as typeof fetch;
    const client = api.createApiClient({ baseUrl: 'http://shop.internal', fetch: serverFetch });

    await expect(client.get('api/products', { searchParams: { page: 1 } }).json()).resolves.toEqual({ inProcess: true });
    expect(seen).toEqual(['http://shop.internal/api/products?page=1']);
  });

  it('sends the JSON Accept header of a body read asked for while ky was loading', async () => {
    const { api } = freshClient();
    const seen: Request[] = [];
    globalThis.fetch = (async (input: Request) => {
      seen.push(input);
      return Response.json({ ok: true });
    }) as typeof fetch;

    await expect(
      api
        .createApiClient({ getToken: () => undefined })
        .get('api/health')
        .json(),
    ).resolves.toEqual({ ok: true });
    expect(seen[0]!.headers.get('accept')).toBe('application/json');
  });

  it('fails the call when ky cannot be loaded, and loads it again for the next call', async () => {
    const { api } = freshClient({ failFirstLoad: true });
    globalThis.fetch = (async () => Response.json({ ok: true })) as typeof fetch;
    const client = api.createApiClient({ getToken: () => undefined });

    await expect(client.post('api/users/logout').json()).rejects.toThrow('Loading chunk ky failed');
    await expect(client.post('api/users/logout').json()).resolves.toEqual({ ok: true });
  });

  it('gives the response itself to a caller that awaits the call', async () => {
    const { api } = freshClient();
    globalThis.fetch = (async () => new Response('created', { status: 201 })) as typeof fetch;

    const response = await api.createApiClient({ getToken: () => undefined }).post('api/orders', { json: {} });
    expect(response.status).toBe(201);
    await expect(response.text()).resolves.toBe('created');
  });
});
