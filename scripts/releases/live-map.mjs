// Promote, canary, preview and roll back: validate the map a change would produce, then change the
// release state (release-state-store.mjs) and record the change, so that rollback knows what was live before.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { providedVersions, sharedIncompatibilities } from './compatibility.mjs';
import { currentMapPath, liveMapPath, releaseRoot, shellManifestPath, shopUrl, siteRoot } from './release-paths.mjs';
import { withReleaseState } from './release-state-store.mjs';
import { findRelease, listSliceReleases, releasedSlices } from './release-store.mjs';
import { checkRoutesContract } from './routes-contract.mjs';
// The contract's schema of the map, read from its TypeScript (Node 24 strips the types): no build needed.
import { remotesMapProblems } from '../../shared-ui/src/contract/remotes-map.ts';
import { readDefaultRemotesMap } from 'shared-ui/build/slice-remotes-maps';
import {
  applyCanary,
  applyCanaryRollback,
  applyPromote,
  applyRollback,
  describeEntry,
} from '../../shared-ui/src/contract/release-state.ts';
import { DEFAULT_PREVIEW_HOURS, signPreviewToken } from './preview-link.mjs';
const FETCH_TIMEOUT_MS = 5_000;

function readJsonFile(file, what) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${what} ${file} is not readable JSON (${error.message})`, { cause: error });
  }
}

/** The map the server serves now, validated: a broken live map is reported, never built upon. */
export function readLiveMap(env = process.env) {
  const file = currentMapPath(env);
  if (!file) return readDefaultRemotesMap();
  const map = readJsonFile(file, 'the remotes map');
  const problems = remotesMapProblems(map);
  if (problems.length > 0) throw new Error(`the remotes map ${file} is invalid:\n  ${problems.join('\n  ')}`);
  return map;
}

/** The file a path-only entry stands for on this server, or null when it is not one we serve. */
function localFileOf(entry, env) {
  const within = (base, rest) => {
    const file = resolve(base, rest);
    return file.startsWith(base + sep) ? file : null;
  };
  const releases = entry.match(/^\/releases\/(.+)$/);
  if (releases) return within(releaseRoot(env), releases[1]);
  const remote = entry.match(/^\/remotes\/([a-z][a-z0-9-]*)\/(.+)$/);
  if (remote) return within(join(siteRoot(env), `mf-${remote[1]}`, 'dist'), remote[2]);
  return null;
}

/** Reads the federation manifest an entry names: a file this server serves, or a URL (a CDN). */
export async function fetchManifest(entry, env = process.env, fetchImpl = fetch) {
  if (/^https?:\/\//i.test(entry)) {
    let response;
    try {
      response = await fetchImpl(entry, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    } catch (error) {
      throw new Error(`${entry} is not reachable (${error.message})`, { cause: error });
    }
    if (!response.ok) throw new Error(`${entry} answered HTTP ${response.status}`);
    try {
      return await response.json();
    } catch {
      throw new Error(`${entry} is not a JSON federation manifest`);
    }
  }
  const file = localFileOf(entry, env);
  if (!file) throw new Error(`${entry} is neither under /releases/ or /remotes/ nor an http(s) URL`);
  if (!existsSync(file)) throw new Error(`${entry} does not exist (${file})`);
  return readJsonFile(file, 'the federation manifest');
}

/** What other live slices would provide for singletons the shell does not share. */
function otherSlicesProvide(map, slice, env) {
  const provided = [];
  for (const [name, remote] of Object.entries(map)) {
    if (name === slice || !remote.release) continue;
    const dir = join(releaseRoot(env), `mf-${name}`, remote.release.id);
    const file = join(dir, 'release.json');
    if (!existsSync(file)) continue;
    const release = readJsonFile(file, 'the release manifest');
    provided.push(
      Object.fromEntries(
        Object.entries(release.shared ?? {}).map(([lib, { version }]) => [lib, { version, from: `${name} ${remote.release.id}` }]),
      ),
    );
  }
  return provided;
}

/** Refuses a release whose shared requirements the live shell (or, failing it, another slice) cannot meet. */
async function checkCompatibility(release, map, env, fetchImpl) {
  const shellManifest = shellManifestPath(env);
  const manifest = /^https?:\/\//i.test(shellManifest)
    ? await fetchManifest(shellManifest, env, fetchImpl)
    : existsSync(shellManifest)
      ? readJsonFile(shellManifest, "the shell's federation manifest")
      : null;
  if (!manifest) {
    throw new Error(
      `cannot check ${release.slice} ${release.id} against the live shell: ${shellManifest} is missing (build the shell, or set SHELL_MANIFEST)`,
    );
  }
  const problems = sharedIncompatibilities(
    release.shared,
    providedVersions(manifest, 'shell'),
    otherSlicesProvide(map, release.slice, env),
  );
  if (problems.length > 0) {
    throw new Error(`refused: ${release.slice} ${release.id} is not compatible with the live site:\n  ${problems.join('\n  ')}`);
  }
}

/** The map with `slice` set to `remote`, refused unless it is valid and its manifest is reachable. */
async function nextMap(map, slice, remote, env, fetchImpl) {
  const next = { ...map, [slice]: remote };
  const problems = remotesMapProblems(next);
  if (problems.length > 0) throw new Error(`refused: the map would be invalid:\n  ${problems.join('\n  ')}`);
  const manifest = await fetchManifest(remote.entry, env, fetchImpl);
  if (typeof manifest?.metaData?.remoteEntry?.name !== 'string') {
    throw new Error(`refused: ${remote.entry} is not a federation manifest (no metaData.remoteEntry)`);
  }
  return next;
}

/** The map a change builds on: the state's, checked, or (before a first promote there) the file's or the default. */
function baseMap(state, env) {
  if (!state.map) return readLiveMap(env);
  const problems = remotesMapProblems(state.map);
  if (problems.length > 0) throw new Error(`the live remotes map is invalid:\n  ${problems.join('\n  ')}`);
  return state.map;
}

/** The map entry a published release is served with. */
function remoteOf(release, current, now) {
  return {
    entry: release.entry,
    routes: release.routes,
    label: release.label ?? current?.label ?? release.slice,
    ...(release.firstView ? { firstView: release.firstView } : {}),
    release: {
      id: release.id,
      version: release.version,
      commit: release.commit,
      builtAt: release.builtAt,
      liveSince: now.toISOString(),
    },
  };
}

/** The guard every way onto the live site passes: the contract check, the shared versions, a valid map, a reachable manifest. */
async function guardedRemote(release, map, env, now, fetchImpl) {
  checkRoutesContract(release);
  await checkCompatibility(release, map, env, fetchImpl);
  const remote = remoteOf(release, map[release.slice], now);
  await nextMap(map, release.slice, remote, env, fetchImpl);
  return remote;
}

/** Where the map a change wrote lives: the file the server reads, or the database. */
const mapLocation = (store, env) => (store.kind === 'postgres' ? 'the release_state table' : liveMapPath(env));

/**
 * Makes release `wanted` of `slice` live: for everyone, or with `canary` for that percent of visitors
 * (a cohort cookie keeps each visitor on their side). A plain promote of a slice with a canary finishes it.
 * @returns {Promise<{ release: object, mapFile: string, previous: string, canary?: number, endedCanary?: string }>}
 */
export function promote(slice, wanted, { env = process.env, now = new Date(), fetchImpl = fetch, canary } = {}) {
  if (canary !== undefined && !(Number.isInteger(canary) && canary >= 1 && canary <= 99)) {
    return Promise.reject(new Error(`--canary takes a whole percent from 1 to 99, not ${canary} (a plain promote is 100)`));
  }
  return withReleaseState(env, (store) =>
    store.update(async (state) => {
      const release = findRelease(releaseRoot(env), slice, wanted);
      const map = baseMap(state, env);
      const current = map[slice];
      if (current?.release?.id === release.id) throw new Error(`${slice} ${release.id} is already live`);
      const remote = await guardedRemote(release, map, env, now, fetchImpl);
      const result = { release, mapFile: mapLocation(store, env), previous: describeEntry(current) };
      if (canary !== undefined) {
        return { state: applyCanary(state, map, slice, remote, canary, { now }), result: { ...result, canary } };
      }
      const running = state.canaries[slice];
      const endedCanary = running && running.remote.release?.id !== release.id ? describeEntry(running.remote) : undefined;
      return { state: applyPromote(state, map, slice, remote, { now }), result: { ...result, endedCanary } };
    }),
  );
}

/**
 * Ends the canary of `slice` if there is one; else makes live again what was live before its current release.
 * @returns {Promise<{ from: string, to: string, mapFile: string, canary: boolean }>}
 */
export function rollback(slice, { env = process.env, now = new Date(), fetchImpl = fetch } = {}) {
  return withReleaseState(env, (store) =>
    store.update(async (state) => {
      const map = baseMap(state, env);
      if (state.canaries[slice]) {
        const ended = applyCanaryRollback(state, map, slice, { now });
        return { state: ended.state, result: { from: ended.from, to: ended.to, mapFile: mapLocation(store, env), canary: true } };
      }
      const rolled = applyRollback(state, map, slice, { now });
      if (rolled.remote.release) {
        const dir = join(releaseRoot(env), `mf-${slice}`, rolled.remote.release.id);
        const [release] = listSliceReleases(releaseRoot(env), slice).filter((candidate) => candidate.dir === dir);
        if (release) await checkCompatibility(release, map, env, fetchImpl);
      }
      await nextMap(map, slice, rolled.remote, env, fetchImpl);
      return { state: rolled.state, result: { from: rolled.from, to: rolled.to, mapFile: mapLocation(store, env), canary: false } };
    }),
  );
}

/**
 * A link that serves release `wanted` of `slice` to the browser that opens it, and to nobody else,
 * until it expires. The release passes the same guard as a promote.
 * @returns {Promise<{ release: object, link: string, expiresAt: Date }>}
 */
export function preview(slice, wanted, { env = process.env, now = new Date(), fetchImpl = fetch, hours = DEFAULT_PREVIEW_HOURS } = {}) {
  if (!(hours > 0 && hours <= 24 * 7)) return Promise.reject(new Error(`--hours takes a number of hours up to a week, not ${hours}`));
  return withReleaseState(env, async (store) => {
    const release = findRelease(releaseRoot(env), slice, wanted);
    const map = baseMap(await store.read(), env);
    await guardedRemote(release, map, env, now, fetchImpl);
    const secret = env.PREVIEW_SECRET || (await store.previewSecret());
    const expiresAt = new Date(now.getTime() + hours * 3_600_000);
    const token = signPreviewToken({ slice, release: release.id, expiresAt: expiresAt.getTime() }, secret);
    return { release, link: `${shopUrl(env)}/__preview?token=${token}`, expiresAt };
  });
}

/** The stable map and the canaries as the server reads them. */
export function liveState(env = process.env) {
  return withReleaseState(env, async (store) => {
    const state = await store.read();
    return { map: baseMap(state, env), canaries: state.canaries, history: state.history };
  });
}

/** Each slice's releases, newest last, with the live one marked. */
export function releasesOverview(env = process.env) {
  const map = readLiveMap(env);
  const slices = new Set([...Object.keys(map), ...releasedSlices(releaseRoot(env))]);
  return [...slices].sort().map((slice) => ({
    slice,
    live: map[slice] ?? null,
    releases: listSliceReleases(releaseRoot(env), slice).map((release) => ({
      id: release.id,
      version: release.version,
      commit: release.commit,
      builtAt: release.builtAt,
      live: map[slice]?.release?.id === release.id,
    })),
  }));
}
