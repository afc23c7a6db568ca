import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Closes connections that say nothing: one that has not sent a byte within `silentMs`, and one with
 * no traffic either way for `idleMs`. Node's own header timeout is only checked for connections that
 * have started a request, and once it has judged a silent connection expired, that socket's idle
 * timeout no longer fires (seen on Node 24) — so silent and idle connections are swept here.
 */
export function guardConnections(server: Server, options: { silentMs: number; idleMs: number; sweepEveryMs: number }) {
  const sockets = new Map<Socket, { opened: number; lastBytes: number; lastActive: number }>();
  server.on('connection', (socket: Socket) => {
    const now = Date.now();
    sockets.set(socket, { opened: now, lastBytes: 0, lastActive: now });
    socket.once('close', () => sockets.delete(socket));
  });
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [socket, state] of sockets) {
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
