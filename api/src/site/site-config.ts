import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import {
  SLICES,
  defaultRemotesMap,
  remotesMapProblems,
  type LiveRelease,
  type RemoteEntry,
  type RemotesMap,
  type SlicePackage,
} from 'shared-ui/contract';
import { packageRoot } from '../package-root.js';
import type { Env } from '../plugins/external/env.js';

/** Every slice of the registry (shared-ui/src/contract/slices.json): each has a /remotes/<name>/ folder. */
export const REMOTE_NAMES: readonly string[] = SLICES.map((slice) => slice.name);

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

/**
 * The file the live remotes map is kept in: REMOTES_CONFIG when set; else the one `npm run promote`
 * keeps in the release root, once there is one; else none, and the default map is live.
 */
export function remotesConfigPath(env: Pick<Env, 'RELEASE_ROOT' | 'REMOTES_CONFIG'>): string | null {
  if (env.REMOTES_CONFIG) return pathFromEnv(env.REMOTES_CONFIG);
  const promoted = join(releaseRoot(env), 'remotes.json');
  return existsSync(promoted) ? promoted : null;
}

export type { LiveRelease, RemoteEntry, RemotesMap };

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} is not readable JSON: ${(error as Error).message}`, { cause: error });
  }
}

function checked(map: unknown, source: string): RemotesMap {
  const problems = remotesMapProblems(map);
  if (problems.length > 0) throw new Error(`${source}: ${problems.join('; ')}`);
  return map as RemotesMap;
}

/** Parses and checks a remotes map against the contract's schema; the error names the file and what is wrong. */
export function readRemotesMap(file: string): RemotesMap {
  return checked(readJson(file), file);
}

let derivedDefault: RemotesMap | undefined;

/**
 * The map a fresh clone serves: every slice of the registry at its dist/ build, with the routes its
 * package.json declares ("shophub"). Derived and checked once per process. A
 * slice whose build is missing is listed all the same: its area shows the shell's fallback.
 */
export function readDefaultRemotesMap(): RemotesMap {
  derivedDefault ??= checked(
    defaultRemotesMap(SLICES, (slice) => readJson(join(repositoryRoot, slice.package, 'package.json')) as SlicePackage),
    'the default remotes map (slice registry + package.json "shophub")',
  );
  return derivedDefault;
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
