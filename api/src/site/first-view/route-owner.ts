import { routeMatches } from './route-patterns.js';

/** A remotes map entry: a manifest URL, or an object that names it and the routes the remote owns. */
export type RemotesMapEntry = string | { entry?: unknown; routes?: unknown };

/** The remote that owns a path: its entry URL and the route pattern that matched. */
export interface RouteOwner {
  entry: string | null;
  route: string;
}

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
    if (route) return { entry: entryOf(value), route };
  }
  return null;
}
