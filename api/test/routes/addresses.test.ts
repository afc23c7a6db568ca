import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { bearer, buildTestApp, registerUser, SHIPPING, TEST_ORIGIN, type TestApp } from '../helpers/build-test-app.js';

describe('address book', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({ seed: 1 });
  });
  after(() => t.close());

  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  it('adds addresses, the first one as the default, and lists the default first', async () => {
    const shopper = await registerUser(t.app);
    assert.deepEqual((await call(shopper.token, 'GET', '/api/users/addresses')).json(), []);
    const home = await call(shopper.token, 'POST', '/api/users/addresses', SHIPPING);
    assert.equal(home.statusCode, 201, home.body);
    assert.equal(home.json().isDefault, true);
    const work = await call(shopper.token, 'POST', '/api/users/addresses', {
      ...SHIPPING,
      address: '9 Work Road',
      isDefault: true,
    });
    assert.equal(work.json().isDefault, true);
    const list = (await call(shopper.token, 'GET', '/api/users/addresses')).json();
    assert.deepEqual(
      list.map((a: { address: string; isDefault: boolean }) => [a.address, a.isDefault]),
      [
        ['9 Work Road', true],
        ['1 Main Street', false],
      ],
    );
  });

  it('edits an address, chooses another default, and trims what it stores', async () => {
    const shopper = await registerUser(t.app);
    const first = (await call(shopper.token, 'POST', '/api/users/addresses', SHIPPING)).json();
    const second = (await call(shopper.token, 'POST', '/api/users/addresses', { ...SHIPPING, city: 'Shelbyville' })).json();
    const edited = await call(shopper.token, 'PUT', `/api/users/addresses/${second._id}`, {
      ...SHIPPING,
      city: '  Capital City ',
    });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.equal(edited.json().city, 'Capital City');
    const chosen = await call(shopper.token, 'PUT', `/api/users/addresses/${second._id}/default`);
    assert.equal(chosen.json().isDefault, true);
    const list = (await call(shopper.token, 'GET', '/api/users/addresses')).json();
    assert.deepEqual(
      list.map((a: { _id: string; isDefault: boolean }) => [a._id, a.isDefault]),
      [
        [second._id, true],
        [first._id, false],
      ],
    );
  });

  it('deletes an address; deleting the default makes the newest remaining one the default', async () => {
    const shopper = await registerUser(t.app);
    const a = (await call(shopper.token, 'POST', '/api/users/addresses', SHIPPING)).json();
    const b = (await call(shopper.token, 'POST', '/api/users/addresses', { ...SHIPPING, address: '2 B Street' })).json();
    const c = (await call(shopper.token, 'POST', '/api/users/addresses', { ...SHIPPING, address: '3 C Street' })).json();
    const removed = await call(shopper.token, 'DELETE', `/api/users/addresses/${a._id}`);
    assert.equal(removed.statusCode, 204);
    const list = (await call(shopper.token, 'GET', '/api/users/addresses')).json();
    assert.deepEqual(
      list.map((x: { _id: string; isDefault: boolean }) => [x._id, x.isDefault]),
      [
        [c._id, true],
        [b._id, false],
      ],
    );
    assert.equal((await call(shopper.token, 'DELETE', `/api/users/addresses/${a._id}`)).statusCode, 404);
  });

  it("answers 404 for another user's address, a missing one and a malformed id, and changes nothing", async () => {
    const owner = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    const address = (await call(owner.token, 'POST', '/api/users/addresses', SHIPPING)).json();
    for (const [method, suffix, payload] of [
      ['PUT', '', { ...SHIPPING, city: 'Stolen' }],
      ['PUT', '/default', undefined],
      ['DELETE', '', undefined],
    ] as const) {
      const answer = await call(stranger.token, method, `/api/users/addresses/${address._id}${suffix}`, payload);
      assert.equal(answer.statusCode, 404, `${method} ${suffix}`);
      assert.deepEqual(answer.json(), { message: 'Address not found' });
    }
    assert.equal((await call(owner.token, 'PUT', '/api/users/addresses/000000000000000000000000/default')).statusCode, 404);
    assert.equal((await call(owner.token, 'DELETE', '/api/users/addresses/not-an-id')).statusCode, 404);
    assert.deepEqual((await call(stranger.token, 'GET', '/api/users/addresses')).json(), []);
    const [kept] = (await call(owner.token, 'GET', '/api/users/addresses')).json();
    assert.deepEqual(kept, { ...address });
  });

  it('validates with messages naming the field, like the order’s shipping address', async () => {
    const shopper = await registerUser(t.app);
    const cases: [object, string][] = [
      [{ ...SHIPPING, city: undefined }, 'city is required'],
      [{ ...SHIPPING, city: '' }, 'city must not be empty'],
      [{ ...SHIPPING, postalCode: '   ' }, 'postalCode must not be empty'],
      [{ ...SHIPPING, country: 42 }, 'country must be a string'],
      [{ ...SHIPPING, fullName: 'x'.repeat(201) }, 'fullName must be at most 200 characters'],
      [{ ...SHIPPING, isDefault: 'yes' }, 'isDefault must be a boolean'],
    ];
    for (const [payload, message] of cases) {
      const answer = await call(shopper.token, 'POST', '/api/users/addresses', payload);
      assert.equal(answer.statusCode, 400, JSON.stringify(payload));
      assert.deepEqual(answer.json(), { message });
    }
    const address = (await call(shopper.token, 'POST', '/api/users/addresses', SHIPPING)).json();
    const blank = await call(shopper.token, 'PUT', `/api/users/addresses/${address._id}`, { ...SHIPPING, address: ' ' });
    assert.deepEqual(blank.json(), { message: 'address must not be empty' });
  });

  it('keeps at most 20 addresses, and needs a session and an allowed origin for cookie writes', async () => {
    const shopper = await registerUser(t.app);
    for (let i = 0; i < 20; i++) {
      assert.equal(
        (await call(shopper.token, 'POST', '/api/users/addresses', { ...SHIPPING, address: `${i} Road` })).statusCode,
        201,
      );
    }
    const full = await call(shopper.token, 'POST', '/api/users/addresses', SHIPPING);
    assert.equal(full.statusCode, 400);
    assert.deepEqual(full.json(), { message: 'An address book holds at most 20 addresses' });
    assert.equal((await t.app.inject({ url: '/api/users/addresses' })).statusCode, 401);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/users/addresses',
      headers: { cookie: `jwt=${shopper.token}`, origin: 'https://evil.example' },
      payload: SHIPPING,
    });
    assert.equal(foreign.statusCode, 403);
    const ours = await t.app.inject({
      method: 'GET',
      url: '/api/users/addresses',
      headers: { cookie: `jwt=${shopper.token}`, origin: TEST_ORIGIN },
    });
    assert.equal(ours.json().length, 20);
  });
});
