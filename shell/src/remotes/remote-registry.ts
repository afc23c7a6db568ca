import { getInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
// The map's shape is the contract's schema (shared-ui/src/contract/remotes-map.ts); the server checked it.
import type { RemotesMap, SliceRoutesModule } from 'shared-ui/types';
import { recordSliceRelease } from '../slice-health/slice-health-events';
import { remoteEntryUrl } from './remote-entry-url';

const REMOTES_MAP_URL = '/remotes.json';
const LOAD_TIMEOUT_MS = 15_000;

let remotesMap: Promise<RemotesMap> | null = null;
/** The map last read: the fallback looks up a slice's previous release in it. */
let lastMap: RemotesMap = {};
const sliceModules = new Map<string, Promise<SliceRoutesModule>>();
/** name -> entry URL as registered with the runtime. */
const registered = new Map<string, string>();

/** Registers a remote's entry with the runtime, dropping what it cached for an earlier address. */
function register(name: string, entry: string): void {
  federation().registerRemotes([{ name, entry }], { force: registered.has(name) });
  registered.set(name, entry);
}

/**
 * Last-known-good: a remote whose entry or chunks fail to load is loaded again from its previous
 * release (the map's `previous`), and the failure is recorded for the release's health. The work is
 * in a chunk of its own, fetched only after a failure.
 */
const lastKnownGood: ModuleFederationRuntimePlugin = {
  name: 'shop-last-known-good',
  errorLoadRemote: (failure) =>
    failure.lifecycle === 'onLoad'
      ? import('./last-known-good').then((module) => module.loadPreviousRelease(failure, { map: lastMap, registered, register }))
      : undefined,
};

/** Gives the runtime the last-known-good plugin; once, at start-up. */
export function installLastKnownGood(): void {
  federation().registerPlugins([lastKnownGood]);
}

function withTimeout<T>(promise: Promise<T>, message: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(message)), LOAD_TIMEOUT_MS);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

function federation() {
  const instance = getInstance();
  if (!instance) throw new Error('Module Federation runtime is not initialised');
  return instance;
}

/**
 * The server inlines the map in the page (see api/src/site/first-view.ts), which saves a round trip
 * before the first remote can load. It is used once: a Retry after a failure reads the live map.
 */
function takeInlineRemotesMap(): RemotesMap | null {
  const element = document.getElementById('shop-remotes');
  if (!element) return null;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as RemotesMap;
  } catch {
    return null;
  }
}

async function fetchRemotesMap(): Promise<RemotesMap> {
  // no-store: an operator who moves a remote expects the next page load to follow.
  const response = await fetch(REMOTES_MAP_URL, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not read ${REMOTES_MAP_URL} (HTTP ${response.status})`);
  return (await response.json()) as RemotesMap;
}

async function readAndRegisterRemotes(): Promise<RemotesMap> {
  const map = takeInlineRemotesMap() ?? (await fetchRemotesMap());
  lastMap = map;
  for (const [name, remote] of Object.entries(map)) {
    const entry = remoteEntryUrl(remote.entry);
    // force (in register) drops whatever the runtime cached for a remote whose address changed.
    if (registered.get(name) !== entry) register(name, entry);
  }
  return map;
}

/** Reads /remotes.json once per page load and registers every remote with the runtime. */
export function loadRemotesMap(): Promise<RemotesMap> {
  remotesMap ??= withTimeout(readAndRegisterRemotes(), `${REMOTES_MAP_URL} did not answer in time`);
  remotesMap.catch(() => {
    remotesMap = null;
  });
  return remotesMap;
}

async function importSliceRoutes(remote: string): Promise<SliceRoutesModule> {
  const map = await loadRemotesMap();
  const mapEntry = map[remote];
  if (!mapEntry) throw new Error(`No address is configured for the "${remote}" remote`);
  // The release this page view runs; the fallback records the previous one if it takes over.
  recordSliceRelease(remote, mapEntry.release?.id ?? 'dist');
  const module = await federation().loadRemote<SliceRoutesModule>(`${remote}/routes`);
  if (!module || !Array.isArray(module.routes)) throw new Error(`The "${remote}" remote did not provide its routes`);
  return module;
}

/** The remote's routes module, fetched on first use and kept for the page's lifetime. */
export function loadSliceRoutes(remote: string): Promise<SliceRoutesModule> {
  let module = sliceModules.get(remote);
  if (!module) {
    module = withTimeout(importSliceRoutes(remote), `The "${remote}" remote took too long to load`);
    sliceModules.set(remote, module);
  }
  return module;
}

/**
 * After a failure: read the map again (an operator may have fixed it) and make the runtime forget
 * the remote, so the next load fetches it afresh.
 */
export async function resetRemote(remote: string): Promise<void> {
  sliceModules.delete(remote);
  remotesMap = null;
  // Not matching any URL: the next read re-registers it with force.
  registered.set(remote, '');
  await loadRemotesMap().catch(() => undefined);
}
