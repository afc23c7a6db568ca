import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { products } from '../../src/db/schema/index.js';
import { bearer, buildTestApp, registerUser, TEST_ORIGIN, type TestApp } from '../helpers/build-test-app.js';

describe('POST /api/products/:id/reviews', () => {
  let t: TestApp;
  let productId: string;
  const review = (token: string, body: unknown, id = productId) =>
    t.app.inject({ method: 'POST', url: `/api/products/${id}/reviews`, headers: bearer(token), payload: body as object });

  before(async () => {
    t = await buildTestApp({ seed: 10 });
    [{ id: productId }] = (await t.app.db.select({ id: products.id }).from(products).limit(1)) as [{ id: string }];
  });
  after(() => t.close());

  it('adds a review (201) and updates rating and numReviews from all reviews', async () => {
    const before = (await t.app.inject(`/api/products/${productId}`)).json();
    const user = await registerUser(t.app, 'Reviewer Rita');
    const response = await review(user.token, { rating: 1, comment: '  Broke on day two.  ' });
    assert.equal(response.statusCode, 201);
    assert.equal(typeof response.json().message, 'string');
    const after = (await t.app.inject(`/api/products/${productId}`)).json();
    assert.equal(after.numReviews, before.numReviews + 1);
    const expected = (before.rating * before.numReviews + 1) / (before.numReviews + 1);
    assert.ok(Math.abs(after.rating - expected) < 1e-9);
    const newest = after.reviews[0];
    assert.equal(newest.name, 'Reviewer Rita');
    assert.equal(newest.comment, 'Broke on day two.');
    assert.equal(newest.rating, 1);
    assert.equal(newest.user, user.id);
  });

  it("answers 400 'Product already reviewed' for a second review by the same user", async () => {
    const user = await registerUser(t.app);
    assert.equal((await review(user.token, { rating: 5, comment: 'Great' })).statusCode, 201);
    const second = await review(user.token, { rating: 4, comment: 'Still great' });
    assert.equal(second.statusCode, 400);
    assert.deepEqual(second.json(), { message: 'Product already reviewed' });
  });

  it('keeps rating consistent under concurrent reviews by different users', async () => {
    const reviewers = await Promise.all(Array.from({ length: 5 }, () => registerUser(t.app)));
    const results = await Promise.all(reviewers.map((u, i) => review(u.token, { rating: (i % 5) + 1, comment: `Review ${i}` })));
    assert.ok(results.every((r) => r.statusCode === 201));
    const product = (await t.app.inject(`/api/products/${productId}`)).json();
    assert.equal(product.numReviews, product.reviews.length);
    const average = product.reviews.reduce((s: number, r: { rating: number }) => s + r.rating, 0) / product.reviews.length;
    assert.ok(Math.abs(product.rating - average) < 1e-9);
  });

  it('validates rating and comment', async () => {
    const user = await registerUser(t.app);
    const cases: [unknown, RegExp][] = [
      [{ rating: 0, comment: 'x' }, /rating must be an integer between 1 and 5/],
      [{ rating: 6, comment: 'x' }, /rating must be an integer between 1 and 5/],
      [{ rating: 4.5, comment: 'x' }, /rating must be an integer between 1 and 5/],
      [{ rating: '5', comment: 'x' }, /rating must be an integer between 1 and 5/],
      [{ comment: 'x' }, /rating is required/],
      [{ rating: 5 }, /comment is required/],
      [{ rating: 5, comment: '' }, /comment must not be empty/],
      [{ rating: 5, comment: '    ' }, /comment must not be empty/],
      [{ rating: 5, comment: 'x'.repeat(50_000) }, /comment/],
      [[1, 2], /body/],
    ];
    for (const [body, message] of cases) {
      const response = await review(user.token, body);
      assert.equal(response.statusCode, 400, JSON.stringify(body).slice(0, 80));
      assert.match(response.json().message, message);
    }
  });

  it('requires sign-in and an allowed origin for cookie sessions', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/products/${productId}/reviews`,
      payload: { rating: 5, comment: 'x' },
    });
    assert.equal(anonymous.statusCode, 401);
    const user = await registerUser(t.app);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: `/api/products/${productId}/reviews`,
      cookies: { jwt: user.token },
      headers: { origin: 'https://evil.example' },
      payload: { rating: 5, comment: 'x' },
    });
    assert.equal(crossSite.statusCode, 403);
    const ours = await t.app.inject({
      method: 'POST',
      url: `/api/products/${productId}/reviews`,
      cookies: { jwt: user.token },
      headers: { origin: TEST_ORIGIN },
      payload: { rating: 5, comment: 'x' },
    });
    assert.equal(ours.statusCode, 201);
  });

  it("answers 404 'Product not found' for unknown and malformed product ids", async () => {
    const user = await registerUser(t.app);
    for (const id of ['0123456789abcdef01234567', 'nope']) {
      const response = await review(user.token, { rating: 5, comment: 'x' }, id);
      assert.equal(response.statusCode, 404);
      assert.deepEqual(response.json(), { message: 'Product not found' });
    }
  });
});
