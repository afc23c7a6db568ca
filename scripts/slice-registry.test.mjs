// Adding a slice is a folder plus one entry in the slice registry (shared-ui/src/contract/slices.json):
// these tests add a fake slice to a copy of the registry and see its dev port, its lint zones and its
// entries in the default and dev remotes maps appear, and check that the real configs take theirs
// from the registry.
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ESLint } from 'eslint';
import { readDefaultRemotesMap, readDevServersRemotesMap } from 'shared-ui/build/slice-remotes-maps';
import { appsOf, createConfig } from '../eslint.config.mjs';
import { SITE_PACKAGES } from './stale-builds.mjs';

const require = createRequire(import.meta.url);
const { devPortBase, devRemotesMap } = require('../shared-ui/build/dev-ports.cjs');
const repoDir = join(import.meta.dirname, '..');
const REGISTRY = join('shared-ui', 'src', 'contract', 'slices.json');
const slices = JSON.parse(readFileSync(join(repoDir, REGISTRY), 'utf8'));
const gifts = { name: 'gifts', package: 'mf-gifts', devPort: 3099, label: 'gift cards' };
const giftsRoutes = ['/gifts', '/gifts/:code'];
const readJson = (path) => JSON.parse(readFileSync(join(repoDir, path), 'utf8'));

let scratch;

function plant(path, text) {
  const file = join(scratch, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  return file;
}

/** A scratch repository whose registry has the real slices plus `gifts`. */
before(() => {
  scratch = mkdtempSync(join(tmpdir(), 'slice-registry-'));
  plant(REGISTRY, JSON.stringify([...slices, gifts]));
  mkdirSync(join(scratch, 'shared-ui', 'build'), { recursive: true });
  copyFileSync(join(repoDir, 'shared-ui', 'build', 'dev-ports.cjs'), join(scratch, 'shared-ui', 'build', 'dev-ports.cjs'));
  for (const slice of slices)
    copyFileSync(join(repoDir, slice.package, 'package.json'), plant(`${slice.package}/package.json`, ''));
  plant('mf-gifts/package.json', JSON.stringify({ name: 'mf-gifts', shophub: { routes: giftsRoutes } }));
});

after(() => rmSync(scratch, { recursive: true, force: true }));

describe('a slice added to the registry', () => {
  it('gets its dev port, moved with the port base, and its origins in the API allow list', () => {
    const { devServersAt, devOrigins } = require(join(scratch, 'shared-ui', 'build', 'dev-ports.cjs'));
    const ports = Object.fromEntries(devServersAt(3400).map(({ pkg, port }) => [pkg, port]));
    assert.equal(ports['mf-gifts'], 3499);
    assert.equal(ports['mf-cart'], 3403);
    assert.ok(devOrigins(3400).includes('http://127.0.0.1:3499'));
  });

  it('appears in the default remotes map at its dist/ build, with the routes its package.json declares', () => {
    const map = readDefaultRemotesMap(scratch);
    assert.deepEqual(Object.keys(map), [...slices.map((slice) => slice.name), 'gifts']);
    assert.deepEqual(map.gifts, { entry: '/remotes/gifts/mf-manifest.json', routes: giftsRoutes, label: 'gift cards' });
  });

  it("appears in the shell's dev remotes map at its dev server, moved with the port base", () => {
    const map = readDevServersRemotesMap(scratch);
    assert.deepEqual(map.gifts, { entry: 'http://localhost:3099/mf-manifest.json', routes: giftsRoutes, label: 'gift cards' });
    const moved = devRemotesMap(map, { base: 3400, pageHostname: '127.0.0.1' });
    assert.equal(moved.gifts.entry, 'http://127.0.0.1:3499/mf-manifest.json');
  });

  it('is refused, by name, while its package.json declares no routes or is missing', () => {
    plant('mf-gifts/package.json', JSON.stringify({ name: 'mf-gifts' }));
    assert.throws(() => readDefaultRemotesMap(scratch), /gifts: "routes" must be a non-empty list of route patterns/);
    rmSync(join(scratch, 'mf-gifts', 'package.json'));
    assert.throws(() => readDevServersRemotesMap(scratch), /slice gifts's .*mf-gifts[/\\]package\.json is not readable JSON/);
    plant('mf-gifts/package.json', JSON.stringify({ name: 'mf-gifts', shophub: { routes: giftsRoutes } }));
  });

  it('gets the lint zones of an app: it may not import another slice, nor a feature another feature', async () => {
    assert.deepEqual(appsOf(scratch).slice(-1), ['mf-gifts']);
    plant('mf-cart/src/routes.tsx', 'export const routes = [];\n');
    plant('mf-gifts/src/features/orders/order-list.tsx', 'export const OrderList = 1;\n');
    const crossSlice = plant(
      'mf-gifts/src/features/products/cross-slice.ts',
      "import { routes } from '../../../../mf-cart/src/routes';\nimport { OrderList } from '../orders/order-list';\nexport const x = [routes, OrderList];\n",
    );
    const lint = async (registry) => {
      plant(REGISTRY, JSON.stringify(registry));
      const eslint = new ESLint({ cwd: scratch, overrideConfigFile: true, overrideConfig: createConfig(scratch) });
      const [result] = await eslint.lintFiles([crossSlice]);
      return result.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
    };

    const withGifts = await lint([...slices, gifts]);
    assert.equal(withGifts.length, 2, withGifts.join('\n'));
    assert.match(withGifts[0], /mf-gifts must not import mf-cart/);
    assert.match(withGifts[1], /A feature does not import another feature/);
    // Without its entry the folder is no app, and nothing guards it.
    assert.deepEqual(await lint(slices), []);
    plant(REGISTRY, JSON.stringify([...slices, gifts]));
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

  it('derive the default and the dev remotes map from each registry entry and package.json', () => {
    const defaultMap = readDefaultRemotesMap();
    const devMap = readDevServersRemotesMap();
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

  it("answer /remotes.json on the shell's dev server with the dev map, at the page's host name and port base", () => {
    const config = require(join(repoDir, 'shell', 'webpack.config.cjs'))({}, { mode: 'development' });
    const middlewares = config.devServer.setupMiddlewares([{ name: 'cross-origin-header-check' }], {});
    const { path, middleware } = middlewares.find((entry) => entry.name === 'shop-remotes-map');
    const answer = {
      statusCode: 200,
      headers: {},
      setHeader(name, value) {
        this.headers[name] = value;
      },
      end(body) {
        this.body = body;
      },
    };
    middleware({ hostname: '127.0.0.1' }, answer);

    assert.equal(path, '/remotes.json');
    assert.equal(answer.statusCode, 200);
    assert.equal(answer.headers['Cache-Control'], 'no-cache');
    const base = devPortBase();
    const map = JSON.parse(answer.body);
    for (const slice of slices) {
      assert.deepEqual(map[slice.name], {
        entry: `http://127.0.0.1:${base + slice.devPort - 3000}/mf-manifest.json`,
        routes: readJson(`${slice.package}/package.json`).shophub.routes,
        label: slice.label,
      });
    }
  });
});
