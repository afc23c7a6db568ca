import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { packageRoot } from '../package-root.js';
import type { Env } from '../plugins/external/env.js';

export const REMOTE_NAMES = ['catalog', 'product', 'cart', 'account', 'checkout'] as const;

/** The repository root: the shell and each remote build into <root>/<package>/dist. */
export const repositoryRoot = resolve(packageRoot, '..');

export function shellDistDir(root = repositoryRoot): string {
  return join(root, 'shell', 'dist');
}

export function remoteDistDir(remote: string, root = repositoryRoot): string {
  return join(root, `mf-${remote}`, 'dist');
}

/**
 * A relative path in the environment is taken from the repository root, as the release tools take
 * it (`npm start` runs the server in api/, the tools run at the root).
 */
function pathFromEnv(value: string): string {
  return isAbsolute(value) ? value : resolve(repositoryRoot, value);
}

/**
 * Where `npm run release` publishes and the server serves /releases/ from: RELEASE_ROOT, else
 * <repo>/releases. scripts/releases/release-paths.mjs resolves the same paths: keep them in step.
 */
export function releaseRoot(env: Pick<Env, 'RELEASE_ROOT'>): string {
  return env.RELEASE_ROOT ? pathFromEnv(env.RELEASE_ROOT) : join(repositoryRoot, 'releases');
}

/** The map a fresh clone serves: every remote's dist/ build with the routes it declares. */
export const defaultRemotesConfigPath = join(packageRoot, 'config', 'remotes.json');

/**
 * The live remotes map: REMOTES_CONFIG when set; else the one `npm run promote` keeps in the
 * release root, once there is one; else the default.
 */
export function remotesConfigPath(env: Pick<Env, 'RELEASE_ROOT' | 'REMOTES_CONFIG'>): string {
  if (env.REMOTES_CONFIG) return pathFromEnv(env.REMOTES_CONFIG);
  const promoted = join(releaseRoot(env), 'remotes.json');
  return existsSync(promoted) ? promoted : defaultRemotesConfigPath;
}

/** Which release of a slice is live, as promote records it. */
export interface LiveRelease {
  id: string;
  version: string;
  commit: string;
  builtAt: string;
  liveSince: string;
}

export interface RemoteEntry {
  /** the slice's mf-manifest.json: a path on this server or an http(s) URL */
  entry: string;
  /** the route patterns the slice owns; the shell builds its route table from them */
  routes: string[];
  /** how the shell names the slice when it cannot load (default: its name) */
  label?: string;
  release?: LiveRelease;
  /**
   * per route: the API reads and images its first view needs and the prerendered markup file of its
   * build (beside mf-manifest.json), put in the page (first-view.ts)
   */
  firstView?: Record<string, { data?: string[]; images?: string[]; markup?: string; render?: string }>;
}

export type RemotesMap = Record<string, RemoteEntry>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function checkRemote(name: string, remote: unknown): RemoteEntry {
  const problem = (what: string) => new Error(`the entry of "${name}" ${what}`);
  if (!isRecord(remote)) throw problem('must be an object { entry, routes, label }');
  const { entry, routes, label, release } = remote;
  if (typeof entry !== 'string' || !/^(\/(?!\/)|https?:\/\/)/i.test(entry)) {
    throw problem('needs "entry": a path starting with / or an http(s) URL of its mf-manifest.json');
  }
  if (
    !Array.isArray(routes) ||
    routes.length === 0 ||
    !routes.every((route) => typeof route === 'string' && route.startsWith('/'))
  ) {
    throw problem('needs "routes": a non-empty list of paths starting with /');
  }
  if (label !== undefined && (typeof label !== 'string' || !label)) throw problem('has a "label" that is not a non-empty string');
  const checked: RemoteEntry = { entry, routes: routes as string[], ...(label ? { label } : {}) };
  if (remote.firstView !== undefined) {
    if (!isRecord(remote.firstView)) throw problem('has a "firstView" that is not an object of route -> { data, images }');
    checked.firstView = remote.firstView as RemoteEntry['firstView'];
  }
  if (release !== undefined) {
    const fields = ['id', 'version', 'commit', 'builtAt', 'liveSince'] as const;
    if (!isRecord(release) || !fields.every((field) => typeof release[field] === 'string')) {
      throw problem(`has a "release" without ${fields.join(', ')}`);
    }
    checked.release = Object.fromEntries(fields.map((field) => [field, release[field]])) as unknown as LiveRelease;
  }
  return checked;
}

/** Parses and checks a remotes map; the error names the file and what is wrong. */
export function readRemotesMap(file: string): RemotesMap {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} is not readable JSON: ${(error as Error).message}`, { cause: error });
  }
  if (!isRecord(parsed)) throw new Error(`${file} must be a JSON object of slice name -> { entry, routes, label }`);
  try {
    return Object.fromEntries(Object.entries(parsed).map(([name, remote]) => [name, checkRemote(name, remote)]));
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
  }
}

/** Origins other than our own that the page may load code from: remotes moved to another host. */
export function foreignOrigins(map: RemotesMap): string[] {
  const origins = new Set<string>();
  for (const { entry } of Object.values(map)) {
    if (/^https?:\/\//i.test(entry)) origins.add(new URL(entry).origin);
  }
  return [...origins];
}

/** @param scriptHashes sources ('sha256-…') of inline scripts this page carries (the first view's theme script) */
export function contentSecurityPolicy(map: RemotesMap, scriptHashes: string[] = []): string {
  const extra = foreignOrigins(map).join(' ');
  const withExtra = (sources: string) => (extra ? `${sources} ${extra}` : sources);
  const inlineScripts = scriptHashes.map((hash) => ` '${hash}'`).join('');
  return [
    "default-src 'self'",
    `script-src ${withExtra(`'self'${inlineScripts}`)}`,
    // The shell's service worker, /sw.js (worker-src would fall back to script-src; said out loud).
    "worker-src 'self'",
    `connect-src ${withExtra("'self'")}`,
    `img-src ${withExtra("'self' data: blob:")}`,
    // styled-components injects <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}
