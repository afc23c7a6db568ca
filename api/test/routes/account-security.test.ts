import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { uploads } from '../../src/db/schema/index.js';
import { failureDelayMs } from '../../src/routes/users.js';
import {
  bearer,
  buildTestApp,
  login,
  registerUser,
  TEST_JWT_SECRET,
  TEST_ORIGIN,
  type TestApp,
} from '../helpers/build-test-app.js';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6300010000050001', 'hex'),
]);

function avatarForm(files = 1, boundary = 'avatar-form-boundary') {
  const parts: Buffer[] = [];
  for (let i = 0; i < files; i++) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="me${i}.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A token signed with the test secret under any algorithm and claims. */
function forgeToken(header: Record<string, unknown>, payload: Record<string, unknown>): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const body = `${encode(header)}.${encode(payload)}`;
  const hash = header.alg === 'HS512' ? 'sha512' : 'sha256';
  return `${body}.${createHmac(hash, TEST_JWT_SECRET).update(body).digest('base64url')}`;
}

describe('account security: multipart boundaries, tokens, logout origin, profile credentials', () => {
  let t: TestApp;
  const logged: string[] = [];
  before(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logged.push(String(chunk));
        done();
      },
    });
    t = await buildTestApp({ seed: 0, logger: { level: 'error', stream } });
  });
  after(() => t.close());

  it('answers a multipart boundary over 70 characters with 400 and logs no stack, before the sign-in check', async () => {
    for (const length of [71, 253, 300]) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/users/profile',
        headers: { 'content-type': `multipart/form-data; boundary=${'a'.repeat(length)}` },
        payload: 'x',
      });
      assert.equal(response.statusCode, 400, response.body);
      assert.match(response.json().message, /boundary must be at most 70 characters/);
    }
    const none = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: { 'content-type': 'multipart/form-data; boundary=' },
      payload: 'x',
    });
    assert.equal(none.statusCode, 400);
    assert.match(none.json().message, /no boundary/);
    assert.deepEqual(logged, []);
  });

  it('refuses a token signed with the secret under HS512, or without an expiry', async () => {
    const user = await registerUser(t.app);
    const now = Math.floor(Date.now() / 1000);
    const [, claims] = user.token.split('.');
    const payload = JSON.parse(Buffer.from(claims!, 'base64url').toString('utf8'));
    const hs256 = forgeToken({ alg: 'HS256', typ: 'JWT' }, { ...payload, iat: now, exp: now + 600 });
    assert.equal((await t.app.inject({ url: '/api/users/profile', headers: bearer(hs256) })).statusCode, 200);
    const hs512 = forgeToken({ alg: 'HS512', typ: 'JWT' }, { ...payload, iat: now, exp: now + 600 });
    assert.equal((await t.app.inject({ url: '/api/users/profile', headers: bearer(hs512) })).statusCode, 401);
    const { exp: _exp, ...withoutExpiry } = payload;
    const endless = forgeToken({ alg: 'HS256', typ: 'JWT' }, { ...withoutExpiry, iat: now });
    assert.equal((await t.app.inject({ url: '/api/users/profile', headers: bearer(endless) })).statusCode, 401);
  });

  it('refuses a cookie logout from a foreign origin and keeps the session', async () => {
    const user = await registerUser(t.app);
    const cookies = { jwt: user.token };
    const evil = await t.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      cookies,
      headers: { origin: 'https://evil.example' },
    });
    assert.equal(evil.statusCode, 403);
    assert.equal(evil.headers['set-cookie'], undefined);
    assert.equal((await t.app.inject({ url: '/api/users/profile', cookies })).statusCode, 200);
    const ours = await t.app.inject({ method: 'POST', url: '/api/users/logout', cookies, headers: { origin: TEST_ORIGIN } });
    assert.equal(ours.statusCode, 200);
  });

  it('needs the current password to change the email or the password, not the name', async () => {
    const user = await registerUser(t.app);
    const put = (payload: Record<string, string>) =>
      t.app.inject({ method: 'PUT', url: '/api/users/profile', headers: bearer(user.token), payload });
    const missing = await put({ email: `taken-over-${user.email}` });
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.json().message, 'Enter your current password to change your email or password');
    const wrong = await put({ password: 'attacker-pass-1', currentPassword: 'not-it' });
    assert.equal(wrong.statusCode, 400);
    assert.equal(wrong.json().message, 'Current password is incorrect');
    assert.equal((await put({ name: 'Just A Rename' })).statusCode, 200);
    assert.equal((await put({ email: user.email.toUpperCase() })).statusCode, 200, 'the same email is no change');
    await login(t.app, user.email, user.password);
    const right = await put({ email: `moved-${user.email}`, currentPassword: user.password });
    assert.equal(right.statusCode, 200);
    assert.equal(right.json().email, `moved-${user.email}`);
  });

  it('answers an avatar form with two files with 400', async () => {
    const user = await registerUser(t.app);
    const form = avatarForm(2);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: { ...bearer(user.token), ...form.headers },
      payload: form.payload,
    });
    assert.equal(response.statusCode, 400, response.body);
    assert.match(response.json().message, /one image/);
  });
});

