// npm run promote -- <slice> <version or release id> [--canary <percent>]
import { parseArgs } from 'node:util';
import { promote } from './live-map.mjs';

const usage =
  'usage: npm run promote -- <slice> <version> [--canary <percent>]   (e.g. npm run promote -- cart 1.4.0 --canary 10)';
let parsed;
try {
  parsed = parseArgs({ allowPositionals: true, options: { canary: { type: 'string' } } });
} catch (error) {
  console.error(`promote: ${error.message}\n${usage}`);
  process.exit(2);
}
const [slice, version] = parsed.positionals;
if (!slice || !version) {
  console.error(usage);
  process.exit(2);
}
const canary = parsed.values.canary === undefined ? undefined : Number(parsed.values.canary);
try {
  const started = performance.now();
  const { release, mapFile, previous, endedCanary } = await promote(slice, version, { canary });
  const took = Math.round(performance.now() - started);
  if (canary !== undefined) {
    console.log(`promote: ${slice} ${release.id} is live for ${canary} % of visitors (the others keep ${previous}); ${mapFile} replaced in ${took} ms`);
    console.log(
      `promote: widen with --canary <percent>, finish with npm run promote -- ${slice} ${release.id}, end it with npm run rollback -- ${slice}`,
    );
  } else {
    console.log(`promote: ${slice} ${release.id} is live (was ${previous}); ${mapFile} replaced in ${took} ms`);
    if (endedCanary) console.log(`promote: the canary of ${endedCanary} has ended`);
    console.log('promote: the next page load runs it; pages already open keep their release until reloaded');
  }
} catch (error) {
  console.error(`promote: ${error.message}`);
  process.exit(1);
}
