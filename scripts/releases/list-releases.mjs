// npm run releases: each slice's releases, oldest first, and which one is live.
import { releasesOverview } from './live-map.mjs';
import { releaseRoot } from './release-paths.mjs';

try {
  console.log(`releases in ${releaseRoot()}`);
  for (const { slice, live, releases } of releasesOverview()) {
    const liveText = live?.release
      ? `${live.release.id} since ${live.release.liveSince}`
      : live
        ? `${live.entry} (not a release)`
        : 'not in the map';
    console.log(`\n${slice}: live ${liveText}`);
    for (const release of releases) {
      console.log(`  ${release.live ? '*' : ' '} ${release.id.padEnd(34)} built ${release.builtAt}  commit ${release.commit.slice(0, 12)}`);
    }
    if (releases.length === 0) console.log('    (no releases)');
  }
} catch (error) {
  console.error(`releases: ${error.message}`);
  process.exit(1);
}
