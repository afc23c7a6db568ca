// Tells whether a TCP port can still be listened on, before several servers are started on it.
import net from 'node:net';

function tryListen(port, host) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', (error) => resolve(error.code));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(null)));
  });
}

/**
 * Whether nothing listens on `port`. The IPv6 wildcard also collides with a server bound to
 * 127.0.0.1 or 0.0.0.0 on Linux, so one attempt covers every address a dev server may use.
 */
export async function isPortFree(port) {
  let error = await tryListen(port, '::');
  if (error === 'EAFNOSUPPORT' || error === 'EADDRNOTAVAIL') error = await tryListen(port, '0.0.0.0');
  return error === null;
}

/** The ports of `ports` that something already listens on, in the order given. */
export async function takenPorts(ports) {
  const free = await Promise.all(ports.map(isPortFree));
  return ports.filter((_port, index) => !free[index]);
}
