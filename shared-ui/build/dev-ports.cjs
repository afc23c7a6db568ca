// Where the dev servers listen. The shell takes the port base (3000) and each slice the port the
// slice registry gives it (src/contract/slices.json: 3001-3006); a port base moves all of them
// together, so two checkouts can run `npm run dev` side by side: `PORT=3400 npm run dev` puts the
// shell on 3400, the remotes on 3401-3405 and the API on 4400.
const SLICES = require('../src/contract/slices.json');

const DEFAULT_PORT_BASE = 3000;
const API_PORT_OFFSET = 1000;
const HIGHEST_PORT = 65535;

/** The dev servers `npm run dev` starts, with their ports at the default base. */
const DEV_SERVERS = [
  { pkg: 'api', port: DEFAULT_PORT_BASE + API_PORT_OFFSET },
  { pkg: 'shell', port: DEFAULT_PORT_BASE },
  ...SLICES.map((slice) => ({ pkg: slice.package, port: slice.devPort })),
];

/**
 * The port base from `SHOP_DEV_PORT_BASE` (what `npm run dev` hands its children) or the default.
 * Throws a readable error for anything that is not a usable port.
 */
function devPortBase(env = process.env) {
  const raw = env.SHOP_DEV_PORT_BASE;
  if (raw === undefined || raw === '') return DEFAULT_PORT_BASE;
  return parsePortBase(raw, 'SHOP_DEV_PORT_BASE');
}

function parsePortBase(raw, name) {
  const base = Number(raw);
  const highestBase = HIGHEST_PORT - API_PORT_OFFSET;
  if (!/^\d+$/.test(String(raw).trim()) || base < 1024 || base > highestBase) {
    throw new Error(`${name}=${raw} is not a usable port base: give a whole number from 1024 to ${highestBase}`);
  }
  return base;
}

/** A port given for the default base, moved to `base`. */
function rebasePort(defaultPort, base) {
  return base + (defaultPort - DEFAULT_PORT_BASE);
}

/** The API's dev port at `base`. */
function devApiPort(base) {
  return base + API_PORT_OFFSET;
}

/** Every dev server with its port at `base`. */
function devServersAt(base) {
  return DEV_SERVERS.map((server) => ({ ...server, port: rebasePort(server.port, base) }));
}

/**
 * The origins a browser uses for the dev site at `base`: the shell and every remote's standalone
 * page, on both loopback names. The API accepts cookies and writes only from these.
 */
function devOrigins(base) {
  return devServersAt(base)
    .filter((server) => server.pkg !== 'api')
    .flatMap(({ port }) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The dev remotes map as the page at `pageHostname` needs it: entries on this machine follow the
 * hostname the page was opened on (the dev servers refuse scripts fetched cross-site, and
 * localhost and 127.0.0.1 are different sites) and the port base; any other entry (a remote
 * served from elsewhere) is left as written. Entries are `{ entry, routes, label }`.
 */
function devRemotesMap(map, { base, pageHostname }) {
  const moved = (address) => {
    const url = new URL(address);
    if (!LOOPBACK_HOSTS.has(url.hostname)) return address;
    url.port = String(rebasePort(Number(url.port), base));
    url.hostname = pageHostname;
    return url.href;
  };
  return Object.fromEntries(Object.entries(map).map(([name, remote]) => [name, { ...remote, entry: moved(remote.entry) }]));
}

module.exports = {
  DEFAULT_PORT_BASE,
  DEV_SERVERS,
  devPortBase,
  devApiPort,
  parsePortBase,
  rebasePort,
  devServersAt,
  devOrigins,
  devRemotesMap,
};
