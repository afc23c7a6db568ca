import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/** Security headers on every answer. */
export default fp(
  async function helmetPlugin(app) {
    await app.register(helmet, {
      // The site plugin sets a CSP on HTML documents itself.
      contentSecurityPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-site' },
    });
  },
  { name: 'helmet' },
);
