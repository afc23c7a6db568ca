import { routeMatches } from './route-patterns.js';

/** A remotes map entry: a manifest URL, or an object that names it and the routes the remote owns. */
export type RemotesMapEntry = string | { entry?: unknown; routes?: unknown; firstView?: unknown };

/**
 * What a slice declares for a route's first view (package.json `shophub.firstView`, carried by the
 * remotes map): the API reads its first render makes and the images above the fold. Path params
 * (`:id`) are filled in from the page's URL.
 */
export interface FirstViewHints {
  data?: string[];
  images?: string[];
  /** a prerendered fragment file of the remote's build, beside its mf-manifest.json */
  markup?: string;
  /**
   * a server render module of the remote's build (CommonJS, beside its mf-manifest.json) exporting
   * `render(answer) -> { html, css } | null`, called with the route's first inlined answer
   */
  render?: string;
}

/** The remote that owns a path: its manifest URL, the route pattern that matched and that route's hints. */
export interface RouteOwner {
  entry: string | null;
  route: string;
  hints: FirstViewHints;
}

/** A markup file named by the map is a file of the remote's build, never a path elsewhere. */
const FRAGMENT_FILE = /^[A-Za-z0-9][A-Za-z0-9._-]*\.json$/;
const RENDER_FILE = /^[A-Za-z0-9][A-Za-z0-9._-]*\.cjs$/;

function entryOf(value: RemotesMapEntry): string | null {
  if (typeof value === 'string') return value;
  return typeof value.entry === 'string' ? value.entry : null;
}

function routesOf(value: RemotesMapEntry): string[] {
  if (typeof value === 'string' || !Array.isArray(value.routes)) return [];
  return value.routes.filter((route): route is string => typeof route === 'string');
}

/** The manifest URL of the remote that owns the path, when the map says which one does. */
export function remoteEntryForPath(map: Record<string, RemotesMapEntry>, path: string): string | null {
  return routeOwner(map, path)?.entry ?? null;
}

export function routeOwner(map: Record<string, RemotesMapEntry>, path: string): RouteOwner | null {
  for (const value of Object.values(map)) {
    const route = routesOf(value).find((pattern) => routeMatches(pattern, path));
    if (route) return { entry: entryOf(value), route, hints: hintsOf(value, route) };
  }
  return null;
}

function hintsOf(value: RemotesMapEntry, route: string): FirstViewHints {
  if (typeof value === 'string' || !value.firstView || typeof value.firstView !== 'object') return {};
  const hints = (value.firstView as Record<string, FirstViewHints | undefined>)[route];
  const strings = (list: unknown) => (Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : []);
  const markup = typeof hints?.markup === 'string' && FRAGMENT_FILE.test(hints.markup) ? hints.markup : undefined;
  const render = typeof hints?.render === 'string' && RENDER_FILE.test(hints.render) ? hints.render : undefined;
  return {
    data: strings(hints?.data),
    images: strings(hints?.images),
    ...(markup ? { markup } : {}),
    ...(render ? { render } : {}),
  };
}
