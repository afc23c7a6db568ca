const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/**
 * The remote's `remoteEntry.js`, for a map entry naming its `mf-manifest.json` (every slice is built
 * by shared-ui's webpack config, which writes both side by side). The runtime then loads the entry
 * script straight away: the shell's build leaves the runtime's manifest (snapshot) code out
 * (`disableSnapshot`, shared-ui/build/create-webpack-config.cjs), and the page saves the manifest's
 * request. The server and the release tools still read the manifests.
 */
export function remoteEntryUrl(entry: string): string {
  const url = new URL(entry, window.location.href);
  url.pathname = url.pathname.replace(/\/mf-manifest\.json$/, `/${REMOTE_ENTRY_FILE}`);
  return url.href;
}
