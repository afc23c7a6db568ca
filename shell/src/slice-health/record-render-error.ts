import type { RemotesMap } from 'shared-ui/types';
import { recordSliceEvent } from './slice-health-events';

/**
 * Notes a render error a slice's error boundary caught, against the release this visitor's map serves
 * (`loadMap`, passed in so this module imports nothing of the loading). After a fallback that is the
 * live release, which its fallback event already counts as failing. A chunk of its own: only a page
 * that failed loads it.
 */
export async function recordRenderError(slice: string, loadMap: () => Promise<RemotesMap>) {
  recordSliceEvent({ kind: 'render-error', slice, release: (await loadMap())[slice]?.release?.id ?? 'dist' });
}
