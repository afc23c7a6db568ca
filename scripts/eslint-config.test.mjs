// The lint config is the architecture's guard: these tests plant imports that break a boundary in a
// scratch workspace and check that ESLint rejects them, and that the allowed ones still pass.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ESLint } from 'eslint';
import { createConfig } from '../eslint.config.mjs';

let root;
let eslint;

function plant(path, text) {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  return file;
}

async function boundaryErrors(path, text) {
  const file = plant(path, text);
  const [result] = await eslint.lintFiles([file]);
  return result.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths' || m.ruleId === 'no-restricted-imports');
}

async function schemaErrors(path, text) {
  const file = plant(path, text);
  const [result] = await eslint.lintFiles([file]);
  return result.messages.filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports');
}

before(() => {
  root = mkdtempSync(join(tmpdir(), 'lint-boundaries-'));
  // The apps the zones cover come from the slice registry.
  plant(
    'shared-ui/src/contract/slices.json',
    readFileSync(join(import.meta.dirname, '..', 'shared-ui', 'src', 'contract', 'slices.json'), 'utf8'),
  );
  plant('mf-catalog/src/routes.tsx', 'export const routes = [];\n');
  plant('mf-cart/src/features/cart/components/cart-line.tsx', 'export const CartLine = 1;\n');
  plant('mf-cart/src/features/wishlist/components/wishlist-row.tsx', 'export const WishlistRow = 1;\n');
  plant('mf-cart/src/components/item-row.tsx', 'export const ItemRow = 1;\n');
  plant('shared-ui/src/state/index.ts', 'export const state = 1;\n');
  plant('shared-ui/src/contract/product.ts', 'export const Product = 1;\n');
  eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: createConfig(root) });
});

after(() => rmSync(root, { recursive: true, force: true }));

