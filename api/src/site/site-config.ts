import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { SLICES, remotesMapProblems, type LiveRelease, type RemoteEntry, type RemotesMap } from 'shared-ui/contract';
import { packageRoot } from '../package-root.js';

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
export function releaseRoot(): string {
  return process.env.RELEASE_ROOT ? pathFromEnv(process.env.RELEASE_ROOT) : join(repositoryRoot, 'releases');
}

/** The map a fresh clone serves: every remote's dist/ build with the routes it declares. */
export const defaultRemotesConfigPath = join(packageRoot, 'config', 'remotes.json');

/**
 * The live remotes map: REMOTES_CONFIG when set; else the one `npm run promote` keeps in the
 * release root, once there is one; else the default.
 */
export function remotesConfigPath(): string {
  if (process.env.REMOTES_CONFIG) return pathFromEnv(process.env.REMOTES_CONFIG);
  const promoted = join(releaseRoot(), 'remotes.json');
  return existsSync(promoted) ? promoted : defaultRemotesConfigPath;
}

export type { LiveRelease, RemoteEntry, RemotesMap };

/** Parses and checks a remotes map against the contract's schema; the error names the file and what is wrong. */
export function readRemotesMap(file = remotesConfigPath()): RemotesMap {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} is not readable JSON: ${(error as Error).message}`, { cause: error });
  }
  const problems = remotesMapProblems(parsed);
  if (problems.length > 0) throw new Error(`${file}: ${problems.join('; ')}`);
  return parsed as RemotesMap;
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
