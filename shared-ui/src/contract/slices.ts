import slices from './slices.json' with { type: 'json' };

/**
 * One remote of the shop, as the slice registry (slices.json) lists it. The registry is the one list
 * of slices: dev ports, webpack names, lint zones, the API's /remotes/<name>/ folders, the test run
 * and the release labels all come from it. CommonJS and .mjs tooling read the JSON itself
 * (`shared-ui/slices.json`).
 */
export interface Slice {
  /** federation name and map key: catalog */
  name: string;
  /** the workspace folder and package: mf-catalog */
  package: string;
  /** its dev server's port at the default port base (shared-ui/build/dev-ports.cjs) */
  devPort: number;
  /** how the shell names it when it cannot load ("The catalogue could not be loaded") */
  label: string;
}

export const SLICES: readonly Slice[] = slices;
