// npm run rollback -- <slice>: ends the slice's canary if it has one, else returns to the release live before.
import { rollback } from './live-map.mjs';

const [slice] = process.argv.slice(2);
if (!slice) {
  console.error('usage: npm run rollback -- <slice>   (e.g. npm run rollback -- cart)');
  process.exit(2);
}
try {
  const { from, to, mapFile, canary } = await rollback(slice);
  console.log(
    canary
      ? `rollback: the canary of ${slice} ${from} has ended; every visitor is on ${to} again (${mapFile})`
      : `rollback: ${slice} is back on ${to} (was ${from}); ${mapFile} replaced`,
  );
} catch (error) {
  console.error(`rollback: ${error.message}`);
  process.exit(1);
}
