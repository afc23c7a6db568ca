// npm run release -w mf-<slice> [-- --target <dir>] [--base-url <url>] [--allow-dirty] [--skip-checks]
//
// Checks the slice (lint, type check, tests), builds it for production and publishes the build to
// an immutable folder <release root>/mf-<slice>/<version>-<shorthash>/ with a release.json beside
// its mf-manifest.json. An existing release is never overwritten: the folder is built under a
// temporary name and renamed into place only when complete.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import slices from 'shared-ui/slices.json' with { type: 'json' };
import { releaseDir, releaseRoot, repoRoot } from './release-paths.mjs';
import { RELEASE_MANIFEST } from './release-store.mjs';
import { routesContractProblems } from './routes-contract.mjs';

const require = createRequire(import.meta.url);

/** A package's command-line script (its package.json `bin`), run with this Node. */
function binOf(pkg, command) {
  const manifest = require.resolve(`${pkg}/package.json`);
  const { bin } = require(manifest);
  return join(dirname(manifest), typeof bin === 'string' ? bin : bin[command]);
}

function fail(message) {
  console.error(`release: ${message}`);
  process.exit(1);
}

/** Runs a step; a failing step stops the release (thrown, so the staging folder is removed first). */
function run(command, args, options) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${[command, ...args].join(' ')} failed (exit ${result.status ?? result.signal})`);
}

function git(args, cwd) {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) fail(`git ${args.join(' ')} failed: ${result.stderr.trim()} (a release needs a git checkout)`);
  return result.stdout.trim();
}

/** 2026-11-22T16:05:09.123Z -> 20261122T160509 */
function compactTime(date) {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, '');
}

const { values: options } = parseArgs({
  options: {
    target: { type: 'string' },
    'base-url': { type: 'string' },
    'allow-dirty': { type: 'boolean', default: false },
    'skip-checks': { type: 'boolean', default: false },
  },
});

const sliceDir = process.cwd();
const pkg = JSON.parse(readFileSync(join(sliceDir, 'package.json'), 'utf8'));
const slice = /^mf-([a-z][a-z0-9-]*)$/.exec(pkg.name)?.[1];
if (!slice) fail(`run it in a remote's folder (npm run release -w mf-<slice>); ${pkg.name} is not one`);
if (!Array.isArray(pkg.shophub?.routes) || pkg.shophub.routes.length === 0) {
  fail(`${pkg.name}/package.json must declare the routes the slice owns in "shophub": { "routes": [...] }`);
}

const commit = git(['rev-parse', 'HEAD'], sliceDir);
const dirty = git(['status', '--porcelain'], sliceDir) !== '';
if (dirty && !options['allow-dirty']) {
  fail('the working tree has uncommitted changes: commit them (a release records its commit), or pass --allow-dirty');
}
const builtAt = new Date();
// A dirty build is not what its commit says: its id says so, and differs from every other build.
const id = `${pkg.version}-${commit.slice(0, 7)}${dirty ? `-dirty.${compactTime(builtAt)}` : ''}`;
const root = options.target ? resolve(options.target) : releaseRoot();
const destination = releaseDir(root, slice, id);
if (existsSync(destination)) {
  fail(`${pkg.name} ${id} is already released (${destination}); releases are immutable: bump "version" in package.json`);
}

if (!options['skip-checks']) {
  console.log(`release: checking ${pkg.name} (lint, type check, tests)`);
  try {
    run(process.execPath, [binOf('eslint', 'eslint'), '--max-warnings=0', sliceDir], { cwd: repoRoot });
    run('npm', ['run', 'typecheck'], { cwd: sliceDir });
    run('npm', ['test'], { cwd: sliceDir, env: { ...process.env, CI: 'true' } });
  } catch (error) {
    fail(`${error.message}; nothing was published`);
  }
}

const staging = join(root, `mf-${slice}`, `.staging-${id}-${process.pid}`);
mkdirSync(staging, { recursive: true });
try {
  console.log(`release: building ${pkg.name} ${id}`);
  run(
    process.execPath,
    // routesForNode: the build carries its ./routes for Node, for the contract check below and promote's.
    [binOf('webpack-cli', 'webpack-cli'), '--mode', 'production', '--env', 'routesForNode', '--output-path', staging],
    // The federation manifest's buildVersion names the release.
    { cwd: sliceDir, env: { ...process.env, MF_BUILD_VERSION: id } },
  );
  const manifest = JSON.parse(readFileSync(join(staging, 'mf-manifest.json'), 'utf8'));
  const baseUrl = (options['base-url'] ?? '/releases').replace(/\/+$/, '');
  const release = {
    slice,
    package: pkg.name,
    version: pkg.version,
    id,
    commit,
    dirty,
    builtAt: builtAt.toISOString(),
    checks: options['skip-checks'] ? 'skipped' : 'passed',
    // The registry names the slice ("The catalogue could not be loaded"); one not listed yet, by its name.
    label: slices.find((entry) => entry.name === slice)?.label ?? slice,
    routes: pkg.shophub.routes,
    // The route's first API reads and images, which the server puts in the page (issue 12).
    ...(pkg.shophub.firstView ? { firstView: pkg.shophub.firstView } : {}),
    entry: `${baseUrl}/mf-${slice}/${id}/mf-manifest.json`,
    // What the build was made against and what it accepts: promote checks these against the live shell.
    shared: Object.fromEntries(
      manifest.shared.map((shared) => [shared.name, { version: shared.version, requiredVersion: shared.requiredVersion }]),
    ),
  };
  const problems = routesContractProblems(staging, release.routes);
  if (problems.length > 0) throw new Error(`the contract check failed:\n  ${problems.join('\n  ')}\n`);
  writeFileSync(join(staging, RELEASE_MANIFEST), `${JSON.stringify(release, null, 2)}\n`);
  if (existsSync(destination)) throw new Error(`${destination} appeared while building`);
  renameSync(staging, destination);
  console.log(`release: published ${pkg.name} ${id} to ${destination}`);
  console.log(`release: make it live with: npm run promote -- ${slice} ${id}`);
} catch (error) {
  process.exitCode = 1;
  console.error(`release: ${error.message}; nothing was published`);
} finally {
  rmSync(staging, { recursive: true, force: true });
}
