import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { bearer, buildTestApp, login, registerUser, TEST_ORIGIN, type TestApp } from '../helpers/build-test-app.js';

function payloadOf(token: string): { sub: string; ver: number; iat: number; exp: number } {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
}

function sessionCookie(response: { cookies: { name: string; value: string }[] }) {
  return response.cookies.find((cookie) => cookie.name === 'jwt');
}

describe('sessions end: logout, password change, lifetime and renewal', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({ seed: 0 });
  });
  after(() => t.close());

  it('a token stops working after POST /api/users/logout, which also clears the cookie', async () => {
    const user = await registerUser(t.app);
    const otherDevice = await login(t.app, user.email, user.password);
    assert.equal((await t.app.inject({ url: '/api/users/profile', headers: bearer(user.token) })).statusCode, 200);
    const logout = await t.app.inject({ method: 'POST', url: '/api/users/logout', headers: bearer(user.token) });
    assert.equal(logout.statusCode, 200);
    assert.equal(sessionCookie(logout)?.value, '');
    for (const token of [user.token, otherDevice]) {
      const after = await t.app.inject({ url: '/api/users/profile', headers: bearer(token) });
      assert.equal(after.statusCode, 401);
      assert.match(after.json().message, /Not authorized/);
    }
    // signing in again gives a working session
    const fresh = await login(t.app, user.email, user.password);
    assert.equal((await t.app.inject({ url: '/api/users/profile', headers: bearer(fresh) })).statusCode, 200);
  });

  it('a cookie session ends at logout too', async () => {
    const user = await registerUser(t.app);
    const cookies = { jwt: user.token };
    const logout = await t.app.inject({ method: 'POST', url: '/api/users/logout', cookies, headers: { origin: TEST_ORIGIN } });
    assert.equal(logout.statusCode, 200);
    assert.equal((await t.app.inject({ url: '/api/users/profile', cookies })).statusCode, 401);
  });

  it('a password change ends other sessions and keeps the one that made it', async () => {
    const user = await registerUser(t.app);
    const otherDevice = await login(t.app, user.email, user.password);
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/users/password',
      headers: bearer(user.token),
      payload: { currentPassword: user.password, newPassword: 'brand-new-pass-2' },
    });
    assert.equal(change.statusCode, 200);
    const renewed = sessionCookie(change);
    assert.ok(renewed?.value, 'the caller gets a new session cookie');
    assert.equal((await t.app.inject({ url: '/api/users/profile', headers: bearer(otherDevice) })).statusCode, 401);
    assert.equal((await t.app.inject({ url: '/api/users/profile', cookies: { jwt: renewed.value } })).statusCode, 200);
  });

  it('a new password through the profile form ends other sessions as well', async () => {
    const user = await registerUser(t.app);
    const otherDevice = await login(t.app, user.email, user.password);
    const update = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(user.token),
      payload: { password: 'another-new-pass-3', currentPassword: user.password },
    });
    assert.equal(update.statusCode, 200);
    assert.equal((await t.app.inject({ url: '/api/users/profile', headers: bearer(otherDevice) })).statusCode, 401);
    assert.equal((await t.app.inject({ url: '/api/users/profile', headers: bearer(update.json().token) })).statusCode, 200);
  });

  it('issues tokens for a day, renews an active session after an hour, and refuses an expired one', async () => {
    const user = await registerUser(t.app);
    const { sub, ver, iat, exp } = payloadOf(user.token);
    assert.equal(exp - iat, 24 * 60 * 60);
    const now = Math.floor(Date.now() / 1000);
    const hourOld = t.app.jwt.sign({ sub, ver, iat: now - 2 * 60 * 60 }, { expiresIn: 24 * 60 * 60 });
    const profile = await t.app.inject({ url: '/api/users/profile', headers: bearer(hourOld) });
    assert.equal(profile.statusCode, 200);
    assert.notEqual(profile.json().token, hourOld);
    assert.ok(payloadOf(profile.json().token).exp > payloadOf(hourOld).exp);
    assert.ok(sessionCookie(profile)?.value);
    const expired = t.app.jwt.sign({ sub, ver, iat: now - 25 * 60 * 60 }, { expiresIn: 24 * 60 * 60 });
    assert.equal((await t.app.inject({ url: '/api/users/profile', headers: bearer(expired) })).statusCode, 401);
  });
});

