import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemotesMap, SliceHealthEvent } from 'shared-ui/types';
import { recordSliceEvent, recordSliceRelease } from '../slice-health/slice-health-events';
import { remoteEntryUrl } from './remote-entry-url';

/** What the runtime's `errorLoadRemote` hook is given. */
type LoadFailure = Parameters<NonNullable<ModuleFederationRuntimePlugin['errorLoadRemote']>>[0];

/** What the fallback needs from the registry (remote-registry.ts), which owns the registrations. */
export interface FallbackContext {
  /** the map the page runs */
  map: RemotesMap;
  /** remote -> the entry URL registered with the runtime */
  registered: ReadonlyMap<string, string>;
  /** registers a remote's entry with the runtime in place of the one it had */
  register: (remote: string, entry: string) => void;
}

/**
 * Where the load failed, in the runtime's and webpack's words: a chunk of the remote (webpack's
 * ChunkLoadError), a shared singleton the release does not accept (strictVersion), else its entry
 * (RUNTIME-008: remoteEntry.js did not load or run).
 */
export function failedStage(error: unknown): NonNullable<SliceHealthEvent['stage']> {
  if (!(error instanceof Error)) return 'entry';
  if (error.name === 'ChunkLoadError' || /Loading (?:css )?chunk \S+ failed/.test(error.message)) return 'chunk';
  if (/of shared singleton module .* does not satisfy the requirement/.test(error.message)) return 'shared';
  return 'entry';
}

/**
 * webpack's chunk-loading array of a remote (`self.webpackChunk<uniqueName>`; shared-ui's webpack
 * config makes the unique name the slice's name). Both releases of a slice use the same one: a fresh
 * array keeps chunks the failed release did load out of the previous release's module registry.
 */
function forgetLoadedChunks(remote: string): void {
  const key = `webpackChunk${remote.replace(/[^A-Za-z0-9_$]/g, '_')}`;
  (globalThis as Record<string, unknown>)[key] = [];
}

/**
 * The runtime's `errorLoadRemote` for `loadRemote('<slice>/routes')` (lifecycle `onLoad`: the remote's
 * entry, a chunk of the exposed module or a shared singleton failed). Records the failure against the
 * release that failed; if it was the live release and the map names a previous one, registers that
 * one, loads the module from it and records it as the release this page view runs. Resolves to the module, or undefined to let the error through
 * (no previous release, or the previous release failed too: the slice shows its Retry panel).
 */
export async function loadPreviousRelease(failure: LoadFailure, context: FallbackContext): Promise<unknown> {
  const remote = failure.remote?.name ?? failure.id.split('/')[0] ?? '';
  const entry = context.map[remote];
  if (!entry) return undefined;
  const { previous } = entry;
  const live = entry.release?.id ?? 'dist';
  const previousEntry = previous ? remoteEntryUrl(previous.entry) : '';
  const fellBackAlready = previous !== undefined && context.registered.get(remote) === previousEntry;
  recordSliceEvent({
    kind: 'load-failure',
    slice: remote,
    release: fellBackAlready ? previous.release.id : live,
    stage: failedStage(failure.error),
  });
  if (!previous || fellBackAlready) return undefined;
  console.warn(
    `[shell] the ${remote} release ${live} failed to load; loading its previous release ${previous.release.id}.`,
    failure.error instanceof Error ? failure.error.message : failure.error,
  );
  forgetLoadedChunks(remote);
  context.register(remote, previousEntry);
  // A failure of the previous release comes back through this hook, which then lets it through.
  const module = await failure.origin.loadRemote(failure.id);
  recordSliceEvent({ kind: 'fallback', slice: remote, release: live });
  recordSliceRelease(remote, previous.release.id);
  return module;
}
