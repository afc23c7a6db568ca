// The contract check of a release: its own ./routes module, built for Node by the release's build
// (node/routes.cjs, see README.md), must load, export the slice-route shape the shell expects
// (shared-ui/types SliceRoutesModule: `routes`, each `{ path, element }`) and declare exactly the
// routes its release.json claims, which the remotes map will route to it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export const ROUTES_FOR_NODE_FILE = join('node', 'routes.cjs');

// Runs in a child process: a fresh module cache, and a module that throws or hangs cannot take the
// tool down with it. Prints what the module exports, as JSON.
const INSPECT = `
const file = process.argv[1];
let loaded;
try {
  loaded = require(file);
} catch (error) {
  console.log(JSON.stringify({ loadError: String(error && error.stack || error).split('\\n').slice(0, 3).join(' ') }));
  process.exit(0);
}
const isElement = (value) => typeof value === 'object' && value !== null && typeof value.$$typeof === 'symbol';
const routes = Array.isArray(loaded.routes)
  ? loaded.routes.map((route) => ({
      path: route && typeof route.path === 'string' ? route.path : null,
      element: Boolean(route) && isElement(route.element),
    }))
  : null;
console.log(JSON.stringify({ exports: Object.keys(loaded), routes }));
process.exit(0);
`;

/**
 * The reasons `dir`'s routes module breaks the contract (none: it holds).
 * @param {string} dir a release folder (or a staging build)
 * @param {string[]} claimed the routes release.json claims
 */
export function routesContractProblems(dir, claimed) {
  const file = join(dir, ROUTES_FOR_NODE_FILE);
  if (!existsSync(file)) {
    return [`it carries no Node build of its ./routes module (${ROUTES_FOR_NODE_FILE}): release it again with npm run release`];
  }
  const result = spawnSync(process.execPath, ['-e', INSPECT, file], { encoding: 'utf8', timeout: 30_000 });
  const lastLine = result.stdout?.trim().split('\n').at(-1) ?? '';
  let found;
  try {
    found = JSON.parse(lastLine);
  } catch {
    return [`its ./routes module did not load in Node (${result.error?.message ?? result.stderr.trim().split('\n')[0] ?? 'no output'})`];
  }
  if (found.loadError) return [`its ./routes module throws when loaded: ${found.loadError}`];
  if (!found.routes) return [`its ./routes module exports no routes array (it exports: ${found.exports.join(', ') || 'nothing'})`];
  const problems = [];
  found.routes.forEach((route, index) => {
    if (route.path === null) problems.push(`route ${index + 1} of its ./routes module has no path`);
    else if (!route.element) problems.push(`route ${route.path} of its ./routes module has no React element`);
  });
  const declared = found.routes.map((route) => route.path).filter((path) => path !== null);
  for (const path of declared.filter((path) => !claimed.includes(path))) {
    problems.push(`its ./routes module declares ${path}, which its manifest (release.json routes) does not claim`);
  }
  for (const path of claimed.filter((path) => !declared.includes(path))) {
    problems.push(`its manifest claims ${path}, which its ./routes module does not declare`);
  }
  return problems;
}

/** Throws, naming every problem, unless the release's routes module keeps the contract. */
export function checkRoutesContract(release) {
  const problems = routesContractProblems(release.dir, release.routes);
  if (problems.length > 0) {
    throw new Error(`refused: ${release.slice} ${release.id} fails its contract check:\n  ${problems.join('\n  ')}`);
  }
}
