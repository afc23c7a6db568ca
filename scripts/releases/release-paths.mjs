// Where releases and the live remotes map live. The API's site plugin resolves the same paths
// (api/src/site/site-config.ts): keep the two in step.
import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A relative path in the environment is taken from the repository root, by the server and the tools alike. */
function fromEnv(value) {
  return isAbsolute(value) ? value : resolve(repoRoot, value);
}

/** The release root: RELEASE_ROOT, else <repo>/releases. The server serves it at /releases/. */
export function releaseRoot(env = process.env) {
  return env.RELEASE_ROOT ? fromEnv(env.RELEASE_ROOT) : join(repoRoot, 'releases');
}

/**
 * The live map promote writes: REMOTES_CONFIG when set, else remotes.json in the release root
 * (created on the first promote from the default map, which the server and the tools derive from
 * the slice registry: shared-ui/build/slice-remotes-maps.cjs).
 */
export function liveMapPath(env = process.env) {
  return env.REMOTES_CONFIG ? fromEnv(env.REMOTES_CONFIG) : join(releaseRoot(env), 'remotes.json');
}

/** The file of the map the server is reading now, or null before the first promote: the default map is live. */
export function currentMapPath(env = process.env) {
  const live = liveMapPath(env);
  return existsSync(live) || env.REMOTES_CONFIG ? live : null;
}

/** Every promote and rollback, per slice, so rollback knows what was live before. */
export function historyPath(env = process.env) {
  return join(releaseRoot(env), 'live-history.json');
}

/** The running canaries, slice -> { remote, percent, startedAt, steppedAt } (without DATABASE_URL). */
export function canariesPath(env = process.env) {
  return join(releaseRoot(env), 'canaries.json');
}

/** Where the shop answers, for preview links and for the health `npm run releases` shows: SHOP_URL, else localhost:PORT. */
export function shopUrl(env = process.env) {
  return (env.SHOP_URL ?? `http://localhost:${env.PORT ?? 3000}`).replace(/\/+$/, '');
}

/** Where the server finds shell/dist and mf-<slice>/dist (the /remotes/<slice>/ builds): SITE_ROOT, else the repository. */
export function siteRoot(env = process.env) {
  return env.SITE_ROOT ? fromEnv(env.SITE_ROOT) : repoRoot;
}

/** What the live shell provides to remotes (its federation manifest lists its shared versions). */
export function shellManifestPath(env = process.env) {
  return env.SHELL_MANIFEST ? fromEnv(env.SHELL_MANIFEST) : join(siteRoot(env), 'shell', 'dist', 'mf-manifest.json');
}

/** The folder of one release: <root>/mf-<slice>/<version>-<shorthash>[-dirty.<time>]. */
export function releaseDir(root, slice, id) {
  return join(root, `mf-${slice}`, id);
}
