// `npm test`: every package's tests, then the browser tests, with one summary line at the end.
import slices from 'shared-ui/slices.json' with { type: 'json' };
import { inLanes } from './in-lanes.mjs';
import { runNpm } from './run-npm.mjs';

// Every slice of the registry (shared-ui/src/contract/slices.json) between the shell and the API.
const PACKAGES = ['tooling', 'shared-ui', 'shell', ...slices.map((slice) => slice.package), 'api', 'e2e'];
// Run two at a time (the machines have two cores; each jest keeps one worker), each one's output printed
// whole when it ends. The API's suite and the browser tests run two files at a time themselves: alone.
const RUN_ALONE = new Set(['api', 'e2e']);

if (Number(process.versions.node.split('.')[0]) < 22) {
  console.error(`Node ${process.versions.node}: run through npm so the project's Node 24 is used.`);
  process.exit(1);
}

/** @param {string} pkg @param {{ buffered: boolean }} options buffered: print the output once the tests end */
async function runTests(pkg, { buffered }) {
  // 'tooling' is the workspace's own scripts (the lint config's boundary tests), not a package.
  const args = pkg === 'tooling' ? ['run', 'test:tooling'] : ['test', '-w', pkg];
  const started = performance.now();
  const { code, output } = await runNpm(args, { live: !buffered, env: { ...process.env, FORCE_COLOR: '0' } });
  if (buffered) process.stdout.write(output);
  return { pkg, code, seconds: Math.round((performance.now() - started) / 1000), ...countTests(output) };
}

/** Reads jest's "Tests: N failed, N passed" or node:test's pass and fail counts. */
function countTests(output) {
  const jest = output.match(/^Tests:\s+(.*)$/m);
  if (jest) {
    const number = (label) => Number(jest[1].match(new RegExp(`(\\d+) ${label}`))?.[1] ?? 0);
    return { passed: number('passed'), failed: number('failed') };
  }
  // node:test's spec reporter ends with "ℹ pass N" / "ℹ fail N"; the TAP reporter with "# pass N".
  const pass = [...output.matchAll(/^(?:#|ℹ) pass (\d+)$/gm)].reduce((sum, m) => sum + Number(m[1]), 0);
  const fail = [...output.matchAll(/^(?:#|ℹ) fail (\d+)$/gm)].reduce((sum, m) => sum + Number(m[1]), 0);
  return { passed: pass, failed: fail };
}

const only = process.argv.slice(2);
const chosen = only.length ? only : PACKAGES;
const byPackage = new Map();
await inLanes(
  chosen.filter((pkg) => !RUN_ALONE.has(pkg)),
  2,
  async (pkg) => byPackage.set(pkg, await runTests(pkg, { buffered: true })),
);
for (const pkg of chosen.filter((pkg) => RUN_ALONE.has(pkg))) byPackage.set(pkg, await runTests(pkg, { buffered: false }));
const results = chosen.map((pkg) => byPackage.get(pkg));

console.log('\nTest summary');
for (const r of results)
  console.log(`  ${r.pkg.padEnd(12)} ${r.code === 0 ? 'ok  ' : 'FAIL'} ${r.passed} passed, ${r.failed} failed, ${r.seconds} s`);
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0) + results.filter((r) => r.code !== 0 && r.failed === 0).length;
console.log(`${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.code === 0) && passed > 0 ? 0 : 1);
