import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

const OPTIONS: HelmetOptions = {
  // The site plugin sets a CSP on HTML documents itself.
  contentSecurityPolicy: false,
  crossOriginResourcePolicy: { policy: 'same-site' },
};

/**
 * The headers helmet sets with these options. Without a CSP nonce they are the same for every request, so
 * helmet runs once here rather than per request as @fastify/helmet runs it (it builds helmet's eleven
 * middlewares anew for every answer: 6 % of a cached listing's time; README, "Measured again: answers as a
 * browser asks for them").
 */
export function helmetHeaders(options: HelmetOptions = OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Security headers on every answer; a route may still set one of them differently (images: cross-origin). */
export default fp(
  async function helmetPlugin(app) {
    const headers = helmetHeaders();
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'helmet' },
);
