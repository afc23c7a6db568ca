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
 * page keeps only these exports (~30 KB): every slice must stay within them, because a remote gets
 * the shell's pruned copy. ESLint enforces the list (eslint.config.mjs), so adding a router export
 * anywhere means adding it here.
 */
const ROUTER_EXPORTS = [
  'BrowserRouter',
  'Link',
  'MemoryRouter',
  'NavLink',
  'Navigate',
  'Outlet',
  'Route',
  'RouterProvider',
  'Routes',
  'createBrowserRouter',
  'createMemoryRouter',
  'generatePath',
  'isRouteErrorResponse',
  'matchPath',
  'useLocation',
  'useMatch',
  'useNavigate',
  'useParams',
  'useRouteError',
  'useSearchParams',
];

function createSharedConfig() {
  const shared = Object.fromEntries(
    SINGLETONS.map((name) => [name, { singleton: true, requiredVersion: false, strictVersion: false }]),
  );
  shared['react-router-dom'].treeShaking = { mode: 'runtime-infer', usedExports: ROUTER_EXPORTS };
  return shared;
}

module.exports = { SINGLETONS, ROUTER_EXPORTS, createSharedConfig };
