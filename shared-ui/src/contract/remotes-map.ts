// The remotes map (/remotes.json): slice name -> where its federation manifest is, the routes it
// owns, its label and, once promoted, its live release. The API checks it on every read, the release
// tools before they write it, the shell takes its type from it. The release tools load this file
// straight from its TypeScript (Node strips the types), so it imports nothing but typebox.
import { Type, type Static, type TSchema } from 'typebox';
import Value from 'typebox/value';

/** Paths the server answers itself or the shell owns: a slice may not claim them. */
export const RESERVED_ROUTE_PREFIXES = [
  '/api',
  '/images',
  '/remotes',
  '/releases',
  '/remotes.json',
  '/__slices',
  '/__preview',
] as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const reservedPrefix = RESERVED_ROUTE_PREFIXES.map((prefix) => escapeRegExp(prefix.slice(1))).join('|');

const NonEmptyString = Type.String({ minLength: 1, description: 'a non-empty string' });

/** A file of the slice's own build: no folder, so the server never reads outside the remote's release. */
const buildFile = (extension: string) =>
  Type.String({
    pattern: `^[A-Za-z0-9][A-Za-z0-9._-]*\\.${extension}$`,
    description: `the name of a .${extension} file in the slice's build`,
  });

export const RoutePattern = Type.String({
  pattern: `^/(?!(?:${reservedPrefix})(?:/|$))`,
  description: 'a path pattern starting with /',
});

/** Which release of a slice is live, as promote records it. */
export const LiveRelease = Type.Object(
  {
    id: NonEmptyString,
    version: NonEmptyString,
    commit: NonEmptyString,
    builtAt: NonEmptyString,
    liveSince: NonEmptyString,
  },
  { description: 'an object' },
);

/**
 * Retired: what the server once put in the page for a route before its scripts ran (API reads,
 * images, markup and render files of the slice's build). Every page is rendered on the server now
 * and nothing reads them; the field stays in the schema only so that maps, releases and release
 * states written before then stay valid.
 */
export const FirstViewHints = Type.Object(
  {
    data: Type.Optional(Type.Array(Type.String({ pattern: '^/api/' }), { description: 'a list of paths starting with /api/' })),
    images: Type.Optional(Type.Array(Type.String({ minLength: 1 }), { description: 'a list of image paths' })),
    markup: Type.Optional(buildFile('json')),
    render: Type.Optional(buildFile('cjs')),
  },
  { additionalProperties: false, description: 'an object { data, images }' },
);

/**
 * The slice's previous good release, named in each entry so a browser whose live release fails to
 * load (entry or chunk) can load this one instead (the shell's last-known-good fallback).
 */
export const PreviousRelease = Type.Object(
  {
    entry: Type.String({
      pattern: '^(?:/(?!/)|https?://[^/?#\\s]+)',
      description: 'an http(s) URL or a path starting with /',
    }),
    release: LiveRelease,
  },
  { additionalProperties: false, description: 'an object { entry, release }' },
);

/** Which of the slice's releases this visitor's map serves: the stable one, a canary or their preview. */
export const SERVED_CHANNELS = ['stable', 'canary', 'preview'] as const;
export const ServedChannel = Type.Enum(SERVED_CHANNELS, { description: 'one of stable, canary, preview' });

/** One slice in the map. */
export const RemoteEntry = Type.Object(
  {
    entry: Type.String({
      pattern: '^(?:/(?!/)|https?://[^/?#\\s]+)',
      description: 'an http(s) URL or a path starting with /',
    }),
    routes: Type.Array(RoutePattern, {
      minItems: 1,
      uniqueItems: true,
      description: 'a non-empty list of route patterns',
    }),
    label: Type.Optional(NonEmptyString),
    release: Type.Optional(LiveRelease),
    previous: Type.Optional(PreviousRelease),
    channel: Type.Optional(ServedChannel),
    firstView: Type.Optional(
      Type.Record(Type.String(), FirstViewHints, { description: 'an object of route -> { data, images }' }),
    ),
  },
  { additionalProperties: false, description: 'an object { entry, routes, label }' },
);

