import { readFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { packageRoot } from '../package-root.js';

export const REMOTE_NAMES = ['catalog', 'product', 'cart', 'account', 'checkout'] as const;

/** The repository root: the shell and each remote build into <root>/<package>/dist. */
export const repositoryRoot = resolve(packageRoot, '..');

export function shellDistDir(root = repositoryRoot): string {
  return join(root, 'shell', 'dist');
}

export function remoteDistDir(remote: string, root = repositoryRoot): string {
  return join(root, `mf-${remote}`, 'dist');
}

/** The file an operator edits to move a remote to another host or CDN (REMOTES_CONFIG overrides). */
export function remotesConfigPath(): string {
  const fromEnv = process.env.REMOTES_CONFIG;
  if (!fromEnv) return join(packageRoot, 'config', 'remotes.json');
  return isAbsolute(fromEnv) ? fromEnv : resolve(process.cwd(), fromEnv);
}

export type RemotesMap = Record<string, string>;

/** Read on every request, so an edit takes effect on the next page load without a restart. */
export function readRemotesMap(file = remotesConfigPath()): RemotesMap {
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`${file} must be a JSON object of remote name -> mf-manifest.json URL`);
  }
  const map: RemotesMap = {};
  for (const [name, url] of Object.entries(parsed)) {
    if (typeof url !== 'string' || !url) throw new Error(`${file}: the URL of "${name}" must be a non-empty string`);
    map[name] = url;
  }
  return map;
}

/** Origins other than our own that the page may load code from: remotes moved to another host. */
export function foreignOrigins(map: RemotesMap): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(map)) {
    if (/^https?:\/\//i.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}

export function contentSecurityPolicy(map: RemotesMap): string {
  const extra = foreignOrigins(map).join(' ');
  const withExtra = (sources: string) => (extra ? `${sources} ${extra}` : sources);
  return [
    "default-src 'self'",
    `script-src ${withExtra("'self'")}`,
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
