import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:net';
import { Writable } from 'node:stream';
import { setTimeout } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/app.js';
import { products, uploads } from '../../../src/db/schema/index.js';
import {
  bearer,
  buildTestApp,
  createTestDatabase,
  login,
  registerUser,
  TEST_JWT_SECRET,
  TEST_ORIGIN,
  type TestApp,
} from '../../helpers/build-test-app.js';
import { startS3TestServer, type S3TestServer } from '../../helpers/s3-test-server.js';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A PNG-signed file unlike any other, so that each upload's bytes can be told apart. */
const uniquePng = () => Buffer.concat([PNG_SIGNATURE, randomBytes(64)]);

function avatarForm(image: Buffer) {
  const boundary = 'bucket-avatar-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    image,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function uploadAvatar(app: FastifyInstance, token: string, image: Buffer) {
  const form = avatarForm(image);
  return app.inject({
    method: 'PUT',
    url: '/api/users/profile',
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
}

const nameOf = (url: string) => url.split('/').pop()!;

/** A loopback port nothing listens on (reserved, then closed). */
async function closedPort(): Promise<number> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function collectLogs() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: { level: 'warn', stream } };
}

describe('uploads in an S3-compatible bucket', () => {
  let s3: S3TestServer;
  let t: TestApp;
  const logs = collectLogs();
  before(async () => {
    s3 = await startS3TestServer();
    t = await buildTestApp({
      seed: 1,
      environment: s3.environment,
      logger: logs.logger,
      accountLimits: { avatarUploads: { max: 50, windowMs: 60_000 } },
    });
  });
  after(async () => {
    await t.close();
    await s3.close();
  });

  it('stores an avatar in the bucket, keeps only its metadata in the database, and serves it from there', async () => {
    const user = await registerUser(t.app);
    const image = uniquePng();
    const upload = await uploadAvatar(t.app, user.token, image);
    assert.equal(upload.statusCode, 200, upload.body);
    const url: string = upload.json().avatar;
    assert.match(url, /^\/api\/avatars\/[0-9a-f]{24}-[0-9a-f]{12}\.png$/);

    assert.deepEqual(await s3.read(`avatar/${nameOf(url)}`), image);
    const [row] = await t.app.db
      .select()
      .from(uploads)
      .where(eq(uploads.name, nameOf(url)));
    assert.equal(row?.storage, 'bucket');
    assert.equal(row?.bytes, null);
    assert.equal(row?.contentType, 'image/png');

    const served = await t.app.inject(url);
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['content-type'], 'image/png');
    assert.equal(served.headers['content-length'], String(image.length));
    assert.equal(served.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(served.headers['x-content-type-options'], 'nosniff');
    assert.equal(served.headers['cross-origin-resource-policy'], 'cross-origin');
    assert.deepEqual(served.rawPayload, image);

    const head = await t.app.inject({ method: 'HEAD', url });
    assert.equal(head.statusCode, 200);
    assert.equal(head.headers['content-length'], String(image.length));
    assert.equal(head.rawPayload.length, 0);
  });

  it('finds the bucket at start-up and logs no warning', () => {
    assert.deepEqual(logs.lines, []);
  });

  it('still refuses a file that is not an image, and stores nothing', async () => {
    const user = await registerUser(t.app);
    const refused = await uploadAvatar(t.app, user.token, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    assert.equal(refused.statusCode, 400);
    assert.match(refused.json().message, /PNG, JPEG, WebP or GIF/);
    assert.deepEqual(await s3.keys(`avatar/${user.id}`), []);
  });

  it('deletes the replaced avatar from the bucket: its URL answers 404, the new one is served', async () => {
    const user = await registerUser(t.app);
    const first = (await uploadAvatar(t.app, user.token, uniquePng())).json().avatar as string;
    const secondImage = uniquePng();
    const second = (await uploadAvatar(t.app, user.token, secondImage)).json().avatar as string;
    assert.notEqual(first, second);
    assert.deepEqual(await s3.keys(`avatar/${user.id}`), [`avatar/${nameOf(second)}`]);
    assert.equal((await t.app.inject(first)).statusCode, 404);
    assert.deepEqual((await t.app.inject(second)).rawPayload, secondImage);
  });

  it("keeps one object after 10 concurrent uploads by one user: every loser's object is deleted", async () => {
    const user = await registerUser(t.app);
    const answers = await Promise.all(Array.from({ length: 10 }, () => uploadAvatar(t.app, user.token, uniquePng())));
    const statuses = answers.map((answer) => answer.statusCode);
    assert.ok(statuses.includes(200), statuses.join(' '));
    assert.ok(
      statuses.every((status) => status === 200 || status === 409),
      statuses.join(' '),
    );
    const profile = (await t.app.inject({ url: '/api/users/profile', headers: bearer(user.token) })).json();
    assert.deepEqual(await s3.keys(`avatar/${user.id}`), [`avatar/${nameOf(profile.avatar)}`]);
    const rows = await t.app.db.select({ name: uploads.name }).from(uploads).where(eq(uploads.ownerId, user.id));
    assert.deepEqual(
      rows.map((row) => row.name),
      [nameOf(profile.avatar)],
    );
  });

  it('sweeps unreferenced uploads older than the grace period from the bucket and the database', async () => {
    const user = await registerUser(t.app);
    const kept = (await uploadAvatar(t.app, user.token, uniquePng())).json().avatar as string;
    const old = `${user.id}-0123456789ab.png`;
    const young = `${user.id}-ba9876543210.png`;
    for (const name of [old, young]) await s3.put(`avatar/${name}`, uniquePng(), 'image/png');
    const orphan = { purpose: 'avatar', ownerId: user.id, contentType: 'image/png', storage: 'bucket' as const, bytes: null };
    await t.app.db.insert(uploads).values([
      { ...orphan, name: old, createdAt: new Date(Date.now() - 60 * 60_000) },
      { ...orphan, name: young },
    ]);

    assert.equal(await t.app.uploads.sweepUnreferenced(), 1);
    assert.deepEqual(await s3.keys(`avatar/${user.id}`), [`avatar/${nameOf(kept)}`, `avatar/${young}`].sort());
    const rows = await t.app.db.select({ name: uploads.name }).from(uploads).where(eq(uploads.ownerId, user.id));
    assert.deepEqual(rows.map((row) => row.name).sort(), [nameOf(kept), young].sort());
    assert.equal((await t.app.inject(kept)).statusCode, 200);
  });

  it('stores product images in the bucket, and sweeps one no product or order refers to a day after its upload', async () => {
    const staff = await login(t.app, 'admin@example.com', 'admin12345');
    const upload = async () => {
      const boundary = 'product-image-boundary';
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="x.png"\r\n\r\n`),
        uniquePng(),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/admin/product-images',
        headers: { ...bearer(staff), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      assert.equal(answer.statusCode, 201, answer.body);
      return answer.json().image as string;
    };
    const [used, unusedForHours, unusedForDays] = [await upload(), await upload(), await upload()];
    assert.match(used, /^\/api\/product-images\/[0-9a-f]{24}\.png$/);
    assert.equal((await t.app.inject(used)).statusCode, 200);
    await t.app.db.update(products).set({ image: used });
    const ago = (hours: number) => new Date(Date.now() - hours * 60 * 60_000);
    for (const [url, hours] of [
      [used, 48],
      [unusedForHours, 3],
      [unusedForDays, 25],
    ] as const) {
      await t.app.db
        .update(uploads)
        .set({ createdAt: ago(hours) })
        .where(eq(uploads.name, nameOf(url)));
    }

    assert.equal(await t.app.uploads.sweepUnreferenced(), 1);
    assert.deepEqual(await s3.keys('product/'), [`product/${nameOf(used)}`, `product/${nameOf(unusedForHours)}`].sort());
    assert.equal((await t.app.inject(unusedForDays)).statusCode, 404);
  });

  it('still serves avatars stored in the database before the bucket was configured', async () => {
    const user = await registerUser(t.app);
    const image = uniquePng();
    const name = `${user.id}-00000000abcd.png`;
    await t.app.db.insert(uploads).values({ name, purpose: 'avatar', ownerId: user.id, contentType: 'image/png', bytes: image });
    const served = await t.app.inject(`/api/avatars/${name}`);
    assert.equal(served.statusCode, 200);
    assert.deepEqual(served.rawPayload, image);
  });
});

describe('uploads when the bucket cannot be reached', () => {
  let t: TestApp;
  const logs = collectLogs();
  before(async () => {
    const environment = {
      S3_BUCKET: 'shop-uploads',
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: `http://127.0.0.1:${await closedPort()}`,
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    };
    t = await buildTestApp({ seed: 0, environment, logger: logs.logger });
  });
  after(() => t.close());

  it('answers an upload with 503 JSON and Retry-After, stores nothing, and logs one line without a stack', async () => {
    const user = await registerUser(t.app);
    const answer = await uploadAvatar(t.app, user.token, uniquePng());
    assert.equal(answer.statusCode, 503);
    assert.match(answer.headers['content-type'] as string, /^application\/json/);
    assert.deepEqual(answer.json(), { message: 'Image storage is temporarily unavailable; please retry' });
    assert.equal(answer.headers['retry-after'], '5');
    assert.deepEqual(await t.app.db.select().from(uploads).where(eq(uploads.ownerId, user.id)), []);
    const profile = (await t.app.inject({ url: '/api/users/profile', headers: bearer(user.token) })).json();
    assert.equal(profile.avatar, undefined);

    const storageLines = logs.lines.filter((line) => line.includes('upload storage unavailable'));
    assert.equal(storageLines.length, 1, logs.lines.join(''));
    assert.match(storageLines[0]!, /ECONNREFUSED/);
    assert.doesNotMatch(logs.lines.join(''), /"stack"|"level":50/);
  });

  it('reports the unreachable bucket at start-up, without stopping the shop', async () => {
    const reported = () => logs.lines.filter((line) => line.includes('the upload bucket does not answer'));
    for (let waited = 0; reported().length === 0 && waited < 5000; waited += 50) await setTimeout(50);
    assert.equal(reported().length, 1, logs.lines.join(''));
    assert.equal((await t.app.inject('/api/health')).statusCode, 200);
  });
});

describe('serving an avatar while its bucket is down', () => {
  let s3: S3TestServer;
  let t: TestApp;
  before(async () => {
    s3 = await startS3TestServer();
    t = await buildTestApp({ seed: 0, environment: s3.environment, logger: false });
  });
  after(async () => {
    await t.close();
    await s3.close();
  });

  it('answers 503 JSON with Retry-After, then serves it again when the bucket is back', async () => {
    const user = await registerUser(t.app);
    const image = uniquePng();
    const url = (await uploadAvatar(t.app, user.token, image)).json().avatar as string;
    await s3.stop();
    const down = await t.app.inject(url);
    assert.equal(down.statusCode, 503);
    assert.deepEqual(down.json(), { message: 'Image storage is temporarily unavailable; please retry' });
    assert.ok(down.headers['retry-after']);
    // The old avatar stays when the replacement cannot reach the bucket.
    assert.equal((await uploadAvatar(t.app, user.token, uniquePng())).statusCode, 503);
    await s3.restart();
    const back = await t.app.inject(url);
    assert.equal(back.statusCode, 200);
    assert.deepEqual(back.rawPayload, image);
  });
});

// Two API processes share the database and the bucket: PostgreSQL only (PGlite is one process).
if (process.env.DATABASE_URL) {
  describe('two API instances on one database and one bucket', () => {
    let s3: S3TestServer;
    let a: FastifyInstance;
    let b: FastifyInstance;
    let drop: () => Promise<void>;
    before(async () => {
      s3 = await startS3TestServer();
      const database = await createTestDatabase();
      drop = database.drop;
      const options = {
        database: database.config,
        environment: s3.environment,
        logger: false as const,
        jwtSecret: TEST_JWT_SECRET,
        serveSite: false,
        allowedOrigins: [TEST_ORIGIN],
        rateLimit: false as const,
      };
      a = await buildApp({ ...options, seed: 0 });
      b = await buildApp({ ...options, seed: false });
    });
    after(async () => {
      await a.close();
      await b.close();
      await drop();
      await s3.close();
    });

    it('serves through one instance an avatar uploaded through the other, and deletes it through either', async () => {
      const user = await registerUser(a);
      const image = uniquePng();
      const first = (await uploadAvatar(a, user.token, image)).json().avatar as string;
      const served = await b.inject(first);
      assert.equal(served.statusCode, 200);
      assert.equal(served.headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.deepEqual(served.rawPayload, image);

      const second = (await uploadAvatar(b, user.token, uniquePng())).json().avatar as string;
      assert.equal((await a.inject(first)).statusCode, 404);
      assert.equal((await a.inject(second)).statusCode, 200);
      assert.deepEqual(await s3.keys(`avatar/${user.id}`), [`avatar/${nameOf(second)}`]);
    });
  });
}
