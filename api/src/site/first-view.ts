import type { FastifyInstance } from 'fastify';

/**
 * What the server adds to the shell's index.html so the first view does not wait for a chain of
 * requests: the remotes map inline (no /remotes.json round trip) and, for the route's remote,
 * preload hints for its manifest, remote entry and the chunks of its `./routes` module. The browser
 * then fetches all of them beside main.js instead of one after another.
 */

/**
 * What a slice declares for a route's first view (package.json `shophub.firstView`, carried by the
 * remotes map): the API reads its first render makes and the images above the fold. Path params
 * (`:id`) are filled in from the page's URL.
 */
export interface FirstViewHints {
  data?: string[];
  images?: string[];
}

/** A remotes map entry: a manifest URL, or an object that names it and the routes the remote owns. */
type RemotesMapEntry = string | { entry?: unknown; routes?: unknown; firstView?: unknown };

export interface FirstViewInput {
  /** The map exactly as /remotes.json answers it. */
  remotesMap: Record<string, RemotesMapEntry>;
  /** The requested path, without the query. */
  path: string;
  /** The query string of the page's URL, if any. */
  query?: string;
}

interface MfManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] } } }[];
}

const MANIFEST_TTL_MS = 5_000;
/** An inlined answer larger than this costs the HTML more than the round trip it saves. */
const MAX_INLINE_ANSWER_BYTES = 64 * 1024;

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
  return routeOwner(map, path)?.entry ?? null;
}

function routeOwner(map: FirstViewInput['remotesMap'], path: string) {
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
  return { data: strings(hints?.data), images: strings(hints?.images) };
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

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
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

  /** The route's first API answers, read through the API itself as an anonymous visitor would. */
  async function initialAnswers(urls: string[]): Promise<Record<string, unknown>> {
    const answers: Record<string, unknown> = {};
    await Promise.all(
      urls
        .filter((url) => url.startsWith('/api/'))
        .map(async (url) => {
          const response = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
          if (response.statusCode !== 200 || response.body.length > MAX_INLINE_ANSWER_BYTES) return;
          if (!String(response.headers['content-type']).startsWith('application/json')) return;
          answers[url] = response.json();
        }),
    );
    return answers;
  }

  return async function renderFirstView(html: string, { remotesMap, path, query = '' }: FirstViewInput): Promise<string> {
    const owner = routeOwner(remotesMap, path);
    const head = [`<script type="application/json" id="shop-remotes">${inlineJson(remotesMap)}</script>`];
    if (owner?.entry) head.push(...(await remotePreloads(owner.entry)));
    // The hints describe the route's plain first view; filters in the query string ask for other data.
    if (owner && !query) {
      for (const image of owner.hints.images ?? []) {
        head.push(
          `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(fillParams(image, owner.route, path))}">`,
        );
      }
      const answers = await initialAnswers((owner.hints.data ?? []).map((url) => fillParams(url, owner.route, path)));
      if (Object.keys(answers).length > 0)
        head.push(`<script type="application/json" id="shop-initial-data">${inlineJson(answers)}</script>`);
    }
    return html.replace('</head>', `${head.join('')}</head>`);
  };
}
