import fp from 'fastify-plugin';
import { SearchIndex } from '../../services/search-index/search-index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** keyword and filtered listings in memory (null when turned off); `ready` resolves once it answers them */
    searchIndex: SearchIndex | null;
  }
}

/**
 * Builds the search index in the background once the app is ready (start-up never waits for it; until
 * it is built, keyword and filtered listings are answered by the database) and keeps its stock, rating and review
 * counts current on every change announcement, from this process or another one.
 */
export default fp<{ enabled: boolean }>(
  async function searchIndexPlugin(app, options) {
    if (!options.enabled) {
      app.decorate('searchIndex', null);
      return;
    }
    const index = new SearchIndex(app.db, app.log);
    app.decorate('searchIndex', index);
    // Answers computed between an announcement and the refresh it triggers may hold the old order, and a
    // write nobody announced shows here first: what the refresh found changed is dropped (pages too).
    index.onChange = (changes) => {
      for (const change of changes) app.productCache.drop(change);
    };
    index.isLive = () => app.changeFeed.live;
    app.changeFeed.subscribe(() => void index.refresh());
    app.addHook('onReady', async () => {
      void index.build();
    });
    app.addHook('onClose', async () => index.close());
  },
  { name: 'search-index', dependencies: ['database', 'product-cache'] },
);
