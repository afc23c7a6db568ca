import type { RouteObject } from 'react-router-dom';

/** A pathname's first segment as React Router compares it: decoded, case-insensitively. */
function firstSegment(pathname: string): string {
  const segment = pathname.split('/').find(Boolean) ?? '';
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/** The static first segment an absolute route path starts with, or null when any pathname may match it. */
function staticFirstSegment({ path, children }: RouteObject): string | null {
  // A layout at "/" matches every pathname its children do.
  if (path === undefined || path[0] !== '/' || (path === '/' && children)) return null;
  const end = path.indexOf('/', 1);
  const segment = path.slice(1, end === -1 ? undefined : end);
  if (segment[0] === ':' || segment[0] === '*' || segment.endsWith('?')) return null;
  return segment.toLowerCase();
}

/** The routes (pathless ones recursively) that a pathname starting with `segment` may match, in their order. */
function narrow(routes: RouteObject[], segment: string): RouteObject[] {
  const kept: RouteObject[] = [];
  for (const route of routes) {
    const first = staticFirstSegment(route);
    if (first !== null && first !== segment) continue;
    kept.push(route.children && route.path === undefined ? { ...route, children: narrow(route.children, segment) } : route);
  }
  return kept;
}

/** The routes a pathname may match, from the whole table (routeCandidates). */
export type RoutesForPathname = (pathname: string) => RouteObject[];

/**
 * React Router ranks and tries every route of the table on each render (flattening, scoring and compiling
 * a pattern per route: 20-30 ms of a phone's hydration for the shop's fifty routes). A route whose path
 * starts with a static segment can only match pathnames that start with it, so this hands the router
 * only the routes left for the pathname's first segment, in their order: the same match, from a handful.
 * One list per static first segment (others share the list of dynamic routes), kept, so the router sees
 * the same routes again.
 */
export function routeCandidates(routes: RouteObject[]): RoutesForPathname {
  const known = new Set<string>();
  const visit = (list: RouteObject[]) =>
    list.forEach((route) => {
      const first = staticFirstSegment(route);
      if (first !== null) known.add(first);
      if (route.children && route.path === undefined) visit(route.children);
    });
  visit(routes);
  const lists = new Map<string, RouteObject[]>();
  return (pathname) => {
    const first = firstSegment(pathname);
    const key = known.has(first) ? first : '\0';
    let list = lists.get(key);
    if (!list) lists.set(key, (list = narrow(routes, key)));
    return list;
  };
}
