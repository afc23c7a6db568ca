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
