import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { localChangeFeed, postgresChangeFeed, type ChangeFeed } from '../../db/change-feed.js';
import { RELEASES_CHANNEL } from 'shared-ui/contract';
import { openDatabase, type Database, type DatabaseConfig, type Db } from '../../db/client.js';
import { seedDatabase } from '../../db/seed/seed.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: Database['kind'];
    /** announces catalogue writes to every API process on the same database */
    changeFeed: ChangeFeed;
    /** tells every API process on the same database that the release state changed (site/delivery) */
    releasesFeed: ChangeFeed;
    /** the node-postgres pool (PostgreSQL only): the release state's transactions */
    dbPool: Database['pool'];
    /** resolves when the database answers a trivial query (health check) */
    pingDatabase: () => Promise<void>;
  }
}

export interface DatabasePluginOptions {
  config: DatabaseConfig;
  /** products to seed into an empty catalogue, or false */
  seedProducts: number | false;
}

/**
 * Opens the database, applies the committed SQL migrations, seeds an empty catalogue, closes on shutdown.
 * Each step is logged, since on a slow machine the first start takes a while.
 */
export default fp<DatabasePluginOptions>(
  async function databasePlugin(app, options) {
    const database = await openDatabase(options.config, (message) => app.log.info(message));
    app.decorate('db', database.db);
    app.decorate('dbKind', database.kind);
    app.decorate('pingDatabase', async () => {
      await database.db.execute(sql`select 1`);
    });
    app.decorate('dbPool', database.pool);
    let changeFeed: ChangeFeed | undefined;
    let releasesFeed: ChangeFeed;
    try {
      const feed = (channel?: string) =>
        options.config.kind === 'postgres' && database.pool
          ? postgresChangeFeed(options.config.url, database.pool, app.log, channel)
          : Promise.resolve(localChangeFeed());
      changeFeed = await feed();
      releasesFeed = await feed(RELEASES_CHANNEL);
    } catch (error) {
      await changeFeed?.close();
      await database.close();
      throw error;
    }
    app.decorate('changeFeed', changeFeed);
    app.decorate('releasesFeed', releasesFeed);
    app.addHook('onClose', async () => {
      await changeFeed.close();
      await releasesFeed.close();
      await database.close();
    });
    if (options.seedProducts !== false) {
      const seedProducts = options.seedProducts;
      // Instances started together: one seeds, the others then find the catalogue full.
      const inserted = await database.exclusively(() =>
        seedDatabase(database.db, {
          products: seedProducts,
          onlyIfEmpty: true,
          onProgress: (done, total) => app.log.info(`seeding the catalogue: ${done} of ${total} products`),
        }),
      );
      if (inserted) app.log.info({ inserted }, 'seeded catalogue');
    }
  },
  { name: 'database' },
);
