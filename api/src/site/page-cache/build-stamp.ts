import { statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { localBuildDir } from '../first-view/local-build-dir.js';
import { isServedHere } from '../first-view/remote-build-files.js';
import { REREAD_AFTER_MS } from '../first-view/reread-interval.js';
import { SHELL_SERVER_BUILD } from '../server-render/shell-server-build.js';
import { SLICE_SERVER_BUILD } from '../server-render/slice-server-builds.js';
import type { RemotesMap } from '../site-config.js';

/**
 * The modification times of the files a page is made from: the shell's index.html and server build, and
 * each slice's manifest and server build on this machine. Part of a cached page's key, so a build replaced
 * in place (a slice's dist/ rebuilt without a promote) shows within REREAD_AFTER_MS, as it does without
 * the cache. Each file is looked at again at most every REREAD_AFTER_MS.
 */
export function createBuildStamp(options: { shellDir: string; root: string; releases: string }) {
  const seen = new Map<string, { at: number; stamp: string }>();
  const stampOf = (file: string, now: number) => {
    const known = seen.get(file);
    if (known && now - known.at < REREAD_AFTER_MS) return known.stamp;
    let stamp = '-';
    try {
      stamp = String(statSync(file).mtimeMs);
    } catch {
      // Missing: the page is rendered without it, and the stamp changes once it appears.
    }
    seen.set(file, { at: now, stamp });
    return stamp;
  };

  return function buildStamp(remotesMap: RemotesMap): string {
    const now = Date.now();
    const files = [join(options.shellDir, 'index.html'), join(options.shellDir, SHELL_SERVER_BUILD)];
    for (const remote of Object.values(remotesMap)) {
      const entry = typeof remote === 'string' ? remote : remote.entry;
      const folder = isServedHere(entry) ? localBuildDir(entry, options.root, options.releases) : null;
      if (folder) files.push(join(folder, basename(entry)), join(folder, SLICE_SERVER_BUILD));
    }
    return files.map((file) => stampOf(file, now)).join(',');
  };
}
