import fp from 'fastify-plugin';
import { ResponseCache } from '../../services/response-cache.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** serialized listing and product answers; cleared by every write that changes stock or ratings */
    productCache: ResponseCache;
    /** lifetime of a cached product detail (longer than listings: it only changes through orders and reviews) */
    productDetailTtlMs: number;
  }
}

export default fp<{ ttlMs: number; detailTtlMs: number }>(
  async function productCachePlugin(app, options) {
    app.decorate('productCache', new ResponseCache(options.ttlMs));
    app.decorate('productDetailTtlMs', options.detailTtlMs);
  },
  { name: 'product-cache' },
);
