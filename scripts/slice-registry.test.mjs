// Adding a slice is a folder plus one entry in the slice registry (shared-ui/src/contract/slices.json):
// these tests add a fake slice to a copy of the registry and see its dev port and its lint zones
// appear, and check that the real configs take theirs from the registry.
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ESLint } from 'eslint';
import { appsOf, createConfig } from '../eslint.config.mjs';
import { SITE_PACKAGES } from './stale-builds.mjs';

const require = createRequire(import.meta.url);
const repoDir = join(import.meta.dirname, '..');
const REGISTRY = join('shared-ui', 'src', 'contract', 'slices.json');
const slices = JSON.parse(readFileSync(join(repoDir, REGISTRY), 'utf8'));
const admin = { name: 'admin', package: 'mf-admin', devPort: 3006, label: 'back office' };

let scratch;

function plant(path, text) {
  const file = join(scratch, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  return file;
}

/** A scratch repository whose registry has the real slices plus `admin`. */
before(() => {
  scratch = mkdtempSync(join(tmpdir(), 'slice-registry-'));
  plant(REGISTRY, JSON.stringify([...slices, admin]));
  mkdirSync(join(scratch, 'shared-ui', 'build'), { recursive: true });
  copyFileSync(join(repoDir, 'shared-ui', 'build', 'dev-ports.cjs'), join(scratch, 'shared-ui', 'build', 'dev-ports.cjs'));
});

after(() => rmSync(scratch, { recursive: true, force: true }));

describe('a slice added to the registry', () => {
  it('gets its dev port, moved with the port base, and its origins in the API allow list', () => {
    const { devServersAt, devOrigins } = require(join(scratch, 'shared-ui', 'build', 'dev-ports.cjs'));
    const ports = Object.fromEntries(devServersAt(3400).map(({ pkg, port }) => [pkg, port]));
    assert.equal(ports['mf-admin'], 3406);
    assert.equal(ports['mf-cart'], 3403);
    assert.ok(devOrigins(3400).includes('http://127.0.0.1:3406'));
  });

  it('gets the lint zones of an app: it may not import another slice, nor a feature another feature', async () => {
    assert.deepEqual(appsOf(scratch).slice(-1), ['mf-admin']);
    plant('mf-cart/src/routes.tsx', 'export const routes = [];\n');
    plant('mf-admin/src/features/orders/order-list.tsx', 'export const OrderList = 1;\n');
    const crossSlice = plant(
      'mf-admin/src/features/products/cross-slice.ts',
      "import { routes } from '../../../../mf-cart/src/routes';\nimport { OrderList } from '../orders/order-list';\nexport const x = [routes, OrderList];\n",
    );
    const lint = async (registry) => {
      plant(REGISTRY, JSON.stringify(registry));
      const eslint = new ESLint({ cwd: scratch, overrideConfigFile: true, overrideConfig: createConfig(scratch) });
      const [result] = await eslint.lintFiles([crossSlice]);
      return result.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
    };

    const withAdmin = await lint([...slices, admin]);
    assert.equal(withAdmin.length, 2, withAdmin.join('\n'));
    assert.match(withAdmin[0], /mf-admin must not import mf-cart/);
    assert.match(withAdmin[1], /A feature does not import another feature/);
    // Without its entry the folder is no app, and nothing guards it.
    assert.deepEqual(await lint(slices), []);
    plant(REGISTRY, JSON.stringify([...slices, admin]));
  });
});

describe('the configs that read the registry', () => {
  it("give each slice's webpack build its registry name, dev port and standalone title", () => {
    for (const slice of slices) {
      const config = require(join(repoDir, slice.package, 'webpack.config.cjs'))({}, { mode: 'development' });
      const html = config.plugins.find((plugin) => plugin.constructor.name === 'HtmlWebpackPlugin');
      assert.deepEqual(
        { name: config.name, port: config.devServer.port, title: html.userOptions.title },
        { name: slice.name, port: slice.devPort, title: `${slice.package} (standalone)` },
      );
    }
  });

  it('build and serve every slice with the shell and the API', () => {
    assert.deepEqual(SITE_PACKAGES, ['shell', ...slices.map((slice) => slice.package), 'api']);
  });

  it('list every slice in the default and the dev remotes map, as its registry entry and package.json say', () => {
    const readJson = (path) => JSON.parse(readFileSync(join(repoDir, path), 'utf8'));
    const defaultMap = readJson('api/config/remotes.json');
    const devMap = readJson('shell/remotes.dev.json');
    assert.deepEqual(
      Object.keys(defaultMap),
      slices.map((slice) => slice.name),
    );
    assert.deepEqual(
      Object.keys(devMap),
      slices.map((slice) => slice.name),
    );
    for (const slice of slices) {
      const { shophub } = readJson(`${slice.package}/package.json`);
      const { firstView } = shophub;
      assert.deepEqual(defaultMap[slice.name], {
        entry: `/remotes/${slice.name}/mf-manifest.json`,
        routes: shophub.routes,
        label: slice.label,
        ...(firstView ? { firstView } : {}),
      });
      assert.deepEqual(devMap[slice.name], {
        entry: `http://localhost:${slice.devPort}/mf-manifest.json`,
        routes: shophub.routes,
        label: slice.label,
      });
    }
  });
});
