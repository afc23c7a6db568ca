import fp from 'fastify-plugin';
import { ResponseCache } from '../../services/response-cache.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** serialized listing and product answers; cleared by every write that changes stock or ratings */
    productCache: ResponseCache;
    /** lifetime of a cached product detail (longer than listings: it only changes through orders and reviews) */
    productDetailTtlMs: number;
    /** drops the answer caches of every API process on this database (after an order or a review) */
    invalidateProductAnswers: () => Promise<void>;
  }
}

export default fp<{ ttlMs: number; detailTtlMs: number; maxBytes: number }>(
  async function productCachePlugin(app, options) {
    const cache = new ResponseCache({ ttlMs: options.ttlMs, maxBytes: options.maxBytes });
    cache.startSweeping(Math.max(options.ttlMs, 1000));
    cache.enabled = app.changeFeed.live;
    app.changeFeed.subscribe(() => {
      cache.clear();
      cache.enabled = app.changeFeed.live;
    });
    app.decorate('productCache', cache);
    app.decorate('productDetailTtlMs', options.detailTtlMs);
    // announce() tells this process's listeners (the cache above, the search index) at once, then the others.
    app.decorate('invalidateProductAnswers', async () => {
      try {
        await app.changeFeed.announce();
      } catch (error) {
        // The write itself succeeded; other processes fall back to their TTL.
        app.log.warn({ err: { message: (error as Error).message } }, 'could not announce a catalogue change');
      }
    });
    app.addHook('onClose', async () => cache.stop());
  },
  { name: 'product-cache', dependencies: ['database'] },
);
