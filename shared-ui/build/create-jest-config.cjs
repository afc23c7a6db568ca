const path = require('node:path');

/** Jest for a front-end package: jsdom, TypeScript and JSX through swc (jest-transform.cjs), ESM-only deps transformed. */
function createJestConfig(dir) {
  return {
    rootDir: dir,
    testEnvironment: path.join(__dirname, 'jsdom-with-fetch-environment.cjs'),
    // "source": shared-ui/pricing and shared-ui/contract are read from their TypeScript.
    testEnvironmentOptions: { customExportConditions: ['browser', 'source'] },
    roots: ['<rootDir>/src'],
    setupFiles: [path.join(__dirname, 'jest-setup.cjs')],
    setupFilesAfterEnv: [path.join(__dirname, 'jest-setup-after-env.cjs')],
    moduleNameMapper: {
      // The contract's modules import each other as './pricing.js' (they are also compiled for Node).
      '^(\\.{1,2}/.*)\\.js$': '$1',
      // The mock API (MSW) runs in Node: its Node entry, which the "browser" condition above would hide.
      '^msw/node$': path.join(path.dirname(require.resolve('msw/package.json')), 'lib', 'node', 'index.js'),
    },
    // swc, and TypeScript with the builds' styled-component ids for the shop's styled files (jest-transform.cjs).
    transform: { '^.+\\.(tsx?|jsx?|mjs)$': require.resolve('./jest-transform.cjs') },
    // jotai 3, ky 2, typebox 1 (the contract's schemas, in contract tests) and rettime (MSW's events) ship ESM only.
    transformIgnorePatterns: [
      '/node_modules/(?!(jotai|ky|typebox|rettime|@open-draft|@mswjs|outvariant|strict-event-emitter|until-async|headers-polyfill|is-node-process)/)',
    ],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  };
}

module.exports = { createJestConfig };
