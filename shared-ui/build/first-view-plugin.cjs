const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');

/**
 * Renders an app's first-view fragments at build time (issue 12, "put the first view in the HTML").
 * After the browser build is written, the app's fragments module (`app.firstView`) is bundled for
 * Node, run, and each fragment it returns is written beside the build as JSON ({ html, css, script? }),
 * so the fragments ship with the app's own build and release. The server inlines them into the page
 * (api/src/site/first-view.ts).
 *
 * The module exports `renderFirstViewFragments(): Record<fileName, FirstViewFragment>` and renders
 * with shared-ui/first-view, so React, react-dom/server and styled-components are the copies bundled
 * with it.
 */
class FirstViewPlugin {
  /**
   * @param {{ dir: string, name: string, entry?: string, render?: { entry: string, file: string } }} options
   *   entry: the fragments module; render: a server render module, bundled for Node into `file`
   *   beside the build, for the server to call per request with the route's data
   */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('FirstViewPlugin', async (compilation) => {
      // The federation plugin runs copies of this config for tree-shaken shared modules; only the
      // build that writes the app's manifest is the app's.
      if (!compilation.getAsset('mf-manifest.json')) return;
      const outputPath = compilation.outputOptions.path;
      if (this.options.entry) {
        const fragments = await renderFragments({ ...this.options, entry: this.options.entry });
        for (const [file, fragment] of Object.entries(fragments)) {
          fs.writeFileSync(path.join(outputPath, file), `${JSON.stringify(fragment)}\n`);
        }
      }
      if (this.options.render) await buildServerRender(this.options, outputPath);
    });
  }
}

/** Bundles a module of the app for Node (CommonJS) into `folder/filename`. */
async function bundleForNode({ dir, name, entry, purpose = 'first-view' }, folder, filename) {
  const stats = await run(
    webpack({
      name: `${name}-${purpose}`,
      context: dir,
      mode: 'production',
      target: 'node',
      entry,
      output: { path: folder, filename, library: { type: 'commonjs2' } },
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
            options: { transpileOnly: true, configFile: path.join(dir, 'tsconfig.json') },
          },
        ],
      },
      // Readable stack traces if a render throws; the bundle never reaches a browser.
      optimization: { minimize: false },
      performance: { hints: false },
      stats: 'errors-warnings',
    }),
  );
  if (stats.hasErrors()) throw new Error(`${name}: ${entry} did not build for Node:\n${stats.toString('errors-only')}`);
}

/** Bundles the fragments module for Node in a scratch folder, runs it and returns what it renders. */
async function renderFragments({ dir, name, entry }) {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), `shophub-first-view-${name}-`));
  try {
    await bundleForNode({ dir, name, entry }, scratch, 'render-first-view.cjs');
    const { renderFirstViewFragments } = require(path.join(scratch, 'render-first-view.cjs'));
    if (typeof renderFirstViewFragments !== 'function') {
      throw new Error(`${name}: ${entry} must export renderFirstViewFragments()`);
    }
    return renderFirstViewFragments();
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * Bundles the app's server render module into the build (`render.file`, beside mf-manifest.json)
 * and checks that it loads and exports render(answer).
 */
async function buildServerRender({ dir, name, render }, outputPath) {
  await bundleForNode({ dir, name, entry: render.entry }, outputPath, render.file);
  const file = path.join(outputPath, render.file);
  delete require.cache[require.resolve(file)];
  const { render: renderFunction } = require(file);
  if (typeof renderFunction !== 'function') throw new Error(`${name}: ${render.entry} must export render(answer)`);
}

function run(compiler) {
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => (error ? reject(error) : resolve(stats)));
    });
  });
}

module.exports = { FirstViewPlugin, bundleForNode };
