import assert from 'node:assert/strict';
import { connect, createServer, type AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { SERVER_LIMITS } from '../../src/http-server.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';

function closedWithin(port: number, send: (socket: ReturnType<typeof connect>) => void): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1', () => send(socket));
    socket.resume(); // read (and drop) whatever the server answers, so its closing is seen
    socket.on('error', () => {});
    socket.on('close', () => resolve(Date.now() - started));
    setTimeout(() => reject(new Error('still open after 15 s')), 15_000);
  });
}

describe('connections that never finish are closed', () => {
  let t: TestApp;
  let port: number;
  before(async () => {
    t = await buildTestApp({
      seed: 0,
      serverLimits: {
        headersTimeoutMs: 1_000,
        requestTimeoutMs: 2_000,
        keepAliveTimeoutMs: 500,
        socketIdleTimeoutMs: 1_500,
        checkIntervalMs: 250,
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  after(() => t.close());

  it('has production values for a shop: 10 s for headers, 30 s per request, 5 s keep-alive, 15 s silence, a connection cap', () => {
    assert.equal(SERVER_LIMITS.headersTimeoutMs, 10_000);
    assert.equal(SERVER_LIMITS.socketIdleTimeoutMs, 15_000);
    assert.equal(SERVER_LIMITS.requestTimeoutMs, 30_000);
    assert.equal(SERVER_LIMITS.keepAliveTimeoutMs, 5_000);
    assert.ok(SERVER_LIMITS.maxConnections > 0 && SERVER_LIMITS.maxConnections <= 10_000);
    assert.equal(t.app.server.maxConnections, SERVER_LIMITS.maxConnections);
  });

  it('closes a silent connection within the header timeout', async () => {
    const elapsed = await closedWithin(port, () => {});
    assert.ok(elapsed >= 1_000 && elapsed < 1_000 + 1_000, `closed after ${elapsed} ms`);
  });

  it('closes a connection that trickles its headers', async () => {
    const elapsed = await closedWithin(port, (socket) => {
      socket.write('GET /api/health HTTP/1.1\r\n');
      const timer = setInterval(() => socket.writable && socket.write('X-Slow: 1\r\n'), 200);
      socket.on('close', () => clearInterval(timer));
    });
    assert.ok(elapsed < 1_000 + 1_500, `closed after ${elapsed} ms`);
  });

  it('closes an idle keep-alive connection after a request', async () => {
    const elapsed = await closedWithin(port, (socket) => {
      socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    });
    assert.ok(elapsed < 1_500 + 1_000, `closed after ${elapsed} ms`);
  });
});

describe('one address cannot hold every connection', () => {
  let t: TestApp;
  let port: number;
  before(async () => {
    t = await buildTestApp({
      seed: 0,
      serverLimits: { firstByteTimeoutMs: 400, maxConnectionsPerAddress: 3, checkIntervalMs: 100 },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  after(() => t.close());

  it('has production values: a 3 s first byte, 100 connections per address', () => {
    assert.equal(SERVER_LIMITS.firstByteTimeoutMs, 3_000);
    assert.equal(SERVER_LIMITS.maxConnectionsPerAddress, 100);
  });

  it('closes connections over the per-address cap at once', async () => {
    const opened = Array.from({ length: 5 }, () => {
      const started = Date.now();
      const socket = connect(port, '127.0.0.1');
      socket.on('error', () => {});
      return new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now() - started)));
    });
    const closedAfter = (await Promise.all(opened)).sort((a, b) => a - b);
    assert.ok(closedAfter[1]! < 300, `the two over the cap closed after ${closedAfter.slice(0, 2).join(', ')} ms`);
    assert.ok(closedAfter[2]! >= 300, `the three under the cap lasted ${closedAfter.slice(2).join(', ')} ms`);
  });

  it('closes a connection that sends no first byte within the first-byte timeout', async () => {
    const elapsed = await closedWithin(port, () => {});
    assert.ok(elapsed >= 400 && elapsed < 1_000, `closed after ${elapsed} ms`);
  });

  it('answers a request that arrived while the server was held up for longer than the first-byte timeout', async () => {
    // The server is held up inside an I/O callback, as by a long render: the request then waits unread
    // until the loop polls again, and the guard's sweep runs before that.
    const holdUp = createServer((socket) => socket.once('data', () => hold()));
    await new Promise<void>((resolve) => holdUp.listen(0, '127.0.0.1', resolve));
    let hold = () => {};
    const answer = await new Promise<string>((resolve, reject) => {
      let text = '';
      const socket = connect(port, '127.0.0.1', () => {
        hold = () => {
          socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
          const until = Date.now() + 1_000;
          while (Date.now() < until);
        };
        // Once the server has taken the connection.
        setTimeout(() => connect((holdUp.address() as AddressInfo).port, '127.0.0.1').end('x'), 50);
      });
      socket.on('data', (chunk) => (text += chunk));
      socket.on('error', reject);
      socket.on('close', () => resolve(text));
      setTimeout(() => {
        socket.destroy();
        reject(new Error('no answer within 5 s'));
      }, 5_000).unref();
    }).finally(() => holdUp.close());
    assert.match(answer, /^HTTP\/1\.1 200 /);
  });
});
