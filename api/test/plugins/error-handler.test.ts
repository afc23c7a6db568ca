import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import errorHandler from '../../src/plugins/app/error-handler.js';

/** A Fastify instance with only the error handler and a route that throws what the driver would. */
async function throwing(error: unknown, logged?: string[]) {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logged?.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ logger: logged ? { level: 'warn', stream } : false });
  await app.register(errorHandler);
  app.get('/boom', async () => {
    throw error;
  });
  return app;
}

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('the error handler when the database is unreachable', () => {
  const unavailable: [string, unknown][] = [
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    [
      'a server shutting down (57P01), wrapped by Drizzle',
      new Error('Failed query', { cause: withCode('terminating connection due to administrator command', '57P01') }),
    ],
    ['a server starting up (57P03)', withCode('the database system is starting up', '57P03')],
    ['a connection that broke mid-query', new Error('Connection terminated unexpectedly')],
    ['a pool that waited too long for a connection', new Error('timeout exceeded when trying to connect')],
  ];
  for (const [what, error] of unavailable) {
    it(`answers 503 with Retry-After for ${what}`, async () => {
      const app = await throwing(error);
      const answer = await app.inject('/boom');
      assert.equal(answer.statusCode, 503);
      assert.equal(answer.headers['retry-after'], '2');
      assert.deepEqual(answer.json(), { message: 'Service temporarily unavailable; please retry' });
      await app.close();
    });
  }

  it('logs the outage as one line naming the cause, without the query or a stack', async () => {
    const logged: string[] = [];
    const failedQuery = new Error('Failed query: select "password_hash" from "users"', {
      cause: withCode('terminating connection due to administrator command', '57P01'),
    });
    const app = await throwing(failedQuery, logged);
    await app.inject('/boom');
    await app.close();
    const warning = logged.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'database unavailable');
    assert.equal(warning?.cause, '57P01 terminating connection due to administrator command');
    assert.doesNotMatch(logged.join(''), /password_hash|"stack"/);
  });

  it('still answers 500 for a query that is wrong (42P01), without details', async () => {
    const app = await throwing(withCode('relation "nope" does not exist', '42P01'));
    const answer = await app.inject('/boom');
    assert.equal(answer.statusCode, 500);
    assert.equal(answer.headers['retry-after'], undefined);
    assert.deepEqual(answer.json(), { message: 'Internal server error' });
    await app.close();
  });
});
