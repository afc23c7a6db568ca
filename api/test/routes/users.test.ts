import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema/index.js';
import { bearer, buildTestApp, login, registerUser, TEST_ORIGIN, type TestApp } from '../helpers/build-test-app.js';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6300010000050001', 'hex'),
]);

function multipart(fields: Record<string, string>, file?: { name: string; filename: string; type: string; data: Buffer }) {
  const boundary = '----testboundary' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
    );
    parts.push(file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('users: register, login, logout', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({ seed: 5 });
  });
  after(() => t.close());

  it('registers a user, answers the user info and sets an httpOnly SameSite=Lax cookie', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { name: 'Ada Lovelace', email: 'Ada@Example.com', password: 'analytical1' },
    });
    assert.equal(response.statusCode, 201);
    const info = response.json();
    assert.deepEqual(Object.keys(info).sort(), ['_id', 'createdAt', 'email', 'isAdmin', 'name', 'token']);
    assert.match(info._id, /^[0-9a-f]{24}$/);
    assert.equal(info.email, 'ada@example.com');
    assert.equal(info.isAdmin, false);
    const cookie = String(response.headers['set-cookie']);
    assert.match(cookie, /^jwt=[^;]+/);
    assert.match(cookie, /HttpOnly/);
    assert.match(cookie, /SameSite=Lax/);
    assert.doesNotMatch(cookie, /Secure/);
    assert.ok(!response.body.includes('argon2'));
  });

  it('stores the password as an argon2id hash', async () => {
    const [row] = await t.app.db.select().from(users).where(eq(users.email, 'ada@example.com'));
    assert.match(row!.passwordHash, /^\$argon2id\$/);
  });

  it('refuses a second account for the same email in any case', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { name: 'Other Ada', email: ' ADA@example.COM ', password: 'x1' },
    });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), { message: 'User already exists' });
  });

  it('validates the register body, naming the field', async () => {
    const cases: [unknown, RegExp][] = [
      [{ email: 'a@b.co', password: 'x' }, /name/],
      [{ name: 'A', password: 'x' }, /email/],
      [{ name: 'A', email: 'a@b.co' }, /password/],
      [{ name: 'A', email: 'not-an-email', password: 'x' }, /email/],
      [{ name: 12, email: 'a@b.co', password: 'x' }, /name must be a string/],
      [{ name: '   ', email: 'a@b.co', password: 'x' }, /name/],
      [{ name: 'x'.repeat(5000), email: 'a@b.co', password: 'x' }, /name/],
      [{ name: 'A', email: 'a@b.co', password: '' }, /password/],
    ];
    for (const [payload, message] of cases) {
      const response = await t.app.inject({ method: 'POST', url: '/api/users', payload: payload as object });
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.match(response.json().message, message);
    }
  });

  it('logs in case-insensitively and answers the same user info', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'ADA@example.com', password: 'analytical1' },
    });
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().email, 'ada@example.com');
    assert.match(String(response.headers['set-cookie']), /^jwt=/);
  });

  it('logs in the seeded customer and admin', async () => {
    const customer = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'customer@example.com', password: 'password123' },
    });
    assert.equal(customer.json().isAdmin, false);
    const admin = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'admin@example.com', password: 'admin12345' },
    });
    assert.equal(admin.json().isAdmin, true);
  });

  it('answers 401 with the same message for a wrong password and an unknown email', async () => {
    for (const payload of [
      { email: 'ada@example.com', password: 'wrong' },
      { email: 'nobody@example.com', password: 'analytical1' },
      { email: 'reviewer1@reviewers.invalid', password: '!unusable' },
    ]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/users/login', payload });
      assert.equal(response.statusCode, 401);
      assert.deepEqual(response.json(), { message: 'Invalid email or password' });
    }
  });

  it('marks the cookie Secure behind an HTTPS proxy', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { email: 'ada@example.com', password: 'analytical1' },
    });
    assert.match(String(response.headers['set-cookie']), /Secure/);
  });

  it('clears the cookie on logout', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/users/logout' });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['set-cookie']), /jwt=;.*Expires=Thu, 01 Jan 1970/);
  });
});

