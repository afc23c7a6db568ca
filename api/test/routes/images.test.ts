import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';

describe('generated images', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({ seed: 10 });
  });
  after(() => t.close());

  it('serves a distinct SVG per product with long cache headers', async () => {
    const list = (await t.app.inject('/api/products?limit=2')).json().products;
    const bodies: string[] = [];
    for (const product of list) {
      const response = await t.app.inject(product.image);
      assert.equal(response.statusCode, 200);
      assert.match(String(response.headers['content-type']), /^image\/svg\+xml/);
      assert.match(String(response.headers['cache-control']), /max-age=31536000/);
      assert.match(response.body, /^<svg /);
      assert.ok(response.body.includes(product.name.split(' ')[0].replace("'", '&apos;')));
      bodies.push(response.body);
    }
    assert.notEqual(bodies[0], bodies[1]);
    const again = await t.app.inject(list[0].image);
    assert.equal(again.body, bodies[0]);
  });

  it('answers 404 JSON for unknown product images', async () => {
    for (const url of ['/images/0123456789abcdef01234567.svg', '/images/nope.svg', '/images/../package.json', '/images/']) {
      const response = await t.app.inject(url);
      assert.equal(response.statusCode, 404, url);
      assert.equal(typeof response.json().message, 'string');
    }
  });

  it('serves hero and featured banners under /api/images/', async () => {
    for (const name of ['hero-1.svg', 'hero-2.svg', 'featured-3.svg']) {
      const response = await t.app.inject(`/api/images/${name}`);
      assert.equal(response.statusCode, 200);
      assert.match(String(response.headers['content-type']), /^image\/svg\+xml/);
      assert.match(response.body, /<svg /);
    }
    const bad = await t.app.inject('/api/images/%3Cscript%3E.svg');
    assert.equal(bad.statusCode, 404);
  });
});
