// Which packages need building before the shop is served: `npm start` and the browser tests
// build a package whose dist/ is missing or older than any file it is built from, and skip the
// rest. Modification times, not hashes: a checkout or an edit makes a source newer, and a fresh
// build is newer than all of them.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import slices from 'shared-ui/slices.json' with { type: 'json' };
import { inLanes } from './in-lanes.mjs';

/** What `npm start` serves: the shell, every slice of the registry and the API. */
export const SITE_PACKAGES = ['shell', ...slices.map((slice) => slice.package), 'api'];

/** The file each build writes last-ish, whose time stands for the whole dist/. */
const BUILD_OUTPUT = {
  api: join('dist', 'src', 'server.js'),
  frontEnd: join('dist', 'mf-manifest.json'),
};

/** What tests and test helpers are named: they are not part of a build. */
const NOT_BUILT = /\.test\.[cm]?[jt]sx?$/;

function newestIn(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return NOT_BUILT.test(path) ? 0 : stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestIn(join(path, entry)));
  }
  return newest;
}

function readPackageJson(dir) {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
}

/**
 * Everything a package's build reads from this repository: its src/, its own config files at the
 * package root, the root tsconfig, and the same for every workspace package it depends on
 * (shared-ui for the front ends, whose build/ folder holds their webpack config), and shared-ui's
 * contract for the API.
 */
export function buildInputs(repoDir, pkg, seen = new Set()) {
  if (seen.has(pkg)) return [];
  seen.add(pkg);
  const dir = join(repoDir, pkg);
  const configFiles = readdirSync(dir).filter(
    (name) => /\.(c|m)?js$|\.json$/.test(name) && !['package-lock.json'].includes(name),
  );
  const inputs = [
    join(repoDir, 'tsconfig.base.json'),
    join(dir, 'src'),
    join(dir, 'build'),
    ...configFiles.map((name) => join(dir, name)),
  ];
  // The API's build compiles shared-ui's contract (prices, schemas) first and its server imports it.
  if (pkg === 'api') inputs.push(join(repoDir, 'shared-ui', 'src', 'contract'));
  const { dependencies = {}, devDependencies = {} } = readPackageJson(dir);
  for (const dependency of Object.keys({ ...dependencies, ...devDependencies })) {
    if (existsSync(join(repoDir, dependency, 'package.json')) && readPackageJson(join(repoDir, dependency)).name === dependency) {
      inputs.push(...buildInputs(repoDir, dependency, seen));
    }
  }
  return inputs;
}

function buildOutput(repoDir, pkg) {
  return join(repoDir, pkg, pkg === 'api' ? BUILD_OUTPUT.api : BUILD_OUTPUT.frontEnd);
}

/** When the package was last built, or null if it has no dist/ yet. */
function builtAt(repoDir, pkg) {
  const output = buildOutput(repoDir, pkg);
  // The server also imports shared-ui's compiled contract, which api's build writes first.
  const contractSource = join(repoDir, 'shared-ui', 'src', 'contract');
  if (pkg === 'api' && existsSync(contractSource) && !existsSync(join(repoDir, 'shared-ui', 'dist', 'contract', 'index.js'))) {
    return null;
  }
  return existsSync(output) ? statSync(output).mtimeMs : null;
}

/**
 * Dates the build output to when the build started. Webpack leaves a file it would write
 * unchanged untouched, so after an edit that changes no output the old time would make the
 * package look stale forever; the start time also keeps an edit made during the build visible.
 */
export function markBuilt(repoDir, pkg, startedAt) {
  const output = buildOutput(repoDir, pkg);
  if (existsSync(output)) utimesSync(output, startedAt, startedAt);
}

/**
 * Why `pkg` must be built, or null when its dist/ is newer than every input.
 * @returns {string | null}
 */
export function whyStale(repoDir, pkg) {
  const built = builtAt(repoDir, pkg);
  if (built === null) return 'not built yet';
  const newestSource = Math.max(...buildInputs(repoDir, pkg).map(newestIn));
  return newestSource > built ? 'sources changed since the last build' : null;
}

/** The packages of `packages` that need a build, each with the reason. */
export function stalePackages(repoDir, packages) {
  return packages.flatMap((pkg) => {
    const reason = whyStale(repoDir, pkg);
    return reason ? [{ pkg, reason }] : [];
  });
}

function npmBuild(repoDir, pkg) {
  /** @type {Promise<void>} */
  const built = new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '-w', pkg], { cwd: repoDir, stdio: 'inherit', env: process.env });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`build of ${pkg} failed (exit code ${code})`))));
  });
  return built;
}

async function runBuild(repoDir, pkg) {
  const startedAt = new Date();
  await npmBuild(repoDir, pkg);
  markBuilt(repoDir, pkg, startedAt);
}

/**
 * Builds `builds` (each a package and why it is built), `concurrency` at a time (`inLanes`: after a
 * failed build no other starts).
 * @param {string} repoDir
 * @param {{ pkg: string, reason: string }[]} builds
 */
export function buildPackages(repoDir, builds, { concurrency = 2, log = console.log } = {}) {
  return inLanes(builds, concurrency, ({ pkg, reason }) => {
    log(`Building ${pkg} (${reason})...`);
    return runBuild(repoDir, pkg);
  });
}

/** Builds the stale packages of `packages` (buildPackages) and returns the names it built. */
export async function buildStalePackages(repoDir, packages, options = {}) {
  const stale = stalePackages(repoDir, packages);
  await buildPackages(repoDir, stale, options);
  return stale.map(({ pkg }) => pkg);
}
