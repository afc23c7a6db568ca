// The remotes map the shell reads at start-up: slice name -> where its federation manifest is,
// the route patterns it owns and the label its fallback uses; plus, for a promoted release, which
// release it is. `validateRemotesMap` is the schema; the server checks the same shape on read.

const SLICE_NAME = /^[a-z][a-z0-9-]*$/;
const ENTRY_KEYS = new Set(['entry', 'routes', 'label', 'release', 'firstView']);
const RELEASE_KEYS = ['id', 'version', 'commit', 'builtAt', 'liveSince'];
/** Paths the server answers itself or the shell owns: a slice may not claim them. */
const RESERVED_PREFIXES = ['/api', '/images', '/remotes', '/releases', '/remotes.json', '/__slices'];

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

function entryProblems(entry) {
  if (typeof entry !== 'string' || !entry) return ['"entry" must be the URL of its mf-manifest.json'];
  if (entry.startsWith('/') && !entry.startsWith('//')) return [];
  try {
    const url = new URL(entry);
    if (url.protocol === 'https:' || url.protocol === 'http:') return [];
  } catch {
    // reported below
  }
  return [`"entry" must be an http(s) URL or a path starting with /, not ${JSON.stringify(entry)}`];
}

function routeProblems(routes) {
  if (!Array.isArray(routes) || routes.length === 0) return ['"routes" must be a non-empty list of route patterns'];
  const problems = [];
  const seen = new Set();
  for (const route of routes) {
    if (typeof route !== 'string' || !route.startsWith('/')) {
      problems.push(`route ${JSON.stringify(route)} must be a path pattern starting with /`);
      continue;
    }
    const reserved = RESERVED_PREFIXES.find((prefix) => route === prefix || route.startsWith(`${prefix}/`));
    if (reserved) problems.push(`route ${route} is under ${reserved}, which the server or the shell owns`);
    if (seen.has(route)) problems.push(`route ${route} is listed twice`);
    seen.add(route);
  }
  return problems;
}

function releaseProblems(release) {
  if (release === undefined) return [];
  if (!isObject(release)) return ['"release" must be an object'];
  return RELEASE_KEYS.filter((key) => typeof release[key] !== 'string' || !release[key]).map(
    (key) => `"release.${key}" must be a non-empty string`,
  );
}

/**
 * firstView: route pattern (one of the slice's routes) -> { data: API paths, images: paths or URLs,
 * markup: a prerendered fragment file of the slice's build, beside its mf-manifest.json, render: a
 * server render module (.cjs) of the slice's build the server calls with the route's first answer }.
 */
function firstViewProblems(firstView, routes) {
  if (firstView === undefined) return [];
  if (!isObject(firstView)) return ['"firstView" must be an object of route -> { data, images }'];
  const problems = [];
  for (const [route, hints] of Object.entries(firstView)) {
    if (!Array.isArray(routes) || !routes.includes(route)) problems.push(`"firstView" names ${route}, which is not one of its routes`);
    if (!isObject(hints)) {
      problems.push(`"firstView.${route}" must be an object { data, images }`);
      continue;
    }
    const { data = [], images = [], markup, render, ...rest } = hints;
    if (!Array.isArray(data) || !data.every((url) => typeof url === 'string' && url.startsWith('/api/'))) {
      problems.push(`"firstView.${route}.data" must be a list of paths starting with /api/`);
    }
    if (!Array.isArray(images) || !images.every((url) => typeof url === 'string' && url.length > 0)) {
      problems.push(`"firstView.${route}.images" must be a list of image paths`);
    }
    if (markup !== undefined && !isFragmentFile(markup)) {
      problems.push(`"firstView.${route}.markup" must be the name of a .json file in the slice's build`);
    }
    if (render !== undefined && !isRenderModuleFile(render)) {
      problems.push(`"firstView.${route}.render" must be the name of a .cjs file in the slice's build`);
    }
    problems.push(...Object.keys(rest).map((key) => `"firstView.${route}" has an unknown field "${key}"`));
  }
  return problems;
}

/** A file of the build itself: no folder, so the server never reads outside the remote's release. */
const isFragmentFile = (value) => typeof value === 'string' && /^[A-Za-z0-9][A-Za-z0-9._-]*\.json$/.test(value);
const isRenderModuleFile = (value) => typeof value === 'string' && /^[A-Za-z0-9][A-Za-z0-9._-]*\.cjs$/.test(value);

/** Every way `map` breaks the schema, each naming the slice and the field; empty when valid. */
export function validateRemotesMap(map) {
  if (!isObject(map)) return ['the remotes map must be a JSON object of slice name -> { entry, routes, label }'];
  const problems = [];
  for (const [name, remote] of Object.entries(map)) {
    if (!SLICE_NAME.test(name)) problems.push(`slice name ${JSON.stringify(name)} must be lower-case letters, digits and -`);
    if (!isObject(remote)) {
      problems.push(`${name}: must be an object { entry, routes, label }`);
      continue;
    }
    const unknown = Object.keys(remote).filter((key) => !ENTRY_KEYS.has(key));
    const found = [
      ...entryProblems(remote.entry),
      ...routeProblems(remote.routes),
      ...(remote.label === undefined || (typeof remote.label === 'string' && remote.label) ? [] : ['"label" must be a non-empty string']),
      ...releaseProblems(remote.release),
      ...firstViewProblems(remote.firstView, remote.routes),
      ...unknown.map((key) => `unknown field "${key}"`),
    ];
    problems.push(...found.map((problem) => `${name}: ${problem}`));
  }
  return [...problems, ...findRouteClashes(map)];
}

/** /product/:id and /product/:slug match the same URLs: parameters compare by position only. */
function routeShape(route) {
  return route
    .split('/')
    .map((segment) => (segment.startsWith(':') ? ':' : segment))
    .join('/')
    .replace(/\/+$/, '');
}

/** Routes two slices both claim, as messages naming the route and both slices. */
export function findRouteClashes(map) {
  const owners = new Map();
  const clashes = [];
  for (const [name, remote] of Object.entries(map)) {
    if (!isObject(remote) || !Array.isArray(remote.routes)) continue;
    for (const route of remote.routes) {
      if (typeof route !== 'string') continue;
      const shape = routeShape(route) || '/';
      const owner = owners.get(shape);
      if (owner && owner.name !== name) {
        clashes.push(`route ${route} of ${name} clashes with ${owner.route} of ${owner.name}`);
      } else {
        owners.set(shape, { name, route });
      }
    }
  }
  return clashes;
}