describe('users: profile and password', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({ seed: 5 });
  });
  after(() => t.close());

  it('answers 401 without a token and with a bad one', async () => {
    const none = await t.app.inject('/api/users/profile');
    assert.equal(none.statusCode, 401);
    assert.equal(typeof none.json().message, 'string');
    const bad = await t.app.inject({ url: '/api/users/profile', headers: bearer('not.a.jwt') });
    assert.equal(bad.statusCode, 401);
    const badCookie = await t.app.inject({ url: '/api/users/profile', cookies: { jwt: 'garbage' } });
    assert.equal(badCookie.statusCode, 401);
  });

  it('answers the profile by bearer token or by cookie', async () => {
    const user = await registerUser(t.app, 'Grace Hopper');
    const byBearer = await t.app.inject({ url: '/api/users/profile', headers: bearer(user.token) });
    assert.equal(byBearer.statusCode, 200);
    assert.equal(byBearer.json().name, 'Grace Hopper');
    assert.equal(byBearer.json().token, user.token);
    const byCookie = await t.app.inject({ url: '/api/users/profile', cookies: { jwt: user.token } });
    assert.equal(byCookie.statusCode, 200);
    assert.equal(byCookie.json()._id, user.id);
  });

  it('refuses cookie-authenticated writes from other origins (403) and allows ours', async () => {
    const user = await registerUser(t.app);
    const payload = { name: 'Renamed' };
    const noOrigin = await t.app.inject({ method: 'PUT', url: '/api/users/profile', cookies: { jwt: user.token }, payload });
    assert.equal(noOrigin.statusCode, 403);
    const evil = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      cookies: { jwt: user.token },
      headers: { origin: 'https://evil.example' },
      payload,
    });
    assert.equal(evil.statusCode, 403);
    assert.match(evil.json().message, /origin/i);
    const ours = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      cookies: { jwt: user.token },
      headers: { origin: TEST_ORIGIN },
      payload,
    });
    assert.equal(ours.statusCode, 200);
    const byReferer = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      cookies: { jwt: user.token },
      headers: { referer: `${TEST_ORIGIN}/profile` },
      payload,
    });
    assert.equal(byReferer.statusCode, 200);
    const bearerWrite = await t.app.inject({ method: 'PUT', url: '/api/users/profile', headers: bearer(user.token), payload });
    assert.equal(bearerWrite.statusCode, 200);
  });

  it('updates name, email and password with JSON; a blank password keeps the old one', async () => {
    const user = await registerUser(t.app);
    const newEmail = `new-${user.email}`;
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(user.token),
      payload: { name: 'New Name', email: newEmail.toUpperCase(), password: '', currentPassword: user.password },
    });
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().name, 'New Name');
    assert.equal(response.json().email, newEmail);
    await login(t.app, newEmail, user.password);

    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(user.token),
      payload: { password: 'brand-new-1', currentPassword: user.password },
    });
    assert.equal(changed.statusCode, 200);
    await login(t.app, newEmail, 'brand-new-1');
  });

  it("refuses to take another account's email", async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(b.token),
      payload: { email: a.email.toUpperCase(), currentPassword: b.password },
    });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), { message: 'User already exists' });
  });

  it('accepts a multipart profile update with a PNG avatar and serves it back', async () => {
    const user = await registerUser(t.app);
    const form = multipart(
      { name: 'Pictured', email: user.email },
      { name: 'avatar', filename: 'me.png', type: 'image/png', data: PNG },
    );
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: { ...bearer(user.token), ...form.headers },
      payload: form.payload,
    });
    assert.equal(response.statusCode, 200, response.body);
    const info = response.json();
    assert.equal(info.name, 'Pictured');
    assert.match(info.avatar, /^\/api\/avatars\/[0-9a-f]{24}-[0-9a-f]{12}\.png$/);
    const image = await t.app.inject(info.avatar);
    assert.equal(image.statusCode, 200);
    assert.equal(image.headers['content-type'], 'image/png');
    assert.deepEqual(image.rawPayload, PNG);
    const profile = await t.app.inject({ url: '/api/users/profile', headers: bearer(user.token) });
    assert.equal(profile.json().avatar, info.avatar);
  });

  it('rejects a non-image avatar, whatever its declared type', async () => {
    const user = await registerUser(t.app);
    for (const data of [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
      Buffer.from('MZ\x90\x00 executable'),
      Buffer.from('GIF'),
    ]) {
      const form = multipart({ name: 'X' }, { name: 'avatar', filename: 'evil.png', type: 'image/png', data });
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/users/profile',
        headers: { ...bearer(user.token), ...form.headers },
        payload: form.payload,
      });
      assert.equal(response.statusCode, 400);
      assert.match(response.json().message, /PNG, JPEG, WebP or GIF/);
    }
  });

  it('accepts an avatar just under 2 MB (the 100 KB JSON limit does not apply to uploads)', async () => {
    const user = await registerUser(t.app);
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(1.9 * 1024 * 1024)]);
    const form = multipart({ name: 'Big Picture' }, { name: 'avatar', filename: 'me.jpg', type: 'image/jpeg', data: jpeg });
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: { ...bearer(user.token), ...form.headers },
      payload: form.payload,
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.match(response.json().avatar, /\.jpg$/);
  });

  it('rejects an avatar over 2 MB with 413', async () => {
    const user = await registerUser(t.app);
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 10)]);
    const form = multipart({ name: 'X' }, { name: 'avatar', filename: 'big.png', type: 'image/png', data: big });
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: { ...bearer(user.token), ...form.headers },
      payload: form.payload,
    });
    assert.equal(response.statusCode, 413);
    assert.match(response.json().message, /2 MB/);
  });

  it('does not serve unknown or path-traversal avatar names', async () => {
    for (const url of [
      '/api/avatars/..%2F..%2Fpackage.json',
      '/api/avatars/nothing.png',
      '/api/avatars/0123456789abcdef01234567-0123456789ab.png',
    ]) {
      const response = await t.app.inject(url);
      assert.equal(response.statusCode, 404, url);
    }
  });

  it('changes the password only when the current one matches', async () => {
    const user = await registerUser(t.app);
    const wrong = await t.app.inject({
      method: 'PUT',
      url: '/api/users/password',
      headers: bearer(user.token),
      payload: { currentPassword: 'nope', newPassword: 'next-pass-2' },
    });
    assert.equal(wrong.statusCode, 400);
    assert.deepEqual(wrong.json(), { message: 'Current password is incorrect' });
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/users/password',
      headers: bearer(user.token),
      payload: { currentPassword: user.password },
    });
    assert.equal(missing.statusCode, 400);
    assert.match(missing.json().message, /newPassword/);
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/users/password',
      headers: bearer(user.token),
      payload: { currentPassword: user.password, newPassword: 'next-pass-2' },
    });
    assert.equal(ok.statusCode, 200);
    await login(t.app, user.email, 'next-pass-2');
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: user.email, password: user.password },
    });
    assert.equal(old.statusCode, 401);
  });
});

describe('users: rate limit on login and register', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({ seed: 0, rateLimit: { max: 3, timeWindow: 60_000 } });
  });
  after(() => t.close());

  it('answers 429 with a message after the limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: 'x@example.com', password: 'y' },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) assert.equal(typeof response.json().message, 'string');
    }
    assert.deepEqual(statuses, [401, 401, 401, 429, 429]);
    const other = await t.app.inject('/api/products');
    assert.equal(other.statusCode, 200);
  });
});
