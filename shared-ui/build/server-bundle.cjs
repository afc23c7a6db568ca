const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { SINGLETONS } = require('./shared-dependencies.cjs');
const { withStyledComponentIds } = require('./styled-component-ids.cjs');

/** Where an app's server build goes, inside its dist/ (so a release carries it): never served. */
const SERVER_DIR = 'server';
const SHELL_SERVER_FILE = 'render-page.cjs';
const SLICE_SERVER_FILE = 'routes.cjs';

/**
 * The server half of an app's production build: the same source bundled for Node, so the API renders
 * each page with the components the browser hydrates (api/src/site/server-render/).
 *
 * - A slice bundles its exposed `./routes` into dist/server/routes.cjs. The shared singletons (React,
 *   the router, jotai, styled-components, shared-ui's shared parts) stay outside, as in the browser:
 *   the server hands it the shell's copies, so one React renders the page.
 * - The shell bundles its server entry (src/server/render-page.tsx) into dist/server/render-page.cjs,
 *   with everything inside (React in its production build) and the singletons exported for the slices.
 */
class ServerBundlePlugin {
  /** @param {{ dir: string, name: string, entry: string, file: string, externals?: 'shared' }} options */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('ServerBundlePlugin', async (compilation) => {
      // The federation plugin runs copies of this config for tree-shaken shared modules; only the
      // build that writes the app's manifest is the app's.
      if (!compilation.getAsset('mf-manifest.json')) return;
      const folder = path.join(compilation.outputOptions.path, SERVER_DIR);
      fs.mkdirSync(folder, { recursive: true });
      await bundleForNode({ ...this.options, purpose: 'server' }, folder, this.options.file);
    });
  }
}

/** Every shared singleton is the page's (the shell's) copy: `require(key)` at run time. */
function sharedExternals() {
  return Object.fromEntries(SINGLETONS.map((key) => [key, `commonjs ${key}`]));
}

/** Bundles a module of the app for Node (CommonJS, one file) into `folder/filename`. */
async function bundleForNode({ dir, name, entry, purpose, externals }, folder, filename) {
  const stats = await run(
    webpack({
      name: `${name}-${purpose}`,
      context: dir,
      mode: 'production',
      target: 'node',
      entry,
      output: { path: folder, filename, library: { type: 'commonjs2' } },
      externals: externals === 'shared' ? sharedExternals() : undefined,
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        conditionNames: ['source', '...'],
        // The contract's modules import each other as './pricing.js' (as the browser build resolves them).
        extensionAlias: { '.js': ['.ts', '.js'] },
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            loader: 'ts-loader',
            exclude: /node_modules/,
            options: withStyledComponentIds({ transpileOnly: true, configFile: path.join(dir, 'tsconfig.json') }),
          },
        ],
      },
      plugins: [
        // Lazy pages are part of the one file: the server renders whichever the route needs.
        new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
        new webpack.DefinePlugin({ 'process.env.SHOP_API_URL': JSON.stringify(''), 'process.env.SHOP_MOCK_API': 'null' }),
      ],
      // Readable stack traces if a render throws; the bundle never reaches a browser.
      optimization: { minimize: false, nodeEnv: 'production' },
      performance: { hints: false },
      stats: 'errors-warnings',
    }),
  );
  if (stats.hasErrors()) throw new Error(`${name}: ${entry} did not build for Node:\n${stats.toString('errors-only')}`);
}

function run(compiler) {
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => (error ? reject(error) : resolve(stats)));
    });
  });
}

module.exports = { ServerBundlePlugin, bundleForNode, SERVER_DIR, SHELL_SERVER_FILE, SLICE_SERVER_FILE };
