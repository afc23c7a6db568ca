import type { FastifyInstance } from 'fastify';

/**
 * What the server adds to the shell's index.html so the first view does not wait for a chain of
 * requests: the remotes map inline (no /remotes.json round trip) and, for the route's remote,
 * preload hints for its manifest, remote entry and the chunks of its `./routes` module. The browser
 * then fetches all of them beside main.js instead of one after another.
 */

/** A remotes map entry: a manifest URL, or an object that names it and the routes the remote owns. */
type RemotesMapEntry = string | { entry?: unknown; routes?: unknown };

export interface FirstViewInput {
  /** The map exactly as /remotes.json answers it. */
  remotesMap: Record<string, RemotesMapEntry>;
  /** The requested path, without the query. */
  path: string;
}

interface MfManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] } } }[];
}

const MANIFEST_TTL_MS = 5_000;

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

function entryOf(value: RemotesMapEntry): string | null {
  if (typeof value === 'string') return value;
  return typeof value.entry === 'string' ? value.entry : null;
}

function routesOf(value: RemotesMapEntry): string[] {
  if (typeof value === 'string' || !Array.isArray(value.routes)) return [];
  return value.routes.filter((route): route is string => typeof route === 'string');
}

/** The manifest URL of the remote that owns the path, when the map says which one does. */
export function remoteEntryForPath(map: FirstViewInput['remotesMap'], path: string): string | null {
  for (const value of Object.values(map)) {
    if (routesOf(value).some((route) => routeMatches(route, path))) return entryOf(value);
  }
  return null;
}

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** JSON that cannot end the script element it sits in. */
export const inlineJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

export function createFirstView(app: FastifyInstance) {
  const manifests = new Map<string, { at: number; manifest: MfManifest | null }>();

  /** Same-origin manifests are read through the server's own routes, so every static mount works. */
  async function readManifest(url: string): Promise<MfManifest | null> {
    const cached = manifests.get(url);
    if (cached && Date.now() - cached.at < MANIFEST_TTL_MS) return cached.manifest;
    let manifest: MfManifest | null = null;
    try {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
      if (response.statusCode === 200) manifest = response.json<MfManifest>();
    } catch {
      manifest = null;
    }
    manifests.set(url, { at: Date.now(), manifest });
    return manifest;
  }

  async function remotePreloads(manifestUrl: string): Promise<string[]> {
    // A remote on another host is left to the runtime: its manifest is not ours to read here.
    if (!manifestUrl.startsWith('/') || manifestUrl.startsWith('//')) return [];
    const manifest = await readManifest(manifestUrl);
    const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
    const links = [`<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(manifestUrl)}">`];
    if (!manifest) return links;
    const entry = manifest.metaData?.remoteEntry;
    if (entry?.name)
      links.push(`<link rel="preload" as="script" href="${escapeAttribute(base + (entry.path ?? '') + entry.name)}">`);
    const routes = manifest.exposes?.find((expose) => expose.path === './routes');
    for (const file of routes?.assets?.js?.sync ?? [])
      links.push(`<link rel="preload" as="script" href="${escapeAttribute(base + file)}">`);
    return links;
  }

  return async function renderFirstView(html: string, { remotesMap, path }: FirstViewInput): Promise<string> {
    const entry = remoteEntryForPath(remotesMap, path);
    const head = [
      `<script type="application/json" id="shop-remotes">${inlineJson(remotesMap)}</script>`,
      ...(entry ? await remotePreloads(entry) : []),
    ].join('');
    return html.replace('</head>', `${head}</head>`);
  };
}
