// npm run rollback -- <slice>
import { rollback } from './live-map.mjs';

const [slice] = process.argv.slice(2);
if (!slice) {
  console.error('usage: npm run rollback -- <slice>   (e.g. npm run rollback -- cart)');
  process.exit(2);
}
try {
  const { from, to, mapFile } = await rollback(slice);
  console.log(`rollback: ${slice} is back on ${to} (was ${from}); ${mapFile} replaced`);
} catch (error) {
  console.error(`rollback: ${error.message}`);
  process.exit(1);
}
