import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { bearer, buildTestApp, registerUser, TEST_ORIGIN, type TestApp } from '../helpers/build-test-app.js';

// The probe's bad-input cases over every operation of the OpenAPI document, so a route added
// later is covered without anyone listing it here: no 500, a JSON {message}, nothing logged as an error.

interface Operation {
  method: string;
  path: string;
  operationId: string;
  queryNames: string[];
  takesBody: boolean;
}

const HOSTILE_SEGMENTS = [
  '%ff',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  "1' OR '1'='1",
  'x'.repeat(5_000),
  '%F0%9F%92%A9',
  '-1',
  '1e309',
];

const HOSTILE_QUERY_VALUES = ['', '%ff', "' OR 1=1--", 'x'.repeat(5_000), '-1', 'NaN', '[object Object]', '%00'];

const HOSTILE_BODIES: { name: string; contentType: string; payload: string | Buffer }[] = [
  { name: 'malformed JSON', contentType: 'application/json', payload: '{"email": ' },
  { name: 'a JSON array', contentType: 'application/json', payload: '[1,2,3]' },
  { name: 'a JSON string', contentType: 'application/json', payload: '"hello"' },
  { name: 'JSON null', contentType: 'application/json', payload: 'null' },
  {
    name: 'wrong types everywhere',
    contentType: 'application/json',
    payload: JSON.stringify({
      email: 42,
      password: ['x'],
      name: { first: 'a' },
      rating: 'five',
      comment: null,
      orderItems: 'all',
      shippingAddress: 7,
      paymentMethod: {},
      name_: '\u0000',
    }),
  },
  { name: 'a NUL in a field', contentType: 'application/json', payload: '{"email":"a\\u0000@b.c","name":"\\u0000"}' },
  { name: 'a lone surrogate', contentType: 'application/json', payload: '{"name":"\\ud800","comment":"\\udc00"}' },
  { name: 'deep nesting', contentType: 'application/json', payload: '{"a":'.repeat(500) + '1' + '}'.repeat(500) },
  { name: 'plain text', contentType: 'text/plain', payload: 'hello' },
  {
    name: 'a multipart boundary of 253 characters',
    contentType: `multipart/form-data; boundary=${'b'.repeat(253)}`,
    payload: '--',
  },
  { name: 'multipart without a boundary', contentType: 'multipart/form-data', payload: '--x--' },
  {
    name: 'a truncated multipart body',
    contentType: 'multipart/form-data; boundary=xyz',
    payload: '--xyz\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n',
  },
];

function operationsOf(document: { paths?: Record<string, Record<string, unknown>> }): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, raw] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const operation = raw as { operationId: string; parameters?: { in: string; name: string }[]; requestBody?: unknown };
      operations.push({
        method: method.toUpperCase(),
        path,
        operationId: operation.operationId,
        queryNames: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        takesBody: method !== 'get' && method !== 'delete',
      });
    }
  }
  return operations;
}

function urlOf(path: string, segment: string): string {
  return path.replace(/\{[^}]+\}/g, segment);
}

describe('bad input over every route (the probe, kept)', () => {
  let t: TestApp;
  let token: string;
  const logged: string[] = [];
  let operations: Operation[];

  before(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logged.push(String(chunk));
        done();
      },
    });
    t = await buildTestApp({ seed: 5, logger: { level: 'error', stream } });
    token = (await registerUser(t.app)).token;
    operations = operationsOf(t.app.swagger() as { paths?: Record<string, Record<string, unknown>> });
  });
  after(() => t.close());

  /** Every answer to bad input: a 4xx JSON {message} naming the problem, never a 500, a stack or a token. */
  function assertRefusedCleanly(response: { statusCode: number; headers: Record<string, unknown>; body: string }, what: string) {
    assert.ok(response.statusCode < 500, `${what}: answered ${response.statusCode} ${response.body.slice(0, 200)}`);
    if (response.statusCode < 400) return;
    assert.match(String(response.headers['content-type']), /application\/json/, `${what}: not JSON`);
    const body = JSON.parse(response.body) as { message?: unknown };
    assert.equal(typeof body.message, 'string', `${what}: no message in ${response.body.slice(0, 200)}`);
    assert.doesNotMatch(response.body, /\bat .+:\d+:\d+|node_modules|\$argon2|eyJ[\w-]+\.eyJ/, `${what}: leaks internals`);
  }

  it('finds the operations in the OpenAPI document', () => {
    assert.ok(operations.length >= 15, `only ${operations.length} operations`);
    assert.ok(
      operations.some((o) => o.path.includes('{')),
      'no route with a path parameter',
    );
  });

  it('refuses hostile path segments on every route with a parameter, signed in and out', async () => {
    for (const operation of operations.filter((o) => o.path.includes('{'))) {
      for (const segment of HOSTILE_SEGMENTS) {
        for (const headers of [{}, bearer(token)]) {
          const response = await t.app.inject({
            method: operation.method,
            url: urlOf(operation.path, segment),
            headers: operation.takesBody ? { ...headers, 'content-type': 'application/json' } : headers,
            payload: operation.takesBody ? '{}' : undefined,
          });
          assertRefusedCleanly(response, `${operation.operationId} with ${segment.slice(0, 20)}`);
        }
      }
    }
  });

  it('refuses hostile values in every declared query parameter', async () => {
    for (const operation of operations.filter((o) => o.queryNames.length > 0)) {
      for (const name of operation.queryNames) {
        for (const value of HOSTILE_QUERY_VALUES) {
          const response = await t.app.inject({
            method: operation.method,
            url: `${urlOf(operation.path, 'p1')}?${name}=${value}&${name}=${value}`,
            headers: bearer(token),
          });
          assertRefusedCleanly(response, `${operation.operationId} ?${name}=${value.slice(0, 20)}`);
        }
      }
    }
  });

  it('refuses hostile bodies on every write, signed in and out', async () => {
    for (const operation of operations.filter((o) => o.takesBody)) {
      for (const body of HOSTILE_BODIES) {
        for (const headers of [{}, bearer(token)]) {
          const response = await t.app.inject({
            method: operation.method,
            url: urlOf(operation.path, 'p1'),
            headers: { ...headers, 'content-type': body.contentType },
            payload: body.payload,
          });
          assertRefusedCleanly(response, `${operation.operationId} with ${body.name}`);
        }
      }
    }
  });

  it('refuses every cookie-authenticated write from a foreign origin', async () => {
    for (const operation of operations.filter((o) => o.takesBody && o.path.startsWith('/api/'))) {
      const response = await t.app.inject({
        method: operation.method,
        url: urlOf(operation.path, 'p1'),
        headers: { cookie: `jwt=${token}`, origin: 'https://evil.example', 'content-type': 'application/json' },
        payload: '{}',
      });
      assertRefusedCleanly(response, `${operation.operationId} from a foreign origin`);
      assert.notEqual(response.statusCode, 200, `${operation.operationId} accepted a foreign origin`);
      assert.notEqual(response.statusCode, 201, `${operation.operationId} accepted a foreign origin`);
      assert.notEqual(response.statusCode, 204, `${operation.operationId} accepted a foreign origin`);
    }
    assert.ok(TEST_ORIGIN.startsWith('http://localhost'));
  });

  it('logged no error for any of it', () => {
    const errors = logged.filter((line) => /"level":(50|60)/.test(line));
    assert.deepEqual(errors, [], `errors logged:\n${errors.slice(0, 3).join('\n')}`);
  });
});
