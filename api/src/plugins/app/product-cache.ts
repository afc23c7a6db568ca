import { inArray } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { products } from '../../db/schema/index.js';
import { ResponseCache } from '../../services/response-cache.js';
import type { EncodedAnswer } from '../../services/answer-encoding/encoded-answer.js';
import {
  decodeProductChange,
  encodeProductChange,
  withCategories,
  type ProductChange,
} from '../../services/product-changes/product-change.js';

/** An answer, or a listing's exact total (list-products.ts, TotalCache). */
export type ProductCacheBody = EncodedAnswer | number;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * listing and product answers (serialized, in the encodings asked for) and listing totals, tagged; a
     * change drops those it could affect (README, "Answer cache")
     */
    productCache: ResponseCache<ProductCacheBody>;
    /** lifetime of a cached product detail (longer than listings: it only changes through orders and reviews) */
    productDetailTtlMs: number;
    /**
     * Tells every API process on this database what a write changed (an order: stock; a review: rating;
     * a staff edit: CATALOGUE_CHANGE, which drops everything). Required, so a caller says what it changed.
     */
    invalidateProductAnswers: (change: ProductChange) => Promise<void>;
  }
}

export default fp<{ ttlMs: number; detailTtlMs: number; maxBytes: number }>(
  async function productCachePlugin(app, options) {
    const cache = new ResponseCache<ProductCacheBody>({
      ttlMs: options.ttlMs,
      maxBytes: options.maxBytes,
      sizeOf: (body) => (typeof body === 'number' ? 8 : body.bytes),
    });
    cache.startSweeping(Math.max(options.ttlMs, 1000));
    cache.enabled = app.changeFeed.live;
    // A message that is missing (missed announcements, a reconnect) or not understood drops everything.
    app.changeFeed.subscribe((message) => {
      cache.drop(decodeProductChange(message));
      cache.enabled = app.changeFeed.live;
    });
    app.decorate('productCache', cache);
    app.decorate('productDetailTtlMs', options.detailTtlMs);
    /** The change with its products' categories (a listing of other categories keeps), or as it was if they cannot be read. */
    const categorized = async (change: ProductChange): Promise<ProductChange> => {
      if (change.kind === 'catalogue' || change.categories) return change;
      try {
        const rows = await app.db
          .selectDistinct({ category: products.category })
          .from(products)
          .where(inArray(products.id, [...change.productIds]));
        return withCategories(
          change,
          rows.map((row) => row.category),
        );
      } catch {
        return change;
      }
    };
    // announce() tells this process's listeners (the cache above, the search index) at once, then the others.
    app.decorate('invalidateProductAnswers', async (change: ProductChange) => {
      try {
        await app.changeFeed.announce(encodeProductChange(await categorized(change)));
      } catch (error) {
        // The write itself succeeded; other processes fall back to their TTL.
        app.log.warn({ err: { message: (error as Error).message } }, 'could not announce a catalogue change');
      }
    });
    app.addHook('onClose', async () => cache.stop());
  },
  { name: 'product-cache', dependencies: ['database'] },
);
