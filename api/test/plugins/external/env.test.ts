import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createHmac } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { buildApp } from '../../../src/app.js';
import { objectStorageConfigFrom } from '../../../src/config.js';
import { packageRoot } from '../../../src/package-root.js';
import { EnvironmentError, EnvSchema, readEnvironment } from '../../../src/plugins/external/env.js';
import { buildTestApp, TEST_JWT_SECRET } from '../../helpers/build-test-app.js';

function refusal(source: Record<string, string>): string {
  try {
    readEnvironment(source);
  } catch (error) {
    assert.ok(error instanceof EnvironmentError);
    return error.message;
  }
  assert.fail('the environment was accepted');
}

function hs256(payload: object, secret: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

describe('the environment (plugins/external/env.ts)', () => {
  it('gives every variable with a default its default when nothing is set', () => {
    assert.deepEqual(readEnvironment({}), {
      PORT: 3000,
      HOST: '0.0.0.0',
      LOG_LEVEL: 'info',
      LOG_SLOW_MS: 500,
      LOG_ACCESS_SAMPLE: 0.01,
      LOG_SUMMARY_SECONDS: 60,
      MAX_CONNECTIONS: 4000,
      SHUTDOWN_DRAIN_MS: 0,
      SERVE_SOURCE_MAPS: false,
      CANARY_MIN_SESSIONS: 100,
      CANARY_MAX_ERROR_RATE_INCREASE: 0.02,
      CANARY_STEP_MIN_SESSIONS: 200,
      CANARY_STEP_MIN_MINUTES: 30,
      CANARY_CHECK_INTERVAL_MS: 30_000,
    });
  });

  it('converts numbers and booleans, and treats empty and blank values as unset', () => {
    const env = readEnvironment({
      PORT: '8080',
      MAX_CONNECTIONS: ' 200 ',
      SERVE_SOURCE_MAPS: 'true',
      DATABASE_URL: '',
      DATA_DIR: '   ',
      LOG_LEVEL: 'warn',
      RELEASE_ROOT: '/srv/releases',
    });
    assert.equal(env.PORT, 8080);
    assert.equal(env.MAX_CONNECTIONS, 200);
    assert.equal(env.SERVE_SOURCE_MAPS, true);
    assert.equal(env.DATABASE_URL, undefined);
    assert.equal(env.DATA_DIR, undefined);
    assert.equal(env.LOG_LEVEL, 'warn');
    assert.equal(env.RELEASE_ROOT, '/srv/releases');
  });

  it('is documented: the README table lists every variable of the schema', () => {
    const readme = readFileSync(join(packageRoot, 'README.md'), 'utf8');
    for (const name of Object.keys(EnvSchema.properties)) assert.match(readme, new RegExp(`^\\| \`${name}\``, 'm'), name);
  });

  it('ignores variables it does not know', () => {
    assert.equal('HOME' in readEnvironment({ HOME: '/root' }), false);
  });

  it('refuses a port that is not a number, naming the variable and its value', () => {
    assert.match(refusal({ PORT: 'abc' }), /^Invalid environment: PORT="abc" must be integer \(port to listen on\)$/);
    assert.match(refusal({ PORT: '70000' }), /PORT="70000" must be <= 65535/);
  });

  it('refuses a log level it does not know, listing the ones it does', () => {
    assert.match(
      refusal({ LOG_LEVEL: 'loud' }),
      /LOG_LEVEL="loud" must be one of fatal, error, warn, info, debug, trace, silent/,
    );
  });

  it('refuses a connection cap below 1 and a boolean that is neither true nor false', () => {
    assert.match(refusal({ MAX_CONNECTIONS: '0' }), /MAX_CONNECTIONS="0" must be >= 1/);
    assert.match(refusal({ SERVE_SOURCE_MAPS: 'yes' }), /SERVE_SOURCE_MAPS="yes" must be boolean/);
  });

  it('names every wrong variable at once', () => {
    const message = refusal({ PORT: 'abc', MAX_CONNECTIONS: 'many' });
    assert.match(message, /PORT="abc"/);
    assert.match(message, /MAX_CONNECTIONS="many"/);
  });

  it('names a wrong secret without repeating its value', () => {
    const message = refusal({ DATABASE_URL: 'mysql://user:hunter2@db/shop' });
    assert.match(message, /DATABASE_URL must match pattern/);
    assert.doesNotMatch(message, /hunter2/);
  });

  it('takes a complete bucket configuration, and leaves uploads in the database without one', () => {
    assert.equal(objectStorageConfigFrom(readEnvironment({})), null);
    const env = readEnvironment({
      S3_BUCKET: 'shop-uploads',
      S3_REGION: 'eu-west-1',
      S3_ENDPOINT: 'https://s3.example.com',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'wJalrEXAMPLE',
      S3_FORCE_PATH_STYLE: 'true',
    });
    assert.deepEqual(objectStorageConfigFrom(env), {
      bucket: 'shop-uploads',
      region: 'eu-west-1',
      endpoint: 'https://s3.example.com',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'wJalrEXAMPLE' },
    });
    // Without keys the AWS SDK's own chain (an instance or task role) signs the requests.
    const onAws = objectStorageConfigFrom(readEnvironment({ S3_BUCKET: 'shop-uploads', S3_REGION: 'eu-west-1' }));
    assert.deepEqual(onAws, {
      bucket: 'shop-uploads',
      region: 'eu-west-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it('refuses a partial bucket configuration, naming each missing setting and never a key', () => {
    const message = refusal({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_SECRET_ACCESS_KEY: 'wJalrEXAMPLE' });
    assert.match(message, /S3_BUCKET must be set \(set because S3_ENDPOINT, S3_SECRET_ACCESS_KEY are set\)/);
    assert.match(message, /S3_REGION must be set/);
    assert.match(message, /S3_ACCESS_KEY_ID must be set with S3_SECRET_ACCESS_KEY/);
    assert.doesNotMatch(message, /wJalrEXAMPLE/);
    assert.match(
      refusal({ S3_BUCKET: 'shop-uploads' }),
      /^Invalid environment: S3_REGION must be set \(set because S3_BUCKET is set\)$/,
    );
    assert.match(refusal({ S3_ENDPOINT: 'minio:9000' }), /S3_ENDPOINT="minio:9000" must match pattern/);
    assert.doesNotMatch(refusal({ S3_BUCKET: 'b', S3_REGION: 'r', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' }), /AKIAEXAMPLE/);
  });

  it('stops buildApp before anything opens', async () => {
    await assert.rejects(
      buildApp({ environment: { PORT: 'abc' }, database: { kind: 'pglite', dataDir: 'memory' }, logger: false }),
      (error: Error) => error instanceof EnvironmentError && /PORT="abc"/.test(error.message),
    );
  });

  it('decorates fastify.config; explicit options override the environment', async () => {
    const t = await buildTestApp({
      seed: 0,
      environment: { PORT: '4321', SERVE_SOURCE_MAPS: 'true', MAX_CONNECTIONS: '50', JWT_SECRET: 'from-the-environment' },
      serverLimits: { maxConnections: 60 },
    });
    try {
      assert.equal(t.app.config.PORT, 4321);
      assert.equal(t.app.config.SERVE_SOURCE_MAPS, true);
      assert.equal(t.app.server.maxConnections, 60);
      // buildTestApp's jwtSecret signs sessions, not JWT_SECRET.
      assert.throws(() =>
        t.app.jwt.verify(hs256({ sub: 'someone', ver: 0, exp: Math.floor(Date.now() / 1000) + 600 }, 'from-the-environment')),
      );
      assert.doesNotThrow(() =>
        t.app.jwt.verify(hs256({ sub: 'someone', ver: 0, exp: Math.floor(Date.now() / 1000) + 600 }, TEST_JWT_SECRET)),
      );
    } finally {
      await t.close();
    }
  });

  it('makes the server exit with code 1 and the variable named when PORT=abc', async () => {
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', join(packageRoot, 'src', 'server.ts')], {
      cwd: packageRoot,
      env: { ...process.env, PORT: 'abc', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    assert.equal(code, 1);
    assert.match(stderr, /Cannot start: Invalid environment: PORT="abc" must be integer/);
  });

  it('makes the server exit with code 1 when the bucket is configured in part', async () => {
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', join(packageRoot, 'src', 'server.ts')], {
      cwd: packageRoot,
      // PORT 0 and a throw-away DATA_DIR: were the check missing, this server would start harmlessly.
      env: { ...process.env, S3_BUCKET: 'shop-uploads', S3_REGION: '', DATABASE_URL: '', PORT: '0', DATA_DIR: tmpdir() },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    assert.equal(code, 1);
    assert.match(stderr, /Cannot start: Invalid environment: S3_REGION must be set \(set because S3_BUCKET is set\)/);
  });
});
