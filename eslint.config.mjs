// One lint config for the whole workspace. The boundary zones are the architecture written down:
// a feature never imports another feature, a remote never imports another remote or the shell,
// and only shared-ui talks to jotai and ky directly (after bulletproof-react's restricted paths).
// The apps are the shell and every slice of the registry (shared-ui/src/contract/slices.json).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const { ROUTER_EXPORTS, ROUTER_TEST_EXPORTS, STYLED_COMPONENTS_EXPORTS } = createRequire(import.meta.url)(
  './shared-ui/build/shared-dependencies.cjs',
);

/** Named imports a pruned shared library keeps (shared-ui/build/shared-dependencies.cjs); any other is undefined on the page. */
function prunedLibraryImports(library, listName, exportsKept) {
  return [
    {
      selector: `ImportDeclaration[source.value='${library}'][importKind!='type'] > ImportSpecifier[importKind!='type'][imported.name!=/^(${exportsKept.join('|')})$/]`,
      message: `This ${library} export is not in ${listName} (shared-ui/build/shared-dependencies.cjs): add it there.`,
    },
    {
      selector: `ImportDeclaration[source.value='${library}'] > ImportNamespaceSpecifier`,
      message: `Import ${library} by name: the shared copy keeps only ${listName}.`,
    },
  ];
}
const ROUTER_IMPORTS = prunedLibraryImports('react-router-dom', 'ROUTER_EXPORTS', ROUTER_EXPORTS);
const TEST_ROUTER_IMPORTS = prunedLibraryImports('react-router-dom', 'ROUTER_EXPORTS or ROUTER_TEST_EXPORTS', [
  ...ROUTER_EXPORTS,
  ...ROUTER_TEST_EXPORTS,
]);
const STYLED_COMPONENTS_IMPORTS = prunedLibraryImports(
  'styled-components',
  'STYLED_COMPONENTS_EXPORTS',
  STYLED_COMPONENTS_EXPORTS,
);

/** The shell and every slice package of the registry under `root`. */
export function appsOf(root) {
  const slices = JSON.parse(readFileSync(join(root, 'shared-ui', 'src', 'contract', 'slices.json'), 'utf8'));
  return ['shell', ...slices.map((slice) => slice.package)];
}

