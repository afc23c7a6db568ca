import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { bearer, buildTestApp, registerUser, SHIPPING, type TestApp } from '../helpers/build-test-app.js';

describe('bad input answers 4xx with {message}, never 500', () => {
  let t: TestApp;
  let token: string;
  let productId: string;
  before(async () => {
    t = await buildTestApp({ seed: 10 });
    token = (await registerUser(t.app)).token;
    productId = (await t.app.inject('/api/products?limit=1')).json().products[0]._id;
  });
  after(() => t.close());

  const expect4xx = (response: { statusCode: number; json: () => { message?: unknown } }, status: number, message?: RegExp) => {
    assert.equal(response.statusCode, status);
    const body = response.json();
    assert.equal(typeof body.message, 'string');
    assert.deepEqual(Object.keys(body), ['message']);
    if (message) assert.match(body.message as string, message);
  };

  it('answers price filters beyond the database integer range without overflowing', async () => {
    const high = await t.app.inject('/api/products?minPrice=21474836.48');
    assert.equal(high.statusCode, 200);
    assert.equal(high.json().total, 0);
    const anyPrice = await t.app.inject('/api/products?maxPrice=1e9');
    assert.equal(anyPrice.statusCode, 200);
    assert.ok(anyPrice.json().total > 0);
  });

  for (const [name, url] of [
    ['keyword', '/api/products?keyword=mouse%00'],
    ['category', '/api/products?category=electronics%00'],
    ['brands', '/api/products?brands=Sony%00'],
    ['q', '/api/products/search-suggestions?q=lap%00'],
  ] as const) {
    it(`refuses a NUL character in the query parameter ${name}, naming it`, async () => {
      expect4xx(await t.app.inject(url), 400, new RegExp(`^${name} must not contain NUL characters`));
    });
  }

  it('refuses NUL characters in JSON strings at register, login, profile, review and order', async () => {
    const json = { 'content-type': 'application/json' };
    expect4xx(
      await t.app.inject({
        method: 'POST',
        url: '/api/users',
        payload: { name: 'Nul\u0000l', email: 'n@example.com', password: 'x1234567' },
      }),
      400,
      /^name must not contain NUL/,
    );
    expect4xx(
      await t.app.inject({
        method: 'POST',
        url: '/api/users',
        payload: { name: 'N', email: 'n\u0000@example.com', password: 'x1234567' },
      }),
      400,
      /^email must not contain NUL/,
    );
    expect4xx(
      await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: 'a\u0000@example.com', password: 'x' } }),
      400,
      /^email must not contain NUL/,
    );
    expect4xx(
      await t.app.inject({ method: 'PUT', url: '/api/users/profile', headers: bearer(token), payload: { name: 'x\u0000' } }),
      400,
      /^name must not contain NUL/,
    );
    expect4xx(
      await t.app.inject({
        method: 'POST',
        url: `/api/products/${productId}/reviews`,
        headers: bearer(token),
        payload: { rating: 4, comment: 'fine\u0000' },
      }),
      400,
      /^comment must not contain NUL/,
    );
    expect4xx(
      await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { ...bearer(token), ...json },
        payload: JSON.stringify({
          orderItems: [{ product: productId, qty: 1 }],
          shippingAddress: { ...SHIPPING, address: '1 Main\u0000Street' },
          paymentMethod: 'Stripe',
        }),
      }),
      400,
      /^shippingAddress\.address must not contain NUL/,
    );
  });

  it('refuses a lone surrogate in shippingAddress.city', async () => {
    const payload = JSON.stringify({
      orderItems: [{ product: productId, qty: 1 }],
      shippingAddress: { ...SHIPPING, city: 'CITY' },
      paymentMethod: 'Stripe',
    }).replace('"CITY"', '"\\ud800"');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload,
    });
    expect4xx(response, 400, /^shippingAddress\.city must be valid Unicode text/);
  });

  it('answers a multipart body without or with a broken boundary with 4xx on every write route', async () => {
    const routes = [
      ['POST', '/api/users/login'],
      ['POST', '/api/users'],
      ['POST', '/api/orders'],
      ['PUT', '/api/users/profile'],
      ['PUT', '/api/users/password'],
      ['POST', `/api/products/${productId}/reviews`],
    ] as const;
    for (const [method, url] of routes) {
      for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=xyz']) {
        const response = await t.app.inject({
          method,
          url,
          headers: { ...bearer(token), 'content-type': contentType },
          payload: contentType.includes('boundary') ? '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nabc' : 'abc',
        });
        assert.ok(
          response.statusCode >= 400 && response.statusCode < 500,
          `${method} ${url} ${contentType}: ${response.statusCode}`,
        );
        assert.equal(typeof response.json().message, 'string');
      }
    }
  });

  it('answers a URL that is not valid percent-encoding with the usual {message}', async () => {
    expect4xx(await t.app.inject('/api/products/%ff'), 400, /Malformed URL/);
  });

  it('answers 400 when the avatar is sent under another field name', async () => {
    const boundary = 'avatarboundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect4xx(response, 400, /field "file".*"avatar"/);
  });
});