export const SLICE_NAME_PATTERN = '^[a-z][a-z0-9-]*$';

export const RemotesMap = Type.Record(Type.String(), RemoteEntry, {
  propertyNames: { pattern: SLICE_NAME_PATTERN },
  description: 'a JSON object of slice name -> { entry, routes, label }',
});

export type RemotesMap = Static<typeof RemotesMap>;
export type RemoteEntry = Static<typeof RemoteEntry>;
export type LiveRelease = Static<typeof LiveRelease>;
export type PreviousRelease = Static<typeof PreviousRelease>;
export type ServedChannel = Static<typeof ServedChannel>;

/** A problem found in the map, at `path` (slice name, field, ...). */
interface Problem {
  path: string[];
  message: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

interface SchemaNode {
  description?: string;
  properties?: Record<string, TSchema>;
  patternProperties?: Record<string, TSchema>;
  additionalProperties?: TSchema | boolean;
  items?: TSchema;
}

/** The schemas met walking from the map's schema down `path`, one per segment (root first). */
function schemasAlong(path: string[]): (SchemaNode | undefined)[] {
  const nodes: (SchemaNode | undefined)[] = [RemotesMap as SchemaNode];
  let node: SchemaNode | undefined = RemotesMap as SchemaNode;
  for (const segment of path) {
    node =
      node?.properties?.[segment] ??
      Object.values(node?.patternProperties ?? {})[0] ??
      node?.items ??
      (isObject(node?.additionalProperties) ? (node.additionalProperties as SchemaNode) : undefined);
    nodes.push(node);
  }
  return nodes;
}

const valueAt = (map: unknown, path: string[]) =>
  path.reduce<unknown>(
    (value, segment) => (isObject(value) || Array.isArray(value) ? (value as Record<string, unknown>)[segment] : undefined),
    map,
  );

/** `"firstView./.images"`: the field a message names, without the slice. */
const fieldName = (path: string[]) => JSON.stringify(path.slice(1).join('.'));

function routeProblem(route: unknown): string {
  const reserved =
    typeof route === 'string' && RESERVED_ROUTE_PREFIXES.find((prefix) => route === prefix || route.startsWith(`${prefix}/`));
  return reserved
    ? `route ${route as string} is under ${reserved}, which the server or the shell owns`
    : `route ${JSON.stringify(route)} must be ${(RoutePattern as SchemaNode).description}`;
}

/** The message for a value at `path` that breaks its schema, in the words of the nearest schema that has a description. */
function describeValue(map: unknown, path: string[]): Problem {
  if (path.length === 0) return { path, message: `the remotes map must be ${(RemotesMap as SchemaNode).description}` };
  const nodes = schemasAlong(path);
  // A route is named by itself, not by its position in the list.
  if (path[1] === 'routes' && path.length === 3) return { path, message: `${path[0]}: ${routeProblem(valueAt(map, path))}` };
  let depth = path.length;
  while (depth > 1 && !nodes[depth]?.description) depth -= 1;
  const described = path.slice(0, depth);
  const value = valueAt(map, described);
  const must = `must be ${nodes[depth]?.description ?? 'valid'}`;
  if (depth === 1) return { path, message: `${path[0]}: ${must}` };
  // A string that is there but wrong is quoted, so the reader sees what was written.
  const shown = typeof value === 'string' && value !== '';
  return { path, message: `${path[0]}: ${fieldName(described)} ${must}${shown ? `, not ${JSON.stringify(value)}` : ''}` };
}

const unescapePointer = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/** The schema's errors as problems naming the slice and the field. */
function schemaProblems(map: unknown): Problem[] {
  if (!isObject(map)) return [describeValue(map, [])];
  // Names first: a bad name is reported before what is wrong inside its entry.
  const problems: Problem[] = Object.keys(map)
    .filter((name) => !new RegExp(SLICE_NAME_PATTERN).test(name))
    .map((name) => ({ path: [name], message: `slice name ${JSON.stringify(name)} must be lower-case letters, digits and -` }));
  for (const error of Value.Errors(RemotesMap, map)) {
    const path = error.instancePath.split('/').slice(1).map(unescapePointer);
    const params = error.params as { requiredProperties?: string[]; additionalProperties?: string[]; duplicateItems?: number[] };
    switch (error.keyword) {
      case 'propertyNames':
      case 'boolean':
        // Reported by the name check above and by additionalProperties.
        break;
      case 'required':
        for (const key of params.requiredProperties ?? []) problems.push(describeValue(map, [...path, key]));
        break;
      case 'additionalProperties':
        for (const key of params.additionalProperties ?? []) {
          const owner = path.length > 1 ? `${path[0]}: ${fieldName(path)} has an` : `${path[0]}:`;
          problems.push({ path: [...path, key], message: `${owner} unknown field "${key}"` });
        }
        break;
      case 'uniqueItems': {
        const routes = valueAt(map, path) as unknown[];
        for (const index of params.duplicateItems ?? [])
          problems.push({
            path: [...path, String(index)],
            message: `${path[0]}: route ${String(routes[index])} is listed twice`,
          });
        break;
      }
      default:
        problems.push(describeValue(map, path));
    }
  }
  return problems;
}

/** First-view hints (retired, kept valid) for a route the slice does not own were always a typo. */
function firstViewRouteProblems(map: Record<string, unknown>): Problem[] {
  return Object.entries(map).flatMap(([name, remote]) => {
    if (!isObject(remote) || !isObject(remote.firstView)) return [];
    const routes = Array.isArray(remote.routes) ? remote.routes : [];
    return Object.keys(remote.firstView)
      .filter((route) => !routes.includes(route))
      .map((route) => ({
        path: [name, 'firstView', route],
        message: `${name}: "firstView" names ${route}, which is not one of its routes`,
      }));
  });
}

/** Where a path sorts: each segment's place in its schema's fields, or in the map as written. */
function sortKey(map: unknown, path: string[]): number[] {
  const nodes = schemasAlong(path);
  return path.map((segment, depth) => {
    const fields = Object.keys(nodes[depth]?.properties ?? {});
    if (fields.length > 0) return fields.includes(segment) ? fields.indexOf(segment) : fields.length;
    const container = valueAt(map, path.slice(0, depth));
    return isObject(container) || Array.isArray(container) ? Object.keys(container).indexOf(segment) : 0;
  });
}

function comparePaths(a: number[], b: number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}

/** /product/:id and /product/:slug match the same URLs: parameters compare by position only. */
function routeShape(route: string): string {
  const shape = route
    .split('/')
    .map((segment) => (segment.startsWith(':') ? ':' : segment))
    .join('/')
    .replace(/\/+$/, '');
  return shape || '/';
}

/** Routes two slices both claim, as messages naming the route and both slices. */
export function findRouteClashes(map: unknown): string[] {
  if (!isObject(map)) return [];
  const owners = new Map<string, { name: string; route: string }>();
  const clashes: string[] = [];
  for (const [name, remote] of Object.entries(map)) {
    if (!isObject(remote) || !Array.isArray(remote.routes)) continue;
    for (const route of remote.routes) {
      if (typeof route !== 'string') continue;
      const owner = owners.get(routeShape(route));
      if (owner && owner.name !== name) clashes.push(`route ${route} of ${name} clashes with ${owner.route} of ${owner.name}`);
      else owners.set(routeShape(route), { name, route });
    }
  }
  return clashes;
}

/**
 * Every way `map` breaks the schema, in the order of the map and its fields, each naming the slice
 * and the field; then routes two slices both claim. Empty when the map is valid.
 */
export function remotesMapProblems(map: unknown): string[] {
  const problems = isObject(map) ? [...schemaProblems(map), ...firstViewRouteProblems(map)] : schemaProblems(map);
  const sorted = problems
    .map((problem) => ({ ...problem, key: sortKey(map, problem.path) }))
    .sort((a, b) => comparePaths(a.key, b.key))
    .map((problem) => problem.message);
  return [...new Set(sorted), ...findRouteClashes(map)];
}
