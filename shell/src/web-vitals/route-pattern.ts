import { matchPath, type RouteObject } from 'react-router-dom';

/** Every path pattern of the route tree, static ones first (/products before /product/:id-like patterns). */
export function routePatterns(routes: RouteObject[]): string[] {
  const paths = routes.flatMap((route): string[] => [
    ...(route.path ? [route.path] : []),
    ...(route.children ? routePatterns(route.children) : []),
  ]);
  const isDynamic = (path: string) => path.includes(':') || path.includes('*');
  return [...paths.filter((path) => !isDynamic(path)), ...paths.filter(isDynamic)];
}

/**
 * The pattern a URL path matches (/product/665f... -> /product/:id): metrics are grouped per page
 * kind, and ids or search words never leave the browser with them. An unknown path is '*'.
 */
export function routePatternFor(patterns: string[], pathname: string): string {
  return patterns.find((pattern) => pattern !== '*' && matchPath({ path: pattern, end: true }, pathname)) ?? '*';
}
