import { join, resolve, sep } from 'node:path';
import { REMOTE_NAMES, remoteDistDir } from '../site-config.js';
import { decodeURIComponentSafe } from './decode-uri-component-safe.js';
import { folderUrlOf } from './remote-build-files.js';

/**
 * The folder on this machine a same-origin manifest URL is served from: a remote's dist/ build
 * (/remotes/<name>/) or a release (/releases/...). Null for anything else, another host included.
 */
export function localBuildDir(manifestUrl: string, root: string, releases = join(root, 'releases')): string | null {
  const folderUrl = folderUrlOf(manifestUrl);
  const mounts: [string, string][] = [
    ...REMOTE_NAMES.map((name): [string, string] => [`/remotes/${name}/`, remoteDistDir(name, root)]),
    ['/releases/', releases],
  ];
  for (const [prefix, dir] of mounts) {
    if (!folderUrl.startsWith(prefix)) continue;
    const folder = resolve(dir, decodeURIComponentSafe(folderUrl.slice(prefix.length)));
    return folder === resolve(dir) || folder.startsWith(resolve(dir) + sep) ? folder : null;
  }
  return null;
}