describe('login CSRF: sign-in and registration take JSON from our own pages only', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({ seed: 0 });
  });
  after(() => t.close());

  it('refuses a multipart or urlencoded form at login and register without setting a cookie', async () => {
    for (const url of ['/api/users/login', '/api/users']) {
      const form = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'multipart/form-data; boundary=b', origin: 'https://evil.example' },
        payload: '--b\r\nContent-Disposition: form-data; name="email"\r\n\r\ncustomer@example.com\r\n--b--\r\n',
      });
      assert.equal(form.statusCode, 415);
      assert.equal(sessionCookie(form), undefined);
      const urlencoded = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'email=customer%40example.com&password=password123',
      });
      assert.equal(urlencoded.statusCode, 415);
    }
  });

  it('refuses a JSON sign-in that names a foreign origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'customer@example.com', password: 'password123' },
    });
    assert.equal(response.statusCode, 403);
    assert.equal(sessionCookie(response), undefined);
    const ours = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { origin: TEST_ORIGIN },
      payload: { email: 'customer@example.com', password: 'password123' },
    });
    assert.equal(ours.statusCode, 200);
  });
});

describe('brute force: limits per account and on password change', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({
      seed: 0,
      accountLimits: { loginFailures: { max: 5, windowMs: 60_000 }, passwordFailures: { max: 3, windowMs: 60_000 } },
    });
  });
  after(() => t.close());

  it('answers 429 after repeated wrong passwords for one account, from any address', async () => {
    const user = await registerUser(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        remoteAddress: `10.0.0.${i + 1}`,
        payload: { email: user.email.toUpperCase(), password: `guess-${i}` },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        assert.match(response.json().message, /Too many failed sign-ins for this account/);
        assert.ok(Number(response.headers['retry-after']) > 0);
      }
    }
    assert.deepEqual(statuses, [401, 401, 401, 401, 401, 429, 429, 429]);
    // even the right password waits until the window ends
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: user.email, password: user.password },
    });
    assert.equal(right.statusCode, 429);
    // other accounts are unaffected
    const other = await registerUser(t.app);
    assert.equal((await login(t.app, other.email, other.password)).length > 0, true);
  });

  it('answers 429 after repeated wrong current passwords at PUT /api/users/password', async () => {
    const user = await registerUser(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/users/password',
        headers: bearer(user.token),
        payload: { currentPassword: `wrong-${i}`, newPassword: 'whatever-123' },
      });
      statuses.push(response.statusCode);
    }
    assert.deepEqual(statuses, [400, 400, 400, 429, 429]);
  });

  it('does as much work to refuse an unknown email as a wrong password (a dummy hash is checked)', async () => {
    const user = await registerUser(t.app);
    // CPU time of the whole process (argon2 runs on worker threads), not wall time: other load on the
    // machine does not change it, and a skipped hash check shows as a fraction of the work.
    const work = async (email: string) => {
      const before = process.cpuUsage();
      const response = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password: 'not-it' } });
      assert.equal(response.statusCode, 401);
      const used = process.cpuUsage(before);
      return (used.user + used.system) / 1000;
    };
    // Other work of the process (a collection, a compile) only adds CPU time: each one's least is its own work.
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await work(user.email));
      unknown.push(await work(`nobody-${i}@example.com`));
    }
    const [leastKnown, leastUnknown] = [Math.min(...known), Math.min(...unknown)];
    assert.ok(leastUnknown > leastKnown * 0.5, `unknown ${leastUnknown} ms CPU vs known ${leastKnown} ms CPU`);
  });
});
