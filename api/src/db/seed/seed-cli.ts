// Usage: npm run seed -w api -- --products 100000 [--data-dir ./data-bench]
// Uses DATABASE_URL when set, else the PGlite directory (DATA_DIR or ./data).
import { parseArgs } from 'node:util';
import { databaseConfigFrom } from '../../config.js';
import { readEnvironment } from '../../plugins/external/env.js';
import { openDatabase } from '../client.js';
import { seedDatabase } from './seed.js';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '300' },
    'data-dir': { type: 'string' },
  },
});

const productCount = Number(values.products);
if (!Number.isInteger(productCount) || productCount < 0) {
  console.error('--products must be a non-negative integer');
  process.exit(1);
}

const config = databaseConfigFrom(readEnvironment(), { dataDir: values['data-dir'] });
const database = await openDatabase(config);
const started = Date.now();
let lastLog = 0;
const inserted = await seedDatabase(database.db, {
  products: productCount,
  onProgress: (done, total) => {
    if (Date.now() - lastLog > 2000 || done === total) {
      lastLog = Date.now();
      console.log(`seeded ${done}/${total} products`);
    }
  },
});
console.log(`inserted ${inserted} products in ${((Date.now() - started) / 1000).toFixed(1)} s (${config.kind})`);
await database.close();
