import { createServer, type RequestListener, type Server } from 'node:http';
import { guardConnections } from './connection-guard.js';

export interface ServerLimits {
  /** a request's headers must arrive within this (slow-header attacks, silent connections) */
  headersTimeoutMs: number;
  /** a whole request, headers and body, must arrive within this */
  requestTimeoutMs: number;
  /** an idle keep-alive connection is closed after this */
  keepAliveTimeoutMs: number;
  /** a new connection must send its first byte within this (idle sockets opened to hold connections) */
  firstByteTimeoutMs: number;
  /** a connection with no traffic at all in either direction (e.g. one that never sends a byte) is closed after this */
  socketIdleTimeoutMs: number;
  /** more simultaneous connections than this are refused (each costs a file descriptor); MAX_CONNECTIONS */
  maxConnections: number;
  /** simultaneous connections per client address (IPv6: its /64); MAX_CONNECTIONS_PER_ADDRESS */
  maxConnectionsPerAddress: number;
  /** how often Node checks the header and request timeouts */
  checkIntervalMs: number;
}

/** Values for a shop: pages are small JSON answers; the largest upload is a 2 MB avatar. Documented in the README. */
export const SERVER_LIMITS: ServerLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  firstByteTimeoutMs: 3_000,
  socketIdleTimeoutMs: 15_000,
  maxConnections: 4_000,
  maxConnectionsPerAddress: 100,
  checkIntervalMs: 1_000,
};

/** The HTTP server Fastify listens with (its serverFactory): Node's timeouts plus the connection guard. */
export function createLimitedServer(handler: RequestListener, limits: ServerLimits): Server {
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: limits.checkIntervalMs,
    },
    handler,
  );
  server.setTimeout(limits.socketIdleTimeoutMs);
  guardConnections(server, {
    silentMs: Math.min(limits.firstByteTimeoutMs, limits.headersTimeoutMs),
    idleMs: limits.socketIdleTimeoutMs,
    maxPerAddress: limits.maxConnectionsPerAddress,
    sweepEveryMs: limits.checkIntervalMs,
  });
  server.maxConnections = limits.maxConnections;
  return server;
}
