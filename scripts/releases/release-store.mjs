// Published releases: <release root>/mf-<slice>/<id>/ with the build and its release.json.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const RELEASE_MANIFEST = 'release.json';

const REQUIRED_FIELDS = ['slice', 'version', 'id', 'commit', 'builtAt', 'entry'];

/** A release's release.json, checked for the fields promote relies on. */
export function readRelease(dir) {
  const file = join(dir, RELEASE_MANIFEST);
  let release;
  try {
    release = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} is not readable JSON (${error.message})`, { cause: error });
  }
  const missing = REQUIRED_FIELDS.filter((field) => typeof release[field] !== 'string' || !release[field]);
  if (!Array.isArray(release.routes) || release.routes.length === 0) missing.push('routes');
  if (typeof release.shared !== 'object' || release.shared === null) missing.push('shared');
  if (missing.length > 0) throw new Error(`${file} lacks ${missing.join(', ')}`);
  return { ...release, dir };
}

/** The slices that have at least one release folder. */
export function releasedSlices(root) {
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('mf-'))
    .map((entry) => entry.name.slice('mf-'.length))
    .sort();
}

/** Every readable release of `slice`, oldest build first. */
export function listSliceReleases(root, slice) {
  const folder = join(root, `mf-${slice}`);
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true })
    // A name starting with a dot is a build still being published.
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && existsSync(join(folder, entry.name, RELEASE_MANIFEST)))
    .map((entry) => readRelease(join(folder, entry.name)))
    .sort((a, b) => a.builtAt.localeCompare(b.builtAt));
}

/** The release named by its full id (1.4.0-3f2a9c1) or, when only one has it, its version (1.4.0). */
export function findRelease(root, slice, wanted) {
  const releases = listSliceReleases(root, slice);
  const exact = releases.find((release) => release.id === wanted);
  if (exact) return exact;
  const sameVersion = releases.filter((release) => release.version === wanted);
  if (sameVersion.length === 1) return sameVersion[0];
  const known = releases.map((release) => release.id).join(', ') || 'none';
  if (sameVersion.length > 1) {
    throw new Error(`${slice} has several releases of ${wanted}: ${sameVersion.map((r) => r.id).join(', ')}; name one`);
  }
  throw new Error(`${slice} has no release ${wanted} in ${root} (releases: ${known})`);
}
