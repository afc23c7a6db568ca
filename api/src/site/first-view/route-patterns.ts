import { decodeURIComponentSafe } from './decode-uri-component-safe.js';

/** Matches a React Router pattern such as /product/:id against a path (no splats beyond a final '*'). */
export function routeMatches(pattern: string, path: string): boolean {
  const patternParts = pattern.split('/').filter(Boolean);
  const pathParts = path.split('/').filter(Boolean);
  if (patternParts.at(-1) === '*')
    return pathParts.length >= patternParts.length - 1 && matchParts(patternParts.slice(0, -1), pathParts);
  return patternParts.length === pathParts.length && matchParts(patternParts, pathParts);
}

function matchParts(patternParts: string[], pathParts: string[]): boolean {
  return patternParts.every((part, index) => part.startsWith(':') || part === pathParts[index]);
}

/** Fills `:name` segments of a template from the path the pattern matched. */
export function fillParams(template: string, pattern: string, path: string): string {
  const patternParts = pattern.split('/').filter(Boolean);
  const pathParts = path.split('/').filter(Boolean);
  const params = new Map<string, string>();
  patternParts.forEach((part, index) => {
    if (part.startsWith(':') && pathParts[index] !== undefined) params.set(part.slice(1), pathParts[index]);
  });
  return template.replace(/:([A-Za-z]\w*)/g, (whole, name: string) => {
    const value = params.get(name);
    return value === undefined ? whole : encodeURIComponent(decodeURIComponentSafe(value));
  });
}