describe('lint boundaries', () => {
  it('rejects a remote importing another remote', async () => {
    const errors = await boundaryErrors(
      'mf-cart/src/features/cart/components/cross-slice.ts',
      "import { routes } from '../../../../../mf-catalog/src/routes';\nexport const x = routes;\n",
    );
    assert.ok(
      errors.some((e) => /mf-cart must not import mf-catalog/.test(e.message)),
      JSON.stringify(errors),
    );
  });

  it('rejects a feature importing another feature', async () => {
    const errors = await boundaryErrors(
      'mf-cart/src/features/cart/components/cross-feature.ts',
      "import { WishlistRow } from '../../wishlist/components/wishlist-row';\nexport const x = WishlistRow;\n",
    );
    assert.equal(errors.length, 1);
    assert.match(errors[0].message, /A feature does not import another feature/);
  });

  it("rejects the slice's shared components reaching into a feature", async () => {
    const errors = await boundaryErrors(
      'mf-cart/src/components/uses-feature.ts',
      "import { CartLine } from '../features/cart/components/cart-line';\nexport const x = CartLine;\n",
    );
    assert.equal(errors.length, 1);
  });

  it('rejects jotai and ky outside shared-ui', async () => {
    const errors = await boundaryErrors(
      'mf-cart/src/features/cart/components/direct-state.ts',
      "import { atom } from 'jotai';\nimport { useAtomValue } from 'jotai/react';\nimport ky from 'ky';\nexport const x = [atom, useAtomValue, ky];\n",
    );
    assert.deepEqual(
      errors.map((e) => e.ruleId),
      ['no-restricted-imports', 'no-restricted-imports', 'no-restricted-imports'],
    );
  });

  it('rejects the API importing shared-ui beyond the contract', async () => {
    const errors = await boundaryErrors(
      'api/src/routes/uses-state.ts',
      [
        "import { useCart } from 'shared-ui/state';",
        "import { Button } from 'shared-ui/design';",
        "import { state } from '../../../shared-ui/src/state/index';",
        'export const x = [useCart, Button, state];',
        '',
      ].join('\n'),
    );
    assert.deepEqual(
      errors.map((e) => e.ruleId),
      ['no-restricted-imports', 'no-restricted-imports', 'import-x/no-restricted-paths'],
    );
    assert.match(errors[0].message, /The API imports only shared-ui\/contract and shared-ui\/pricing/);
    assert.match(errors[2].message, /api must not import shared-ui/);
  });

  it("lets the API's tests read shared-ui's mock API (the drift test), and nothing else of its browser code", async () => {
    const errors = await boundaryErrors(
      'api/test/contract/uses-mock.test.ts',
      [
        "import { scenarioHandlers } from '../../../shared-ui/src/testing/mock-api/scenarios';",
        "import { state } from '../../../shared-ui/src/state/index';",
        'export const x = [scenarioHandlers, state];',
        '',
      ].join('\n'),
    );
    assert.deepEqual(
      errors.map((e) => e.ruleId),
      ['import-x/no-restricted-paths'],
    );
    assert.match(errors[0].message, /api must not import shared-ui beyond its contract and the mock API/);
  });

  it('allows the API the contract and pricing subpaths', async () => {
    const errors = await boundaryErrors(
      'api/src/routes/uses-contract.ts',
      [
        "import { Order } from 'shared-ui/contract';",
        "import { priceOrder } from 'shared-ui/pricing';",
        "import { Product } from '../../../shared-ui/src/contract/product';",
        'export const x = [Order, priceOrder, Product];',
        '',
      ].join('\n'),
    );
    assert.deepEqual(errors, []);
  });

  it('keeps TypeBox out of browser code: schema and typebox imports in a slice or shared-ui must be type-only', async () => {
    const errors = await schemaErrors(
      'shared-ui/src/state/uses-schema.ts',
      [
        "import { Order } from '../contract/order';",
        "import { Type } from 'typebox';",
        "import type { Product } from '../contract/index';",
        "import type { Static } from 'typebox';",
        "import { PAYMENT_METHODS } from '../contract/pricing';",
        'export const x = [Order, Type, PAYMENT_METHODS];',
        'export type Y = Static<typeof Product>;',
        '',
      ].join('\n'),
    );
    assert.deepEqual(
      errors.map((e) => e.line),
      [1, 2],
    );
    const sliceErrors = await schemaErrors(
      'mf-checkout/src/features/payment/uses-contract.ts',
      "import { PaymentMethod } from 'shared-ui/contract';\nexport const x = PaymentMethod;\n",
    );
    assert.equal(sliceErrors.length, 1);
    assert.match(sliceErrors[0].message, /values come from shared-ui\/pricing/);
  });

  it('allows a feature its own files, the slice components and shared-ui', async () => {
    const errors = await boundaryErrors(
      'mf-cart/src/features/cart/components/allowed.ts',
      [
        "import { CartLine } from './cart-line';",
        "import { ItemRow } from '../../../components/item-row';",
        "import { state } from '../../../../../shared-ui/src/state/index';",
        'export const x = [CartLine, ItemRow, state];',
        '',
      ].join('\n'),
    );
    assert.deepEqual(errors, []);
  });

  it('rejects a react-router-dom export the shared, pruned router does not keep', async () => {
    const file = plant(
      'mf-cart/src/features/cart/components/router-use.tsx',
      "import { Link, useBlocker, type LinkProps } from 'react-router-dom';\nexport const x = [Link, useBlocker] as unknown as LinkProps;\n",
    );
    const [result] = await eslint.lintFiles([file]);
    const messages = result.messages.filter((m) => m.ruleId === 'no-restricted-syntax');
    assert.equal(messages.length, 1);
    assert.match(messages[0].message, /not in ROUTER_EXPORTS/);
  });

  it('keeps the test-only MemoryRouter out of the page, allowing it in tests', async () => {
    const source = "import { Link, MemoryRouter } from 'react-router-dom';\nexport const x = [Link, MemoryRouter];\n";
    const page = plant('mf-cart/src/features/cart/components/memory-router-use.tsx', source);
    const test = plant('mf-cart/src/features/cart/components/memory-router-use.test.tsx', source);
    const [pageResult] = await eslint.lintFiles([page]);
    const [testResult] = await eslint.lintFiles([test]);
    const restricted = (result) => result.messages.filter((m) => m.ruleId === 'no-restricted-syntax');
    assert.equal(restricted(pageResult).length, 1);
    assert.match(restricted(pageResult)[0].message, /not in ROUTER_EXPORTS/);
    assert.deepEqual(restricted(testResult), []);
  });

  it('rejects a styled-components export the shared, pruned copy does not keep, except in the server render', async () => {
    const file = plant(
      'mf-cart/src/components/themed.tsx',
      "import styled, { css, useTheme } from 'styled-components';\nexport const x = [styled, css, useTheme];\n",
    );
    const [result] = await eslint.lintFiles([file]);
    const messages = result.messages.filter((m) => m.ruleId === 'no-restricted-syntax');
    assert.equal(messages.length, 1);
    assert.match(messages[0].message, /styled-components export is not in STYLED_COMPONENTS_EXPORTS/);

    const fragment = plant(
      'shared-ui/src/server-render/render-styles.tsx',
      "import { ServerStyleSheet } from 'styled-components';\nexport const sheet = ServerStyleSheet;\n",
    );
    const [fragmentResult] = await eslint.lintFiles([fragment]);
    assert.deepEqual(
      fragmentResult.messages.filter((m) => m.ruleId === 'no-restricted-syntax'),
      [],
    );
  });

  it("rejects a tool importing an app's code, and a front end importing a tool", async () => {
    const errors = await boundaryErrors(
      'scripts/releases/uses-app.mjs',
      "import { routes } from '../../mf-catalog/src/routes.tsx';\nimport { state } from '../../shared-ui/src/state/index.ts';\nexport const x = [routes, state];\n",
    );
    assert.equal(errors.length, 2);
    assert.match(errors[0].message, /scripts must not import mf-catalog/);
    assert.match(errors[1].message, /scripts must not import shared-ui/);
    plant('scripts/stale-builds.mjs', 'export const stale = 1;\n');
    const frontEndErrors = await boundaryErrors(
      'mf-cart/src/components/uses-tool.ts',
      "import { stale } from '../../../scripts/stale-builds.mjs';\nexport const x = stale;\n",
    );
    assert.equal(frontEndErrors.length, 1);
    assert.match(frontEndErrors[0].message, /mf-cart must not import scripts/);
  });

  it("allows a tool the slice registry, the map's schema and the build configs of shared-ui", async () => {
    plant('shared-ui/src/contract/remotes-map.ts', 'export const remotesMapProblems = () => [];\n');
    plant('shared-ui/build/dev-ports.cjs', 'module.exports = {};\n');
    const errors = await boundaryErrors(
      'scripts/releases/uses-registry.mjs',
      [
        "import slices from '../../shared-ui/src/contract/slices.json' with { type: 'json' };",
        "import { remotesMapProblems } from '../../shared-ui/src/contract/remotes-map.ts';",
        "import ports from '../../shared-ui/build/dev-ports.cjs';",
        'export const x = [slices, remotesMapProblems, ports];',
        '',
      ].join('\n'),
    );
    assert.deepEqual(errors, []);
  });

  it('rejects a source file name that is not kebab-case, in any package', async () => {
    for (const path of ['mf-cart/src/components/ItemRow.tsx', 'scripts/releaseTools.mjs', 'api/src/site/site_config.ts']) {
      const file = plant(path, 'export const x = 1;\n');
      const [result] = await eslint.lintFiles([file]);
      assert.deepEqual(
        result.messages.map((m) => m.ruleId),
        ['check-file/filename-naming-convention'],
        path,
      );
    }
    const file = plant('mf-cart/src/components/item-row.test.tsx', 'export const x = 1;\n');
    const [result] = await eslint.lintFiles([file]);
    assert.deepEqual(result.messages, []);
  });
});
