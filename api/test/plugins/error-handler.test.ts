import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import errorHandler from '../../src/plugins/app/error-handler.js';

/** A Fastify instance with only the error handler and a route that throws what the driver would. */
async function throwing(error: unknown) {
  const app = Fastify({ logger: false });
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

  it('still answers 500 for a query that is wrong (42P01), without details', async () => {
    const app = await throwing(withCode('relation "nope" does not exist', '42P01'));
    const answer = await app.inject('/boom');
    assert.equal(answer.statusCode, 500);
    assert.equal(answer.headers['retry-after'], undefined);
    assert.deepEqual(answer.json(), { message: 'Internal server error' });
    await app.close();
  });
});