function featureFolders(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** import-x/no-restricted-paths zones: one per (app, feature folder) plus one per pair of packages. */
function boundaryZones(root) {
  const apps = appsOf(root);
  const packages = [...apps, 'shared-ui', 'api', 'e2e'];
  const zones = [];
  for (const app of apps) {
    // A feature may import its own files and the slice's shared folders, never a sibling feature.
    for (const feature of featureFolders(join(root, app, 'src', 'features'))) {
      zones.push({
        target: `${root}/${app}/src/features/${feature}`,
        from: `${root}/${app}/src/features`,
        except: [`./${feature}`],
        message:
          'A feature does not import another feature: move the shared piece to src/api, src/components, src/hooks or src/testing.',
      });
    }
    // The slice's shared folders serve the features; they never reach into one.
    for (const shared of ['api', 'components', 'hooks', 'testing']) {
      zones.push({
        target: `${root}/${app}/src/${shared}`,
        from: `${root}/${app}/src/features`,
        message: `${app}/src/${shared} is shared by the features and must not import one of them.`,
      });
    }
  }
  for (const pkg of packages) {
    for (const other of packages) {
      if (pkg === other) continue;
      // Every package may use shared-ui; e2e and api are separate programs the front ends never import.
      if (other === 'shared-ui' && pkg !== 'api') continue;
      // The API shares the contract (schemas and pricing) with the browser, nothing else of shared-ui.
      if (pkg === 'api' && other === 'shared-ui') {
        zones.push({
          target: `${root}/api/src`,
          from: `${root}/shared-ui`,
          except: ['./src/contract'],
          message: 'api must not import shared-ui beyond its contract: the rest is browser code.',
        });
        // Its tests also check the integrators' mock API against the real one (the drift test).
        zones.push({
          target: `${root}/api/!(src)/**`,
          from: `${root}/shared-ui`,
          except: ['./src/contract', './src/testing/mock-api'],
          message: 'api must not import shared-ui beyond its contract and the mock API of shared-ui/testing.',
        });
        continue;
      }
      zones.push({
        target: `${root}/${pkg}`,
        from: `${root}/${other}`,
        message: `${pkg} must not import ${other}: packages meet only through shared-ui state, the URL and the HTTP API.`,
      });
    }
  }
  // The repository's tools (dev servers, tests, releases) read the slice registry and the map's schema
  // (shared-ui/src/contract) and the build configs, never an app's code; no front end imports a tool.
  for (const other of packages) {
    zones.push({
      target: `${root}/scripts`,
      from: `${root}/${other}`,
      ...(other === 'shared-ui' ? { except: ['./src/contract', './build'] } : {}),
      message: `scripts must not import ${other}: the tools read shared-ui's registry, contract and build configs only.`,
    });
  }
  for (const frontEnd of [...apps, 'shared-ui']) {
    zones.push({
      target: `${root}/${frontEnd}`,
      from: `${root}/scripts`,
      message: `${frontEnd} must not import scripts: the repository's tools are not part of the front end.`,
    });
  }
  return zones;
}

const restrictedLibraries = {
  paths: [
    { name: 'jotai', message: 'Use the hooks and actions of shared-ui/state: only shared-ui imports jotai.' },
    { name: 'ky', message: 'Use shared-ui/api: only shared-ui imports ky.' },
  ],
  patterns: [
    { group: ['jotai/*'], message: 'Use shared-ui/state: only shared-ui imports jotai.' },
    { group: ['mf-*', 'mf-*/**', 'shell', 'shell/**'], message: 'Remotes and the shell never import each other.' },
  ],
};

const apiRestrictedImports = {
  paths: restrictedLibraries.paths,
  patterns: [
    ...restrictedLibraries.patterns,
    {
      regex: '^shared-ui(?:/(?!(?:contract|pricing)$).*)?$',
      message: 'The API imports only shared-ui/contract and shared-ui/pricing: the rest of shared-ui is browser code.',
    },
  ],
};

// Shared modules are not tree-shaken: one value import of a schema would ship TypeBox to every
// browser. Browser code takes types from the schemas and values from shared-ui/pricing.
const browserSchemaImports = {
  paths: [
    { name: 'typebox', allowTypeImports: true, message: 'TypeBox stays out of browser bundles: import type only.' },
    {
      name: 'shared-ui/contract',
      allowTypeImports: true,
      message: 'Browser code imports only types from the schemas (shared-ui/types); values come from shared-ui/pricing.',
    },
  ],
  patterns: [
    {
      regex: 'contract/(index|common|metrics|order|product|user)(\\.js)?$',
      allowTypeImports: true,
      message: 'Browser code imports only types from the schemas; values come from contract/pricing.',
    },
  ],
};

/** The config, rooted at `root` so a test can lint planted files in a scratch tree. */
export function createConfig(root = import.meta.dirname) {
  return tseslint.config(
    {
      ignores: ['**/node_modules/**', '**/dist/**', '**/coverage/**', 'api/data*/**', 'api/drizzle/**', 'releases/**'],
    },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    {
      files: ['**/*.{ts,tsx,mjs,cjs,js}'],
      plugins: { 'import-x': importX },
      languageOptions: { globals: { ...globals.node, ...globals.browser } },
      settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs'] } } },
      rules: {
        'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones(root) }],
        'import-x/no-duplicates': ['error', { 'prefer-inline': true }],
        '@typescript-eslint/no-unused-vars': [
          'error',
          { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
        ],
        '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
        eqeqeq: ['error', 'smart'],
        'no-console': 'off',
      },
    },
    {
      // House style: kebab-case file names (`product-card.tsx`); `.test`, `.config`, `.d` are allowed after the name.
      files: ['**/*.{ts,tsx,mjs,cjs,js}'],
      plugins: { 'check-file': checkFile },
      rules: {
        'check-file/filename-naming-convention': [
          'error',
          { '**/*.{ts,tsx,mjs,cjs,js}': 'KEBAB_CASE' },
          { ignoreMiddleExtensions: true },
        ],
      },
    },
    {
      files: ['**/*.cjs'],
      languageOptions: { sourceType: 'commonjs' },
      rules: { '@typescript-eslint/no-require-imports': 'off' },
    },
    {
      files: ['**/*.{ts,tsx}'],
      ignores: ['shared-ui/**'],
      rules: { 'no-restricted-imports': ['error', restrictedLibraries] },
    },
    {
      files: ['shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}', 'shared-ui/src/**/*.{ts,tsx}'],
      ignores: ['shared-ui/src/contract/**'],
      rules: { '@typescript-eslint/no-restricted-imports': ['error', browserSchemaImports] },
    },
    {
      files: ['api/**/*.{ts,mjs}'],
      rules: { 'no-restricted-imports': ['error', apiRestrictedImports] },
    },
    {
      // The page ships a pruned react-router-dom and styled-components (shared-ui/build/shared-dependencies.cjs):
      // an export outside their lists would be undefined at run time in every remote.
      files: ['**/*.{ts,tsx}'],
      rules: { 'no-restricted-syntax': ['error', ...ROUTER_IMPORTS, ...STYLED_COMPONENTS_IMPORTS] },
    },
    {
      // Tests run on the whole router (jest, not the page's copy): they may also use ROUTER_TEST_EXPORTS.
      files: ['**/*.test.{ts,tsx}', '**/testing/**/*.{ts,tsx}'],
      rules: { 'no-restricted-syntax': ['error', ...TEST_ROUTER_IMPORTS, ...STYLED_COMPONENTS_IMPORTS] },
    },
    {
      // The API's test files share a process per lane (api/scripts/run-tests.mjs): a file-level hook would
      // run for the whole lane, and its `after` only once every file has ended.
      files: ['api/test/**/*.test.ts'],
      rules: {
        'no-restricted-syntax': [
          'error',
          ...TEST_ROUTER_IMPORTS,
          ...STYLED_COMPONENTS_IMPORTS,
          {
            selector: 'Program > ExpressionStatement > CallExpression[callee.name=/^(before|after)(Each)?$/]',
            message: "Put the hook inside the file's describe: the API's test files share a process per lane.",
          },
        ],
      },
    },
    {
      // The server render runs in Node with whole packages (shared-ui/build/server-bundle.cjs): the shell's
      // server build provides the singletons (jotai among them) to the slices' server builds.
      files: [
        'shared-ui/src/server-render/**/*.{ts,tsx}',
        'shared-ui/src/testing/**/*.{ts,tsx}',
        'shell/src/server/**/*.{ts,tsx}',
      ],
      rules: { 'no-restricted-syntax': 'off' },
    },
    {
      files: ['shell/src/server/**/*.{ts,tsx}'],
      rules: { 'no-restricted-imports': 'off' },
    },
    {
      files: ['**/*.tsx', '**/*.ts'],
      ignores: ['api/**'],
      plugins: { 'react-hooks': reactHooks },
      rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
    },
    {
      files: ['**/*.test.{ts,tsx}', '**/test/**', '**/testing/**'],
      // require(): a server render in a test loads its modules afresh (shared-ui/testing, serverRenderThenHydrate).
      rules: { '@typescript-eslint/no-non-null-assertion': 'off', '@typescript-eslint/no-require-imports': 'off' },
    },
  );
}

export default createConfig();
