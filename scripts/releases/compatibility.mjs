// The compatibility guard: a release declares, for every shared singleton, the range of versions
// it accepts (its mf-manifest.json `shared[].requiredVersion`). On the page there is one copy of
// each singleton, the shell's (the runtime loads the shell's first), or, for one the shell does
// not share, the copy of whichever live slice loads it first. A release whose range excludes a copy
// it would meet is refused.
import semver from 'semver';

/**
 * The singleton versions a manifest offers, as name -> { version, from }.
 * @param {{ shared?: Array<{ name: string, version: string }> }} manifest an mf-manifest.json
 */
export function providedVersions(manifest, from) {
  const provided = {};
  for (const shared of manifest.shared ?? []) provided[shared.name] = { version: shared.version, from };
  return provided;
}

/**
 * @param {Record<string, { version: string, requiredVersion?: string | false }>} required what the release needs
 * @param {Record<string, { version: string, from: string }>} shell what the live shell provides
 * @param {Array<Record<string, { version: string, from: string }>>} [others] what other live slices provide
 * @returns {string[]} one message per unsatisfied library, naming it and both versions
 */
export function sharedIncompatibilities(required, shell, others = []) {
  const problems = [];
  for (const [name, { requiredVersion }] of Object.entries(required)) {
    if (typeof requiredVersion !== 'string' || requiredVersion === '*') continue;
    const providers = shell[name] ? [shell[name]] : others.map((slice) => slice[name]).filter(Boolean);
    for (const provider of providers) {
      if (!semver.satisfies(provider.version, requiredVersion, { includePrerelease: true })) {
        problems.push(`it needs ${name} ${requiredVersion}, but the live ${provider.from} provides ${name} ${provider.version}`);
      }
    }
  }
  return problems;
}
