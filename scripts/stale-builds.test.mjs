import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { markBuilt, stalePackages, whyStale } from './stale-builds.mjs';

let repo;
const HOUR = 3600;
const now = Math.floor(Date.now() / 1000);

/** Writes a file in the scratch repo, `age` seconds old. */
function file(path, age = 2 * HOUR, text = '') {
  const full = join(repo, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, text);
  utimesSync(full, now - age, now - age);
}

function builtHourAgo(pkg, output) {
  file(join(pkg, output), HOUR);
}

beforeEach(() => {
  repo = mkdtempSync(join(tmpdir(), 'stale-builds-'));
  file('tsconfig.base.json');
  file('shared-ui/package.json', 2 * HOUR, JSON.stringify({ name: 'shared-ui' }));
  file('shared-ui/src/design/button.tsx');
  file('shared-ui/build/create-webpack-config.cjs');
  file(
    'mf-cart/package.json',
    2 * HOUR,
    JSON.stringify({ name: 'mf-cart', dependencies: { 'shared-ui': '1.0.0', react: '19' } }),
  );
  file('mf-cart/webpack.config.cjs');
  file('mf-cart/tsconfig.json');
  file('mf-cart/src/routes.tsx');
  file('api/package.json', 2 * HOUR, JSON.stringify({ name: 'api' }));
  file('api/tsconfig.build.json');
  file('api/src/server.ts');
});
afterEach(() => rmSync(repo, { recursive: true, force: true }));

describe('stale build detection', () => {
  it('builds a package that has no dist/ yet', () => {
    assert.equal(whyStale(repo, 'mf-cart'), 'not built yet');
    assert.equal(whyStale(repo, 'api'), 'not built yet');
  });

  it('skips a package built after its last source change', () => {
    builtHourAgo('mf-cart', 'dist/mf-manifest.json');
    builtHourAgo('api', 'dist/src/server.js');
    assert.deepEqual(stalePackages(repo, ['mf-cart', 'api']), []);
  });

  it("rebuilds the API when shared-ui's compiled contract, which the server imports, is missing", () => {
    file('shared-ui/src/contract/index.ts');
    builtHourAgo('api', 'dist/src/server.js');
    assert.equal(whyStale(repo, 'api'), 'not built yet');
    builtHourAgo('shared-ui', 'dist/contract/index.js');
    assert.equal(whyStale(repo, 'api'), null);
  });

  it("rebuilds the API after an edit in shared-ui's contract (a price rule, a schema), which its build compiles", () => {
    file('shared-ui/src/contract/pricing.ts');
    builtHourAgo('api', 'dist/src/server.js');
    builtHourAgo('shared-ui', 'dist/contract/index.js');
    assert.equal(whyStale(repo, 'api'), null);
    file('shared-ui/src/contract/pricing.ts', 60);
    assert.equal(whyStale(repo, 'api'), 'sources changed since the last build');
  });

  it('rebuilds a front end after an edit in its src/', () => {
    builtHourAgo('mf-cart', 'dist/mf-manifest.json');
    file('mf-cart/src/features/cart/cart-page.tsx', 60);
    assert.equal(whyStale(repo, 'mf-cart'), 'sources changed since the last build');
  });

  it('rebuilds a front end after its webpack config or tsconfig changes', () => {
    builtHourAgo('mf-cart', 'dist/mf-manifest.json');
    file('mf-cart/webpack.config.cjs', 60);
    assert.ok(whyStale(repo, 'mf-cart'));
    file('mf-cart/webpack.config.cjs');
    file('tsconfig.base.json', 60);
    assert.ok(whyStale(repo, 'mf-cart'));
  });

  it('rebuilds every front end after a shared-ui source or build config changes, but not the API', () => {
    builtHourAgo('mf-cart', 'dist/mf-manifest.json');
    builtHourAgo('api', 'dist/src/server.js');
    file('shared-ui/src/design/button.tsx', 60);
    assert.deepEqual(stalePackages(repo, ['mf-cart', 'api']), [
      { pkg: 'mf-cart', reason: 'sources changed since the last build' },
    ]);
    file('shared-ui/src/design/button.tsx');
    file('shared-ui/build/create-webpack-config.cjs', 60);
    assert.ok(whyStale(repo, 'mf-cart'));
  });

  it('ignores test files, which are not part of a build', () => {
    builtHourAgo('mf-cart', 'dist/mf-manifest.json');
    file('mf-cart/src/features/cart/cart-page.test.tsx', 60);
    file('shared-ui/src/design/button.test.tsx', 60);
    assert.equal(whyStale(repo, 'mf-cart'), null);
  });

  it('rebuilds the API after an edit in api/src', () => {
    builtHourAgo('api', 'dist/src/server.js');
    file('api/src/routes/orders.ts', 60);
    assert.equal(whyStale(repo, 'api'), 'sources changed since the last build');
  });
});

describe('after a build', () => {
  it('counts a build whose output did not change as fresh, and an edit made while it ran as newer', () => {
    // Webpack kept the old manifest (same content), so its time is from before the edit.
    file('mf-cart/dist/mf-manifest.json', 3 * HOUR);
    file('mf-cart/src/routes.tsx', HOUR);
    assert.ok(whyStale(repo, 'mf-cart'));
    markBuilt(repo, 'mf-cart', new Date((now - HOUR / 2) * 1000));
    assert.equal(whyStale(repo, 'mf-cart'), null);
    file('mf-cart/src/routes.tsx', 60);
    assert.ok(whyStale(repo, 'mf-cart'));
  });
});
