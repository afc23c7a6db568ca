// HAProxy in front of the API instances: health checks on /api/health (an instance that drains answers
// 503 and is taken out), retries on another instance for requests that are safe to repeat, and JSON
// 503 answers with Retry-After when no instance can answer.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Seconds a client is told to wait when no instance is up (the API says the same while its database is down). */
const RETRY_AFTER_SECONDS = 2;

function errorFile(status, reason) {
  const body = JSON.stringify({ message: 'Service temporarily unavailable; please retry' });
  return [
    `HTTP/1.1 ${status} ${reason}`,
    'Content-Type: application/json; charset=utf-8',
    `Retry-After: ${RETRY_AFTER_SECONDS}`,
    'Cache-Control: no-store',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/** Writes haproxy.cfg (and its error files) into `dir` and returns its path. */
export function writeHaproxyConfig(dir, { port, host = '0.0.0.0', instances }) {
  for (const [status, reason] of [
    [502, 'Bad Gateway'],
    [503, 'Service Unavailable'],
    [504, 'Gateway Timeout'],
  ]) {
    writeFileSync(join(dir, `${status}.http`), errorFile(status, reason));
  }
  const servers = instances.map(({ name, port: instancePort }) => `  server ${name} 127.0.0.1:${instancePort} check`);
  const config = `global
  maxconn 8000

defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  # below the API's 5 s keep-alive, so the balancer never reuses a connection the API is closing
  timeout http-keep-alive 4s
  option forwardfor
  option http-buffer-request
  errorfile 502 ${join(dir, '502.http')}
  errorfile 503 ${join(dir, '503.http')}
  errorfile 504 ${join(dir, '504.http')}

frontend shop
  bind ${host}:${port}
  default_backend api

backend api
  balance roundrobin
  option httpchk GET /api/health
  http-check expect status 200
  default-server inter 1s fall 2 rise 1 maxconn 200
  # A request that failed to reach an instance, or that an instance dropped or refused while stopping,
  # goes to another one. Only requests safe to repeat: reads, and writes carrying an Idempotency-Key
  # (POST /api/orders replays the first order for a repeated key).
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response response-timeout 502 503 504
  http-request disable-l7-retry unless METH_GET or METH_HEAD or { req.hdr(idempotency-key) -m found }
${servers.join('\n')}
`;
  const path = join(dir, 'haproxy.cfg');
  writeFileSync(path, config);
  return path;
}
