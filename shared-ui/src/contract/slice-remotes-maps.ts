// The remotes maps a checkout serves before any release is promoted, derived from the slice registry
// and what each slice's package.json declares under "shophub" (its routes), so adding a slice is a
// folder plus one registry entry. The dev server and the release tools load this file straight from
// its TypeScript (Node strips the types), so it imports types only.
import type { RemoteEntry, RemotesMap } from './remotes-map.js';
import type { Slice } from './slices.js';

/** The part of a slice's package.json the maps read. */
export interface SlicePackage {
  shophub?: {
    /** the routes the slice owns */
    routes?: string[];
    /** retired first-view hints (remotes-map.ts): copied into the default map as they are, read by nothing */
    firstView?: RemoteEntry['firstView'];
  };
}

/** Reads a slice's package.json: from the checkout, or from a test's scratch folder. */
export type ReadSlicePackage = (slice: Slice) => SlicePackage;

function remotesMapOf(
  slices: readonly Slice[],
  readPackage: ReadSlicePackage,
  { entryOf, withFirstView }: { entryOf: (slice: Slice) => string; withFirstView: boolean },
): RemotesMap {
  return Object.fromEntries(
    slices.map((slice) => {
      const { shophub } = readPackage(slice);
      // No routes declared: the schema's check names the slice and the field.
      const remote: RemoteEntry = { entry: entryOf(slice), routes: shophub?.routes ?? [], label: slice.label };
      if (withFirstView && shophub?.firstView) remote.firstView = shophub.firstView;
      return [slice.name, remote];
    }),
  );
}

/**
 * The live map of a checkout with no promoted release: every slice's dist/ build, which the API
 * serves at /remotes/<name>/ (a slice not built yet is listed all the same; its area shows the
 * shell's fallback until it is).
 */
export function defaultRemotesMap(slices: readonly Slice[], readPackage: ReadSlicePackage): RemotesMap {
  return remotesMapOf(slices, readPackage, {
    entryOf: (slice) => `/remotes/${slice.name}/mf-manifest.json`,
    withFirstView: true,
  });
}

/**
 * The shell dev server's map: every slice's dev server at its registry port on localhost
 * (dev-ports.cjs moves it to the port base and the page's host name), with no first-view hints.
 */
export function devServersRemotesMap(slices: readonly Slice[], readPackage: ReadSlicePackage): RemotesMap {
  return remotesMapOf(slices, readPackage, {
    entryOf: (slice) => `http://localhost:${slice.devPort}/mf-manifest.json`,
    withFirstView: false,
  });
}