describe('account security: attempts are reserved before the password is checked', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({
      seed: 0,
      accountLimits: {
        loginFailuresPerAddress: { max: 5, windowMs: 60_000 },
        loginFailures: { max: 50, windowMs: 60_000 },
        passwordFailures: { max: 3, windowMs: 60_000 },
        failureDelayMs: 0,
      },
    });
  });
  after(() => t.close());

  it('checks at most the limit of 30 concurrent sign-ins, and refuses the right one among them once it is hit', async () => {
    const user = await registerUser(t.app);
    const service = t.app.userService;
    const original = service.verifyCredentials.bind(service);
    let checked = 0;
    service.verifyCredentials = async (email, password) => {
      checked += 1;
      return original(email, password);
    };
    try {
      const passwords = [...Array.from({ length: 29 }, (_, i) => `wrong-${i}`), user.password];
      const answers = await Promise.all(
        passwords.map((password) =>
          t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: user.email, password } }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      assert.ok(checked <= 5, `${checked} passwords checked`);
      assert.ok(statuses.filter((status) => status !== 429).length <= 5, statuses.join(' '));
      const refused = answers.find((answer) => answer.statusCode === 429)!;
      assert.match(refused.json().message, /Too many failed sign-ins for this account from this address; try again in/);
      if (statuses.at(-1) !== 200) {
        const again = await t.app.inject({
          method: 'POST',
          url: '/api/users/login',
          payload: { email: user.email, password: user.password },
        });
        assert.equal(again.statusCode, 429);
      }
    } finally {
      service.verifyCredentials = original;
    }
  });

  it('lets the owner sign in from home after 10 wrong guesses from elsewhere', async () => {
    const user = await registerUser(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        remoteAddress: '198.51.100.9',
        payload: { email: user.email, password: `guess-${i}` },
      });
      statuses.push(response.statusCode);
    }
    assert.deepEqual(statuses, [401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
    const owner = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      remoteAddress: '203.0.113.20',
      payload: { email: user.email, password: user.password },
    });
    assert.equal(owner.statusCode, 200);
  });

  it('counts guesses from one IPv6 /64 together', async () => {
    const user = await registerUser(t.app);
    const statuses: number[] = [];
    for (let i = 1; i <= 7; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        remoteAddress: `2001:db8:7:9::${i.toString(16)}`,
        payload: { email: user.email, password: `guess-${i}` },
      });
      statuses.push(response.statusCode);
    }
    assert.deepEqual(statuses, [401, 401, 401, 401, 401, 429, 429]);
  });

  it('checks at most the limit of concurrent wrong current passwords', async () => {
    const user = await registerUser(t.app);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/users/password',
          headers: bearer(user.token),
          payload: { currentPassword: `wrong-${i}`, newPassword: 'whatever-123' },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    assert.equal(statuses.filter((status) => status === 400).length, 3, statuses.join(' '));
    assert.equal(statuses.filter((status) => status === 429).length, 9);
    // the profile's current-password check counts against the same limit
    const profile = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(user.token),
      payload: { password: 'new-pass-99', currentPassword: user.password },
    });
    assert.equal(profile.statusCode, 429);
  });

  it('delays refused sign-ins progressively: base, 2x, 4x ... at most 16x', () => {
    assert.deepEqual(
      [1, 2, 3, 4, 5, 6, 10].map((failures) => failureDelayMs(250, failures)),
      [250, 500, 1000, 2000, 4000, 4000, 4000],
    );
  });
});

