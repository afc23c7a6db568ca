import type { RemotesMap } from 'shared-ui/types';

/**
 * Route ownership: which remote renders which paths. It comes from /remotes.json, where each
 * slice's release declares its routes, so a slice adds a page in its own release. The shell loads
 * a remote only when one of its paths is visited, which keeps the home page free of checkout code.
 */
export interface Slice {
  remote: string;
  /** Used in the message shown when the remote cannot load. */
  label: string;
  paths: string[];
  /** The release this visitor previews (the map serves it on the `preview` channel): the shell shows a ribbon. */
  preview?: string;
}

/** The route table the shell builds at start-up from the live remotes map. */
export function slicesFromMap(map: RemotesMap): Slice[] {
  return Object.entries(map).map(([remote, { routes, label, channel, release }]) => ({
    remote,
    label: label || remote,
    paths: Array.isArray(routes) ? routes : [],
    ...(channel === 'preview' && { preview: release?.id ?? 'dist' }),
  }));
}
