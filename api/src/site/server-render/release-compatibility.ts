import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** `^19.3.1` is met by 19.3.1 and any later 19.x; any other range is left to the release tools. */
function meetsCaret(version: string, range: string): boolean {
  const wanted = /^\^(\d+)\.(\d+)\.(\d+)$/.exec(range);
  const have = /^(\d+)\.(\d+)\.(\d+)/.exec(version);
  if (!wanted || !have) return true;
  const [, wMajor, wMinor, wPatch] = wanted.map(Number);
  const [, hMajor, hMinor, hPatch] = have.map(Number);
  if (hMajor !== wMajor) return false;
  return hMinor! > wMinor! || (hMinor === wMinor && hPatch! >= wPatch!);
}

/**
 * Why a release folder's build must not be run with the shell's shared singletons (its release.json
 * asks for a React the shell does not provide), or null. The browser refuses such a release too
 * (strictVersion), so the server does not render it either.
 */
export function incompatibility(folder: string, provided: Record<string, string>): string | null {
  let shared: Record<string, { requiredVersion?: unknown }>;
  try {
    shared = (JSON.parse(readFileSync(join(folder, 'release.json'), 'utf8')) as { shared?: typeof shared }).shared ?? {};
  } catch {
    // A slice's dist/ build has no release.json: built with the shell, from the same packages.
    return null;
  }
  for (const [name, version] of Object.entries(provided)) {
    const required = shared[name]?.requiredVersion;
    if (typeof required === 'string' && !meetsCaret(version, required))
      return `it needs ${name} ${required}, but the shell provides ${name} ${version}`;
  }
  return null;
}
