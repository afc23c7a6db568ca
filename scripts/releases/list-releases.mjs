// npm run releases: each slice's releases, oldest first, which one is live, its canary, and how the
// live ones fare in real browsers (sessions, error rate, p75 LCP and INP, from the running shop).
import { liveState, releasesOverview } from './live-map.mjs';
import { releaseRoot, shopUrl } from './release-paths.mjs';

const percent = (rate) => (rate === null ? '—' : `${(rate * 100).toFixed(1)} %`);
const ms = (value) => (value === null ? '—' : `${Math.round(value)} ms`);

/** The running shop's numbers per live release, or why there are none. */
async function fetchHealth() {
  const url = `${shopUrl()}/api/releases/health`;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
    if (!response.ok) return { problem: `${url} answered HTTP ${response.status}` };
    const report = await response.json();
    return { report, byRelease: new Map(report.slices.flatMap(({ slice, releases }) => releases.map((r) => [`${slice} ${r.release}`, r]))) };
  } catch (error) {
    return { problem: `the shop at ${shopUrl()} is not answering (${error.message}); set SHOP_URL to its address` };
  }
}

function healthText(health, slice, release) {
  const found = health.byRelease?.get(`${slice} ${release}`);
  if (!found) return '';
  return `  ${found.sessions} sessions, errors ${percent(found.errorRate)}, p75 LCP ${ms(found.lcpP75)}, INP ${ms(found.inpP75)}`;
}

try {
  const [{ map, canaries }, health] = await Promise.all([liveState(), fetchHealth()]);
  console.log(`releases in ${releaseRoot()}`);
  console.log(health.report ? `browser health since ${health.report.since} (${shopUrl()})` : `browser health: ${health.problem}`);
  for (const { slice, releases } of releasesOverview()) {
    const live = map[slice];
    const liveText = live?.release
      ? `${live.release.id} since ${live.release.liveSince}`
      : live
        ? `${live.entry} (not a release)`
        : 'not in the map';
    console.log(`\n${slice}: live ${liveText}${live ? healthText(health, slice, live.release?.id ?? 'dist') : ''}`);
    if (live?.previous) console.log(`  previous good release (the browsers' fallback): ${live.previous.release.id}`);
    const canary = canaries[slice];
    if (canary) {
      const id = canary.remote.release?.id ?? canary.remote.entry;
      console.log(`  canary ${id} for ${canary.percent} % since ${canary.startedAt}${healthText(health, slice, id)}`);
    }
    for (const release of releases) {
      const mark = release.id === live?.release?.id ? '*' : release.id === canary?.remote.release?.id ? '~' : ' ';
      console.log(`  ${mark} ${release.id.padEnd(34)} built ${release.builtAt}  commit ${release.commit.slice(0, 12)}`);
    }
    if (releases.length === 0) console.log('    (no releases)');
  }
  console.log('\n* live for everyone   ~ canary');
} catch (error) {
  console.error(`releases: ${error.message}`);
  process.exit(1);
}
