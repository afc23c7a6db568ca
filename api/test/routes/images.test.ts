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
      assert.ok(!response.body.includes('<text'), 'the name is on the page, not painted into the picture');
      bodies.push(response.body);
    }
    assert.notEqual(bodies[0], bodies[1]);
    const again = await t.app.inject(list[0].image);
    assert.equal(again.body, bodies[0]);
  });

  it('serves a side view and a detail view for the gallery, each different', async () => {
    const [product] = (await t.app.inject('/api/products?limit=1')).json().products;
    const views = await Promise.all(
      ['', '-side', '-detail'].map((suffix) => t.app.inject(product.image.replace(/\.svg$/, `${suffix}.svg`))),
    );
    assert.deepEqual(
      views.map((view) => view.statusCode),
      [200, 200, 200],
    );
    assert.equal(new Set(views.map((view) => view.body)).size, 3);
  });

  it('answers 404 JSON for unknown product images', async () => {
    for (const url of [
      '/images/0123456789abcdef01234567.svg',
      '/images/nope.svg',
      '/images/../package.json',
      '/images/',
      '/images/0123456789abcdef01234567-back.svg',
    ]) {
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
      assert.ok(!response.body.includes('<text'), 'the hero writes its title beside the banner, not in it');
    }
    const bad = await t.app.inject('/api/images/%3Cscript%3E.svg');
    assert.equal(bad.statusCode, 404);
  });
});
