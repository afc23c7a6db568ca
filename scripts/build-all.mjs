// `npm run build`: every package the site serves, built for production two at a time, whatever their
// dist/ holds (`npm start` and the browser tests build only what is stale, with the same lanes).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SITE_PACKAGES, buildPackages } from './stale-builds.mjs';

const repoDir = join(dirname(fileURLToPath(import.meta.url)), '..');
try {
  await buildPackages(
    repoDir,
    SITE_PACKAGES.map((pkg) => ({ pkg, reason: 'npm run build' })),
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
