import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { clientAddressKey } from './client-address.js';

export interface ConnectionGuardOptions {
  /** a connection that has not sent its first byte within this is closed */
  silentMs: number;
  /** a connection with no traffic either way for this long is closed */
  idleMs: number;
  /** connections one client address (IPv6: its /64) may hold at once; more are closed on arrival */
  maxPerAddress: number;
  sweepEveryMs: number;
}

/**
 * Closes connections that say nothing: one that has not sent a byte within `silentMs`, and one with
 * no traffic either way for `idleMs`. Node's own header timeout is only checked for connections that
 * have started a request, and once it has judged a silent connection expired, that socket's idle
 * timeout no longer fires (seen on Node 24) — so silent and idle connections are swept here. One address
 * holding `maxPerAddress` connections gets no more, so it cannot take the whole connection cap.
 */
export function guardConnections(server: Server, options: ConnectionGuardOptions) {
  const sockets = new Map<Socket, { opened: number; lastBytes: number; lastActive: number }>();
  const perAddress = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = clientAddressKey(socket.remoteAddress);
    const open = perAddress.get(address) ?? 0;
    if (open >= options.maxPerAddress) {
      socket.destroy();
      return;
    }
    perAddress.set(address, open + 1);
    const now = Date.now();
    sockets.set(socket, { opened: now, lastBytes: 0, lastActive: now });
    socket.once('close', () => {
      sockets.delete(socket);
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
    });
  });
  let lastSweep = Date.now();
  const sweep = setInterval(() => {
    const now = Date.now();
    // Time the event loop was held up (a long render on a busy machine) is the server's silence, not
    // the client's: a request that arrived meanwhile waits unread in the kernel, and closing its socket
    // would reset it (browsers saw ERR_CONNECTION_RESET for images). That time is not counted.
    const stalledMs = Math.max(0, now - lastSweep - options.sweepEveryMs);
    lastSweep = now;
    for (const [socket, state] of sockets) {
      state.opened += stalledMs;
      state.lastActive += stalledMs;
      const bytes = socket.bytesRead + socket.bytesWritten;
      if (bytes !== state.lastBytes) {
        state.lastBytes = bytes;
        state.lastActive = now;
      }
      const silent = socket.bytesRead === 0 && now - state.opened >= options.silentMs;
      if (silent || now - state.lastActive >= options.idleMs) socket.destroy();
    }
  }, options.sweepEveryMs);
  sweep.unref();
  server.once('close', () => clearInterval(sweep));
}
