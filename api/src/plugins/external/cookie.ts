import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';

/** Parses and sets cookies (the session cookie, plugins/app/auth.ts). */
export default fp(
  async function cookiePlugin(app) {
    await app.register(cookie);
  },
  { name: 'cookie' },
);
