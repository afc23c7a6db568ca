import { asPrevious, remotesMapProblems, stableEntry, type Canary, type RemoteEntry, type RemotesMap } from 'shared-ui/contract';
import { inCanary } from './cohort.js';

export interface Visitor {
  /** the cohort cookie's id, if the visitor has one */
  cohortId?: string;
  /** the release of one slice this browser previews (its signed cookie), already read */
  preview?: { slice: string; remote: RemoteEntry };
}

/**
 * The map one visitor is served: the stable map, with each slice that has a canary set to the
 * canary for the visitors in its share, and the slice this browser previews set to that release.
 * A slice with a canary or a preview says which one the visitor got (`channel`); the canary's and
 * the preview's `previous` is the stable release, the browser's fallback when they fail to load.
 */
export function composeVisitorMap(stable: RemotesMap, canaries: Record<string, Canary>, visitor: Visitor): RemotesMap {
  const map: RemotesMap = { ...stable };
  for (const [slice, canary] of Object.entries(canaries)) {
    const current = stable[slice];
    if (!current) continue;
    map[slice] =
      visitor.cohortId && inCanary(visitor.cohortId, slice, canary.percent)
        ? servedInstead(canary.remote, current, 'canary')
        : { ...current, channel: 'stable' };
  }
  const preview = visitor.preview;
  if (preview && stable[preview.slice]) {
    const previewed = { ...map, [preview.slice]: servedInstead(preview.remote, stable[preview.slice]!, 'preview') };
    // A preview whose routes clash with another slice's is not served: the shop stays whole.
    if (remotesMapProblems(previewed).length === 0) return previewed;
  }
  return map;
}

function servedInstead(remote: RemoteEntry, stable: RemoteEntry, channel: 'canary' | 'preview'): RemoteEntry {
  const previous = asPrevious(stable) ?? stable.previous;
  return { ...stableEntry(remote), ...(previous ? { previous } : {}), channel };
}
