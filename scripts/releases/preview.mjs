// npm run preview -- <slice> <version or release id> [--hours <n>]: a link that serves that release
// to the browser that opens it, and to nobody else, until it expires.
import { parseArgs } from 'node:util';
import { preview } from './live-map.mjs';

const usage = 'usage: npm run preview -- <slice> <version> [--hours <n>]   (e.g. npm run preview -- cart 1.4.0)';
let parsed;
try {
  parsed = parseArgs({ allowPositionals: true, options: { hours: { type: 'string' } } });
} catch (error) {
  console.error(`preview: ${error.message}\n${usage}`);
  process.exit(2);
}
const [slice, version] = parsed.positionals;
if (!slice || !version) {
  console.error(usage);
  process.exit(2);
}
try {
  const hours = parsed.values.hours === undefined ? undefined : Number(parsed.values.hours);
  const { release, link, expiresAt } = await preview(slice, version, { hours });
  console.log(`preview: ${slice} ${release.id} passed the promote checks; open this link to see it (until ${expiresAt.toISOString()}):`);
  console.log(link);
  console.log('preview: only the browser that opens it sees the release; "Exit preview" or /__preview/exit ends it there');
} catch (error) {
  console.error(`preview: ${error.message}`);
  process.exit(1);
}
