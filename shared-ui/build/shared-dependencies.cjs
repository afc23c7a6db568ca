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

function createSharedConfig() {
  return Object.fromEntries(SINGLETONS.map((name) => [name, { singleton: true, requiredVersion: false, strictVersion: false }]));
}

module.exports = { SINGLETONS, createSharedConfig };
