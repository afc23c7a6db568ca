// npm run promote -- <slice> <version or release id>
import { promote } from './live-map.mjs';

const [slice, version] = process.argv.slice(2);
if (!slice || !version) {
  console.error('usage: npm run promote -- <slice> <version>   (e.g. npm run promote -- cart 1.4.0)');
  process.exit(2);
}
try {
  const started = performance.now();
  const { release, mapFile, previous } = await promote(slice, version);
  const took = Math.round(performance.now() - started);
  console.log(`promote: ${slice} ${release.id} is live (was ${previous}); ${mapFile} replaced in ${took} ms`);
  console.log('promote: the next page load runs it; pages already open keep their release until reloaded');
} catch (error) {
  console.error(`promote: ${error.message}`);
  process.exit(1);
}
