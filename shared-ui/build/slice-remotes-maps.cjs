// The default and the dev remotes map of a checkout, for what runs on Node outside the API: the
// shell's dev server, the release tools and the browser tests. src/contract/slice-remotes-maps.ts
// derives them from the slice registry and each slice's package.json; the API derives its default
// map with it too (api/src/site/site-config.ts). Read on every call, so an edited registry or
// "shophub" shows without a restart.
const fs = require('node:fs');
const path = require('node:path');
const { defaultRemotesMap, devServersRemotesMap } = require('../src/contract/slice-remotes-maps.ts');
const { remotesMapProblems } = require('../src/contract/remotes-map.ts');

const REPOSITORY_ROOT = path.join(__dirname, '..', '..');
const REGISTRY = path.join('shared-ui', 'src', 'contract', 'slices.json');

function readJson(file, what) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${what} ${file} is not readable JSON (${/** @type {Error} */ (error).message})`, { cause: error });
  }
}

/** The map `derive` makes of the checkout at `root`, refused with every problem unless the contract's schema accepts it. */
function deriveChecked(derive, root, what) {
  const slices = readJson(path.join(root, REGISTRY), 'the slice registry');
  const map = derive(slices, (slice) => readJson(path.join(root, slice.package, 'package.json'), `slice ${slice.name}'s`));
  const problems = remotesMapProblems(map);
  if (problems.length > 0) throw new Error(`${what} is invalid:\n  ${problems.join('\n  ')}`);
  return map;
}

/** The live map before any promote: each slice's dist/ build, served at /remotes/<name>/. */
function readDefaultRemotesMap(root = REPOSITORY_ROOT) {
  return deriveChecked(defaultRemotesMap, root, 'the default remotes map (slice registry + package.json "shophub")');
}

/** The shell dev server's map at the default port base: each slice's dev server on localhost. */
function readDevServersRemotesMap(root = REPOSITORY_ROOT) {
  return deriveChecked(devServersRemotesMap, root, 'the dev remotes map (slice registry + package.json "shophub")');
}

module.exports = { readDefaultRemotesMap, readDevServersRemotesMap };
