import { escapeAttribute } from './html-escaping.js';
import { folderUrlOf, isServedHere, type BuildJsonReader } from './remote-build-files.js';

interface MfManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] } } }[];
}

/** Preload links for the remote's entry and the chunks of its `./routes` module, read from its manifest. */
export async function remotePreloads(readBuildJson: BuildJsonReader, manifestUrl: string): Promise<string[]> {
  if (!isServedHere(manifestUrl)) return [];
  const manifest = (await readBuildJson(manifestUrl)) as MfManifest | null;
  const base = folderUrlOf(manifestUrl);
  // The manifest itself is not preloaded: the shell registers remotes by their remoteEntry.js and
  // never fetches it (shell/src/remotes/remote-registry.ts).
  const links: string[] = [];
  if (!manifest) return links;
  const entry = manifest.metaData?.remoteEntry;
  if (entry?.name)
    links.push(`<link rel="preload" as="script" href="${escapeAttribute(base + (entry.path ?? '') + entry.name)}">`);
  const routes = manifest.exposes?.find((expose) => expose.path === './routes');
  for (const file of routes?.assets?.js?.sync ?? [])
    links.push(`<link rel="preload" as="script" href="${escapeAttribute(base + file)}">`);
  return links;
}