describe('account security: per-address limits key IPv6 by /64', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({ seed: 0, rateLimit: { max: 3, timeWindow: 60_000 } });
  });
  after(() => t.close());

  it('limits sign-ins from addresses of one /64 as one client', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 5; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        remoteAddress: `2001:db8:aa:bb:${i}::1`,
        payload: { email: 'x@example.com', password: 'y' },
      });
      statuses.push(response.statusCode);
    }
    assert.deepEqual(statuses, [401, 401, 401, 429, 429]);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      remoteAddress: '2001:db8:aa:bc::1',
      payload: { email: 'x@example.com', password: 'y' },
    });
    assert.equal(elsewhere.statusCode, 401);
  });
});

describe('account security: avatar replacement', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({ seed: 0, accountLimits: { avatarUploads: { max: 12, windowMs: 60_000 } } });
  });
  after(async () => {
    await t.close();
  });

  const storedAvatars = async (userId: string) =>
    (await t.app.db.select({ name: uploads.name }).from(uploads).where(eq(uploads.ownerId, userId))).map((row) => row.name);

  const upload = (token: string) => {
    const form = avatarForm();
    return t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: { ...bearer(token), ...form.headers },
      payload: form.payload,
    });
  };

  it('keeps one stored image after 10 concurrent uploads by one user (compare-and-set), and limits uploads per user', async () => {
    const user = await registerUser(t.app);
    const answers = await Promise.all(Array.from({ length: 10 }, () => upload(user.token)));
    const statuses = answers.map((answer) => answer.statusCode);
    assert.ok(statuses.includes(200), statuses.join(' '));
    assert.ok(
      statuses.every((status) => status === 200 || status === 409),
      statuses.join(' '),
    );
    const profile = (await t.app.inject({ url: '/api/users/profile', headers: bearer(user.token) })).json();
    assert.deepEqual(await storedAvatars(user.id), [profile.avatar.split('/').pop()]);
    assert.equal((await upload(user.token)).statusCode, 200);
    assert.equal((await upload(user.token)).statusCode, 200);
    const limited = await upload(user.token);
    assert.equal(limited.statusCode, 429);
    assert.match(limited.json().message, /Too many avatar uploads/);
  });

  it('sweeps stored avatars no account refers to, once they are older than the grace period', async () => {
    const user = await registerUser(t.app);
    assert.equal((await upload(user.token)).statusCode, 200);
    const orphan = { purpose: 'avatar', ownerId: user.id, contentType: 'image/png', bytes: PNG };
    const anHourAgo = new Date(Date.now() - 60 * 60_000);
    await t.app.db.insert(uploads).values([
      { ...orphan, name: `${user.id}-0123456789ab.png`, createdAt: anHourAgo },
      { ...orphan, name: `${user.id}-ba9876543210.png` },
    ]);
    assert.equal(await t.app.uploads.sweepUnreferenced(), 1);
    const left = await storedAvatars(user.id);
    assert.equal(left.length, 2);
    assert.ok(!left.includes(`${user.id}-0123456789ab.png`));
    assert.ok(left.includes(`${user.id}-ba9876543210.png`), 'a young one may be about to be referred to');
  });
});
