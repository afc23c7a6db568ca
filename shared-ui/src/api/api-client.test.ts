import { HTTPError } from 'ky';
import { createApiClient, getErrorMessage, getServerMessage } from 'shared-ui/api';
import { resetInitialAnswers } from './initial-answers';

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

  it('answers the first GET of a URL the server inlined in the page from the page, and later ones from the network', async () => {
    resetInitialAnswers();
    const inline = document.createElement('script');
    inline.type = 'application/json';
    inline.id = 'shop-initial-data';
    inline.textContent = JSON.stringify({ '/api/products?page=1&limit=12': { products: ['inlined'] } });
    document.body.append(inline);
    const seen: string[] = [];
    globalThis.fetch = (async (input: Request) => {
      seen.push(input.url);
      return Response.json({ products: ['fetched'] });
    }) as typeof fetch;
    const client = createApiClient({ getToken: () => undefined });
    const searchParams = new URLSearchParams({ page: '1', limit: '12' });

    await expect(client.get('api/products', { searchParams }).json()).resolves.toEqual({ products: ['inlined'] });
    expect(seen).toEqual([]);
    expect(document.getElementById('shop-initial-data')).toBeNull();
    await expect(client.get('api/products', { searchParams }).json()).resolves.toEqual({ products: ['fetched'] });
    await expect(client.get('api/products', { searchParams: { page: '2', limit: '12' } }).json()).resolves.toEqual({
      products: ['fetched'],
    });
    expect(seen).toEqual(['http://localhost/api/products?page=1&limit=12', 'http://localhost/api/products?page=2&limit=12']);
  });
});
