// Promote and roll back: validate the map a change would produce, then replace the live map
// atomically and record the change, so that rollback knows what was live before.
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { writeJsonAtomic } from './atomic-json.mjs';
import { providedVersions, sharedIncompatibilities } from './compatibility.mjs';
import { currentMapPath, historyPath, liveMapPath, releaseRoot, shellManifestPath, siteRoot } from './release-paths.mjs';
import { findRelease, listSliceReleases, releasedSlices } from './release-store.mjs';
import { checkRoutesContract } from './routes-contract.mjs';
// The contract's schema of the map, read from its TypeScript (Node 24 strips the types): no build needed.
import { remotesMapProblems } from '../../shared-ui/src/contract/remotes-map.ts';
import { readDefaultRemotesMap } from 'shared-ui/build/slice-remotes-maps';

const LOCK_STALE_MS = 60_000;
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

function readHistory(env) {
  const file = historyPath(env);
  if (!existsSync(file)) return { slices: {}, events: [] };
  return readJsonFile(file, 'the release history');
}

/** One promote or rollback at a time: the second waits for nothing and says why. */
function withLock(env, action) {
  const root = releaseRoot(env);
  mkdirSync(root, { recursive: true });
  const lock = join(root, '.live-map.lock');
  if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > LOCK_STALE_MS) rmSync(lock, { force: true });
  let fd;
  try {
    fd = openSync(lock, 'wx');
  } catch {
    throw new Error(`another promote or rollback is running (${lock}); try again in a moment`);
  }
  closeSync(fd);
  const release = () => rmSync(lock, { force: true });
  return Promise.resolve()
    .then(action)
    .finally(release);
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

function commit(env, map, history) {
  const file = liveMapPath(env);
  mkdirSync(dirname(file), { recursive: true });
  writeJsonAtomic(file, map);
  writeJsonAtomic(historyPath(env), history);
  return file;
}

function describe(remote) {
  return remote?.release ? remote.release.id : (remote?.entry ?? 'nothing');
}

/**
 * Makes release `wanted` of `slice` live.
 * @returns {Promise<{ release: object, mapFile: string, previous: string }>}
 */
export function promote(slice, wanted, { env = process.env, now = new Date(), fetchImpl = fetch } = {}) {
  return withLock(env, async () => {
    const release = findRelease(releaseRoot(env), slice, wanted);
    const map = readLiveMap(env);
    const current = map[slice];
    if (current?.release?.id === release.id) throw new Error(`${slice} ${release.id} is already live`);
    checkRoutesContract(release);
    await checkCompatibility(release, map, env, fetchImpl);
    const remote = {
      entry: release.entry,
      routes: release.routes,
      label: release.label ?? current?.label ?? slice,
      ...(release.firstView ? { firstView: release.firstView } : {}),
      release: {
        id: release.id,
        version: release.version,
        commit: release.commit,
        builtAt: release.builtAt,
        liveSince: now.toISOString(),
      },
    };
    const next = await nextMap(map, slice, remote, env, fetchImpl);
    const history = readHistory(env);
    const stack = history.slices[slice] ?? [];
    if (stack.length === 0 && current) stack.push(current);
    stack.push(remote);
    history.slices[slice] = stack;
    history.events.push({ at: now.toISOString(), action: 'promote', slice, from: describe(current), to: release.id });
    const mapFile = commit(env, next, history);
    return { release, mapFile, previous: describe(current) };
  });
}

/**
 * Makes live again what was live before the current release of `slice`.
 * @returns {Promise<{ from: string, to: string, mapFile: string }>}
 */
export function rollback(slice, { env = process.env, now = new Date(), fetchImpl = fetch } = {}) {
  return withLock(env, async () => {
    const map = readLiveMap(env);
    const history = readHistory(env);
    const stack = history.slices[slice] ?? [];
    if (stack.length < 2) throw new Error(`${slice} has no earlier live release to return to`);
    const current = map[slice];
    const previous = stack[stack.length - 2];
    const remote = previous.release ? { ...previous, release: { ...previous.release, liveSince: now.toISOString() } } : previous;
    if (previous.release) {
      const dir = join(releaseRoot(env), `mf-${slice}`, previous.release.id);
      const [release] = listSliceReleases(releaseRoot(env), slice).filter((candidate) => candidate.dir === dir);
      if (release) await checkCompatibility(release, map, env, fetchImpl);
    }
    const next = await nextMap(map, slice, remote, env, fetchImpl);
    stack.splice(stack.length - 2, 2, remote);
    history.slices[slice] = stack;
    history.events.push({ at: now.toISOString(), action: 'rollback', slice, from: describe(current), to: describe(remote) });
    const mapFile = commit(env, next, history);
    return { from: describe(current), to: describe(remote), mapFile };
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
