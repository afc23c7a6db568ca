import fp from 'fastify-plugin';
import { ResponseCache } from '../../services/response-cache.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** serialized listing and product answers; cleared by every write that changes stock or ratings */
    productCache: ResponseCache;
  }
}

export default fp<{ ttlMs: number }>(
  async function productCachePlugin(app, options) {
    app.decorate('productCache', new ResponseCache(options.ttlMs));
  },
  { name: 'product-cache' },
);
