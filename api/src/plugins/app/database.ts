import fp from 'fastify-plugin';
import { openDatabase, type Database, type DatabaseConfig, type Db } from '../../db/client.js';
import { seedDatabase } from '../../db/seed/seed.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: Database['kind'];
  }
}

export interface DatabasePluginOptions {
  config: DatabaseConfig;
  /** products to seed into an empty catalogue, or false */
  seedProducts: number | false;
}

/** Opens the database, applies the committed SQL migrations, seeds an empty catalogue, closes on shutdown. */
export default fp<DatabasePluginOptions>(
  async function databasePlugin(app, options) {
    const database = await openDatabase(options.config);
    app.decorate('db', database.db);
    app.decorate('dbKind', database.kind);
    app.addHook('onClose', async () => {
      await database.close();
    });
    if (options.seedProducts !== false) {
      const inserted = await seedDatabase(database.db, { products: options.seedProducts, onlyIfEmpty: true });
      if (inserted) app.log.info({ inserted }, 'seeded catalogue');
    }
  },
  { name: 'database' },
);
