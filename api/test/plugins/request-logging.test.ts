import assert from 'node:assert/strict';
import { setTimeout as delay } from 'node:timers/promises';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import Fastify from 'fastify';
import { buildApp } from '../../src/app.js';
import { EnvironmentError, readEnvironment } from '../../src/plugins/external/env.js';
import requestLogging, {
  RequestLogController,
  requestLogSettingsFrom,
  type RequestLogSettings,
} from '../../src/plugins/app/request-logging.js';
import { REDACTED_LOG_PATHS } from '../../src/safe-logging.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  [key: string]: unknown;
}

const WARN = 40;
const ERROR = 50;
const INFO = 30;

function captureLog() {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  return { lines, stream };
}

/** A Fastify instance with the plugin and routes that answer each kind of outcome. */
async function appWith(settings: Partial<RequestLogSettings>, lines: ReturnType<typeof captureLog>) {
  const controller = new RequestLogController({ slowMs: 50, accessSampleRate: 0, summaryIntervalMs: 60_000, ...settings });
  const app = Fastify({
    logger: { level: 'info', stream: lines.stream, redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' } },
    logController: controller,
  });
  await app.register(requestLogging, { controller });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/missing', async (_request, reply) => reply.code(404).send({ message: 'Not found' }));
  app.get('/broken', async () => {
    throw new Error('database on fire');
  });
  app.get('/unavailable', async (_request, reply) => reply.code(503).send({ message: 'retry' }));
  app.get('/slow', async () => {
    await delay(80);
    return { ok: true };
  });
  return app;
}

const access = (lines: LogLine[]) => lines.filter((l) => typeof l.statusCode === 'number');

describe('request logging', () => {
  it('writes nothing for a successful, fast request when the sample rate is 0', async () => {
    const log = captureLog();
    const app = await appWith({}, log);
    for (let i = 0; i < 20; i++) assert.equal((await app.inject('/ok')).statusCode, 200);
    assert.deepEqual(access(log.lines), []);
    await app.close();
  });

  it('logs every 5xx at error level with its request id, method, URL, status and time', async () => {
    const log = captureLog();
    const app = await appWith({}, log);
    const answer = await app.inject('/broken');
    assert.equal(answer.statusCode, 500);
    const [line] = access(log.lines);
    assert.equal(line?.level, ERROR);
    assert.equal(line?.msg, 'server error');
    assert.equal(line?.method, 'GET');
    assert.equal(line?.url, '/broken');
    assert.equal(line?.statusCode, 500);
    assert.equal(typeof line?.responseTime, 'number');
    assert.match(String(line?.reqId), /^req-/);
    await app.close();
  });

  it('logs a 503 at warn: a dependency is down or the server drains, and the error handler names why', async () => {
    const log = captureLog();
    const app = await appWith({}, log);
    await app.inject('/unavailable');
    const [line] = access(log.lines);
    assert.equal(line?.level, WARN);
    assert.equal(line?.msg, 'server error');
    assert.equal(line?.statusCode, 503);
    await app.close();
  });

  it('logs every 4xx at info, a level below server errors', async () => {
    const log = captureLog();
    const app = await appWith({}, log);
    await app.inject('/missing');
    await app.inject('/missing');
    const lines = access(log.lines);
    assert.equal(lines.length, 2);
    assert.ok(lines.every((l) => l.level === INFO && l.msg === 'client error' && l.statusCode === 404));
    assert.notEqual(lines[0]!.reqId, lines[1]!.reqId);
    await app.close();
  });

  it('logs every request slower than the threshold at warn', async () => {
    const log = captureLog();
    const app = await appWith({ slowMs: 50 }, log);
    await app.inject('/slow');
    await app.inject('/ok');
    const lines = access(log.lines);
    assert.equal(lines.length, 1);
    assert.equal(lines[0]!.msg, 'slow request');
    assert.equal(lines[0]!.level, WARN);
    assert.ok((lines[0]!.responseTime as number) >= 50);
    await app.close();
  });

  it('writes the sampled share of successful requests at info, marked as sampled', async () => {
    const log = captureLog();
    // Every fourth draw falls under the rate: a quarter of the requests are written.
    let draw = 0;
    const app = await appWith({ accessSampleRate: 0.25, random: () => (draw++ % 4 === 0 ? 0.1 : 0.9) }, log);
    for (let i = 0; i < 40; i++) await app.inject('/ok');
    const lines = access(log.lines);
    assert.equal(lines.length, 10);
    assert.ok(lines.every((l) => l.level === INFO && l.msg === 'request completed' && l.sampled === true));
    await app.close();
  });

  it('writes a summary line per interval: requests, status classes and latency percentiles', async () => {
    const log = captureLog();
    const app = await appWith({ summaryIntervalMs: 200 }, log);
    for (let i = 0; i < 18; i++) await app.inject('/ok');
    await app.inject('/missing');
    await app.inject('/broken');
    for (let waited = 0; waited < 2000 && !log.lines.some((l) => l.msg === 'requests summary'); waited += 50) await delay(50);
    const summary = log.lines.find((l) => l.msg === 'requests summary');
    assert.ok(summary, 'a summary line within two seconds');
    assert.equal(summary.level, INFO);
    assert.equal(summary.requests, 20);
    assert.deepEqual(summary.statusClasses, { '1xx': 0, '2xx': 18, '3xx': 0, '4xx': 1, '5xx': 1 });
    for (const key of ['p50Ms', 'p95Ms', 'p99Ms', 'maxMs']) assert.equal(typeof summary[key], 'number', key);
    assert.ok((summary.p50Ms as number) <= (summary.p95Ms as number));
    assert.ok((summary.p95Ms as number) <= (summary.p99Ms as number));
    assert.ok((summary.p99Ms as number) <= (summary.maxMs as number));
    // An interval without requests writes nothing; closing writes what is left.
    await delay(300);
    assert.equal(log.lines.filter((l) => l.msg === 'requests summary').length, 1);
    await app.inject('/ok');
    await app.close();
    const last = log.lines.filter((l) => l.msg === 'requests summary').at(-1);
    assert.equal(last?.requests, 1);
  });

  it('keeps credentials out: no headers are logged and a token in the URL is scrubbed', async () => {
    const log = captureLog();
    const app = await appWith({}, log);
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJzb21lb25lIn0.c2lnbmF0dXJlLXNpZ25hdHVyZQ';
    await app.inject({
      url: `/missing?token=${token}`,
      headers: { authorization: `Bearer ${token}`, cookie: `jwt=${token}` },
    });
    const text = JSON.stringify(log.lines);
    assert.match(text, /client error/);
    assert.doesNotMatch(text, /c2lnbmF0dXJlLXNpZ25hdHVyZQ/);
    assert.match(String(access(log.lines)[0]?.url), /token=\[token\]/);
    await app.close();
  });
});

describe('request logging in the server as npm start builds it', () => {
  let t: TestApp;
  const log = captureLog();
  before(async () => {
    t = await buildTestApp({
      seed: 5,
      logger: { level: 'info', stream: log.stream },
      environment: { LOG_ACCESS_SAMPLE: '0', LOG_SLOW_MS: '10000', LOG_SUMMARY_SECONDS: '60' },
    });
  });
  after(() => t.close());

  it('writes no line per successful request and none on arrival; errors still with request ids', async () => {
    const before = log.lines.length;
    for (let i = 0; i < 10; i++) assert.equal((await t.app.inject('/api/products')).statusCode, 200);
    // Lines of the requests carry their request id; the app's own (the search index built, on
    // PostgreSQL the change feed connecting) may land meanwhile and are not the requests'.
    assert.deepEqual(
      log.lines
        .slice(before)
        .filter((l) => l.reqId !== undefined)
        .map((l) => l.msg),
      [],
    );
    const answer = await t.app.inject('/api/products/not-an-id');
    assert.ok(answer.statusCode >= 400 && answer.statusCode < 500);
    const [line] = access(log.lines.slice(before));
    assert.equal(line?.msg, 'client error');
    assert.equal(line?.url, '/api/products/not-an-id');
    assert.match(String(line?.reqId), /^req-/);
  });
});

describe('request logging settings', () => {
  it('defaults: slow over 500 ms, 1 % sampled, a summary a minute', () => {
    assert.deepEqual(requestLogSettingsFrom(readEnvironment({})), {
      slowMs: 500,
      accessSampleRate: 0.01,
      summaryIntervalMs: 60_000,
    });
    assert.deepEqual(
      requestLogSettingsFrom(readEnvironment({ LOG_SLOW_MS: '250', LOG_ACCESS_SAMPLE: '0.5', LOG_SUMMARY_SECONDS: '0' })),
      { slowMs: 250, accessSampleRate: 0.5, summaryIntervalMs: 0 },
    );
  });

  it('refuses a sample rate outside 0 to 1 and a negative threshold, naming the variable', async () => {
    assert.throws(
      () => readEnvironment({ LOG_ACCESS_SAMPLE: '2' }),
      (e: Error) => e instanceof EnvironmentError && /LOG_ACCESS_SAMPLE="2"/.test(e.message),
    );
    assert.throws(() => readEnvironment({ LOG_SLOW_MS: '-1' }), /LOG_SLOW_MS="-1"/);
    await assert.rejects(
      buildApp({ environment: { LOG_SUMMARY_SECONDS: 'often' }, database: { kind: 'pglite', dataDir: 'memory' }, logger: false }),
      /LOG_SUMMARY_SECONDS="often"/,
    );
  });
});
