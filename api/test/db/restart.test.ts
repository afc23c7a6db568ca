import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { buildApp } from '../../src/app.js';
import { bearer, SHIPPING } from '../helpers/build-test-app.js';

// This file always uses PGlite on disk: it checks the embedded default keeps data across restarts.
describe('PGlite data directory survives a restart', () => {
  const dir = mkdtempSync(join(tmpdir(), 'api-restart-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  const start = () =>
    buildApp({
      database: { kind: 'pglite', dataDir: dir },
      seed: 15,
      logger: false,
      serveSite: false,
      rateLimit: false,
      allowedOrigins: ['http://localhost:3000'],
    });

  it('keeps users, orders, stock and the session secret', async () => {
    const first = await start();
    const register = await first.inject({
      method: 'POST',
      url: '/api/users',
      payload: { name: 'Persistent Pat', email: 'pat@example.com', password: 'remember-me' },
    });
    assert.equal(register.statusCode, 201);
    const token = register.json().token;
    const product = (await first.inject('/api/products?limit=1&availability=in_stock')).json().products[0];
    const order = await first.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(token),
      payload: { orderItems: [{ product: product._id, qty: 1 }], shippingAddress: SHIPPING, paymentMethod: 'Stripe' },
    });
    assert.equal(order.statusCode, 201);
    const total = (await first.inject('/api/products')).json().total;
    await first.close();

    const second = await start();
    // not re-seeded: the same catalogue, with the stock taken by the order
    assert.equal((await second.inject('/api/products')).json().total, total);
    const again = (await second.inject(`/api/products/${product._id}`)).json();
    assert.equal(again.countInStock, product.countInStock - 1);
    // the generated JWT secret was persisted, so the old token still works
    const orders = await second.inject({ url: '/api/orders/myorders', headers: bearer(token) });
    assert.equal(orders.statusCode, 200);
    assert.equal(orders.json()[0]._id, order.json()._id);
    const loginAgain = await second.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'pat@example.com', password: 'remember-me' },
    });
    assert.equal(loginAgain.statusCode, 200);
    await second.close();
  });
});
