const fs = require('node:fs');
const path = require('node:path');

// Every package listed here must exist once on the page: a second React breaks hooks, a second
// jotai or shared-ui/state gives a remote its own store that the shell never sees. Subpaths are
// separate share keys in Module Federation, so each one is listed.
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'jotai',
  'styled-components',
  'shared-ui/design',
  'shared-ui/state',
  'shared-ui/api',
  'shared-ui/format',
  'shared-ui/types',
];

/**
 * Shared modules are not tree-shaken by default, and react-router-dom is ~61 KB gzip whole. The
 * page keeps only these exports: every slice must stay within them, because a remote gets the
 * shell's pruned copy. No data router (createBrowserRouter, RouterProvider, loaders, useRouteError):
 * it is half of the router's weight, and the shop uses none of it. ESLint enforces the list
 * (eslint.config.mjs), so adding a router export anywhere means adding it here.
 */
const ROUTER_EXPORTS = [
  'Link',
  'NavLink',
  'Navigate',
  'Outlet',
  'Route',
  'Routes',
  'UNSAFE_createBrowserHistory',
  'matchPath',
  'unstable_HistoryRouter',
  'useLocation',
  'useNavigate',
  'useParams',
  'useRoutes',
  'useSearchParams',
];

/**
 * Router exports only tests use: jest runs the whole library, never the page's pruned copy, so
 * `MemoryRouter` stays out of ROUTER_EXPORTS (and off the page: 0.65 KB gzip with what it pulls in),
 * and so does `matchRoutes`, which tests hold the shell's route narrowing against.
 * ESLint allows these in test files and test helpers only.
 */
const ROUTER_TEST_EXPORTS = ['MemoryRouter', 'matchRoutes'];

/**
 * The same for styled-components (13 -> 11.6 KB gzip): the page keeps the default export (`styled`)
 * and these. ServerStyleSheet and the other server and test helpers stay out; the server render
 * runs from Node bundles with whole copies of their own (shared-ui/build/server-bundle.cjs).
 * ESLint enforces the list like ROUTER_EXPORTS.
 */
const STYLED_COMPONENTS_EXPORTS = ['ThemeProvider', 'createGlobalStyle', 'css', 'keyframes'];

/** The npm package a share key belongs to: react/jsx-runtime -> react, shared-ui/state -> shared-ui. */
function packageOf(shareKey) {
  return shareKey.split('/')[0];
}

/** The version of `pkg` that node resolution finds from `fromDir` (what the build bundles). */
function installedVersion(pkg, fromDir) {
  for (let dir = path.resolve(fromDir); ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'node_modules', pkg, 'package.json');
    if (fs.existsSync(manifest)) return JSON.parse(fs.readFileSync(manifest, 'utf8')).version;
    if (path.dirname(dir) === dir) throw new Error(`${pkg} is not installed (looked from ${fromDir})`);
  }
}

/**
 * The range a build accepts for a shared singleton: the version it was built against or any later
 * compatible one (semver caret). Promote checks these against what the live shell provides.
 */
function requiredRange(version) {
  return `^${version}`;
}

/**
 * @param {string} [appDir] the package being built: versions are the ones installed for it
 * @returns the `shared` option of every app's ModuleFederationPlugin
 */
function createSharedConfig(appDir = process.cwd()) {
  const shared = Object.fromEntries(
    SINGLETONS.map((name) => {
      const version = installedVersion(packageOf(name), appDir);
      // strictVersion: a remote whose requirement the page's copy does not satisfy fails to load
      // (its area shows the slice's fallback) instead of running against the wrong React or store.
      return [name, { singleton: true, version, requiredVersion: requiredRange(version), strictVersion: true }];
    }),
  );
  shared['react-router-dom'].treeShaking = { mode: 'runtime-infer', usedExports: ROUTER_EXPORTS };
  shared['styled-components'].treeShaking = { mode: 'runtime-infer', usedExports: ['default', ...STYLED_COMPONENTS_EXPORTS] };
  return shared;
}

module.exports = {
  SINGLETONS,
  ROUTER_EXPORTS,
  ROUTER_TEST_EXPORTS,
  STYLED_COMPONENTS_EXPORTS,
  createSharedConfig,
  installedVersion,
  packageOf,
  requiredRange,
};
