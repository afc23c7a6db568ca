const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const ReactRefreshWebpackPlugin = require('@pmmmwh/react-refresh-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { createSharedConfig } = require('./shared-dependencies.cjs');
const { PrecompressPlugin } = require('./precompress-plugin.cjs');
const { FirstLoadPreloadPlugin } = require('./first-load-preload-plugin.cjs');
const { CompileHintsPlugin } = require('./compile-hints-plugin.cjs');
const { ServerBundlePlugin, bundleForNode, SHELL_SERVER_FILE, SLICE_SERVER_FILE } = require('./server-bundle.cjs');
const { withStyledComponentIds } = require('./styled-component-ids.cjs');
const { devApiPort, devPortBase, devRemotesMap, rebasePort } = require('./dev-ports.cjs');
const { readDevServersRemotesMap } = require('./slice-remotes-maps.cjs');
const SLICES = require('../src/contract/slices.json');

// The palettes' CSS every index.html carries in its head (src/first-view/theme-head-css.ts): the shop's
// pages, the dev servers' and each slice's standalone page paint in both themes with no palette in JS.
// tsx reads the TypeScript source, so the head and the server render share one definition.
const { THEME_BEFORE_PAINT_CSS } = require('tsx/cjs/api').require('../src/first-view/theme-head-css.ts', __filename);

/** A slice's federation name, dev port and standalone title, from the slice registry. */
function sliceSettings(dir) {
  const { name: pkg } = require(path.join(dir, 'package.json'));
  const slice = SLICES.find((entry) => entry.package === pkg);
  if (!slice) throw new Error(`${pkg} is not in the slice registry: add it to shared-ui/src/contract/slices.json`);
  return { name: slice.name, port: slice.devPort, title: `${slice.package} (standalone)` };
}

/**
 * One webpack config for the shell and every remote, so the share scope, the output naming and the
 * dev server behave the same everywhere.
 *
 * A remote (an app with `exposes`) gets its name, dev port and title from the slice registry
 * (src/contract/slices.json); the shell names its own.
 *
 * @param {object} app
 * @param {string} app.dir        package folder (__dirname of the caller)
 * @param {string} [app.name]     federation name: shell (a remote's is its registry name)
 * @param {number} [app.port]     dev server port at the default port base (see dev-ports.cjs)
 * @param {string} [app.title]    page title of the standalone page
 * @param {Record<string,string>} [app.exposes]  modules a remote offers to the shell
 * @param {boolean} [app.servesRemotesMap] the shell: its dev server answers /remotes.json with every
 *                                 slice's dev server (slice-remotes-maps.cjs)
 * @param {string} [app.serverEntry] the shell: its server render module, bundled for Node into
 *                                 dist/server/ (server-bundle.cjs); a remote's server build is its ./routes
 */
function createWebpackConfig(options) {
  const app = options.exposes ? { ...sliceSettings(options.dir), ...options } : options;
  return (env = {}, argv) => {
    const production = argv.mode === 'production';
    const isRemote = Boolean(app.exposes);
    const dev = production ? null : devSettings(app, isRemote, env);
    // One federation runtime per page: the shell ships it and hands it to every remote, whose
    // production build leaves it out (27 -> 8 KB gzip per remoteEntry.js).
    const externalRuntime = production && isRemote;
    const config = {
      name: app.name,
      context: app.dir,
      mode: production ? 'production' : 'development',
      target: ['web', 'es2022'],
      entry: './src/index.ts',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(app.dir, 'dist'),
        publicPath: 'auto',
        uniqueName: app.name,
        // Entry chunks (main.js, remoteEntry.js) keep a stable name: the federation runtime needs it
        // before hashes exist. They are small, served no-cache, and index.html adds ?hash to main.js.
        // Everything they load is content-hashed and cached for a year.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        clean: true,
      },
      // "source": shared-ui/pricing is read from its TypeScript; its compiled copy is for the API.
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        // The contract's modules import each other as './pricing.js' (they are also compiled for Node).
        extensionAlias: { '.js': ['.ts', '.js'] },
        conditionNames: ['source', '...'],
        ...(production ? { alias: REACT_ROUTER_PRODUCTION_BUILD } : {}),
      },
      module: {
        rules: [
          production
            ? {
                test: /\.tsx?$/,
                loader: 'ts-loader',
                exclude: /node_modules/,
                // Class names from the file, not the load order: the server's markup hydrates (styled-component-ids.cjs).
                options: withStyledComponentIds({ transpileOnly: true, configFile: path.join(app.dir, 'tsconfig.json') }),
              }
            : dev.scriptRule,
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: app.name,
          ...(isRemote ? { filename: 'remoteEntry.js', exposes: app.exposes } : {}),
          shared: createSharedConfig(app.dir),
          // With the default 'version-first' every registered remote's entry is fetched at start-up,
          // so one dead remote stalls the whole app; 'loaded-first' only fetches what is used.
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: true,
          // The ESM build of the plugin: the CommonJS one pulls in a second runtime copy (toolchain.md).
          ...(isRemote ? {} : { runtimePlugins: [INJECT_RUNTIME_PLUGIN] }),
          // The shell registers each remote by its remoteEntry.js (shell/src/remotes/remote-registry.ts),
          // so its runtime needs no manifest (snapshot) handling: main.js 26.6 -> 25.1 KB gzip.
          experiments: externalRuntime
            ? { externalRuntime: true, optimization: { target: 'web', disableRemote: true } }
            : { optimization: { target: 'web', ...(isRemote ? {} : { disableSnapshot: true }) } },
        }),
        new webpack.DefinePlugin({
          'process.env.SHOP_API_URL': JSON.stringify(process.env.SHOP_API_URL || ''),
          // `npm run dev -w <slice> -- --mock[=scenario]`: the standalone page starts on the mock API.
          // null: the real API; '': the slice's first scenario.
          'process.env.SHOP_MOCK_API': JSON.stringify(dev?.mockScenario ?? null),
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title: app.title,
          themeCss: THEME_BEFORE_PAINT_CSS,
          // A remote's page is only for its team working alone; the shell's is the shop.
          filename: 'index.html',
          // In the head (deferred), so main.js is requested before the chunk preloads that follow it.
          inject: 'head',
          scriptLoading: 'defer',
          // Absolute, so a deep link such as /product/123 still finds /main.js.
          publicPath: '/',
          hash: production,
          favicon: path.join(__dirname, 'favicon.svg'),
          ...(production ? {} : dev.htmlOptions),
        }),
        ...(externalRuntime ? [new StandaloneRuntimeTagPlugin()] : []),
        // The standalone page's mock API (`?mock=<scenario>`) registers MSW's worker from the root.
        ...(isRemote ? [new MockServiceWorkerPlugin()] : []),
        ...(production ? [new FirstLoadPreloadPlugin(), new CompileHintsPlugin(), new PrecompressPlugin()] : dev.plugins),
        // `--env routesForNode` (npm run release): the release carries its ./routes for Node, which
        // release and promote load to check the routes it declares (scripts/releases/README.md).
        ...(production && isRemote && env.routesForNode ? [new RoutesForNodePlugin(app)] : []),
        ...(production ? serverBundlePlugins(app, isRemote) : []),
      ],
      performance: { hints: false },
      optimization: production ? { moduleIds: 'deterministic', chunkIds: 'deterministic', minimizer: [swcMinimizer()] } : {},
      ...(production ? {} : { devServer: dev.devServer }),
      stats: production ? 'errors-warnings' : 'minimal',
    };
    return externalRuntime ? [config, standaloneRuntimeConfig(app)] : config;
  };
}

/** The app's server build: a slice's ./routes, the shell's render module (server-bundle.cjs). */
function serverBundlePlugins(app, isRemote) {
  if (isRemote) {
    const entry = app.exposes['./routes'];
    return entry
      ? [new ServerBundlePlugin({ dir: app.dir, name: app.name, entry, file: SLICE_SERVER_FILE, externals: 'shared' })]
      : [];
  }
  if (!app.serverEntry) return [];
  return [new ServerBundlePlugin({ dir: app.dir, name: app.name, entry: app.serverEntry, file: SHELL_SERVER_FILE })];
}

/**
 * react-router's exports map offers only its development build, which differs from the production
 * build beside it in one constant (ENABLE_DEV_WARNINGS): its warnings and their texts ship otherwise.
 * Both entries are aliased, so react-router-dom and react-router/dom share the one production copy.
 */
const REACT_ROUTER_DIST = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production');
const REACT_ROUTER_PRODUCTION_BUILD = {
  'react-router$': path.join(REACT_ROUTER_DIST, 'index.mjs'),
  'react-router/dom$': path.join(REACT_ROUTER_DIST, 'dom-export.mjs'),
};

// The package's exports map hides dist/; its ESM file sits beside the CommonJS one require finds.
const INJECT_RUNTIME_PLUGIN = path.join(
  path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin')),
  'index.js',
);

const STANDALONE_RUNTIME_FILE = 'federation-runtime.js';

/** Puts the runtime script before main.js on a remote's standalone page. */
class StandaloneRuntimeTagPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('StandaloneRuntimeTagPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StandaloneRuntimeTagPlugin', (data) => {
        const tag = HtmlWebpackPlugin.createHtmlTagObject('script', { src: (data.publicPath ?? '/') + STANDALONE_RUNTIME_FILE });
        data.headTags.unshift(tag);
        return data;
      });
    });
  }
}

/**
 * swc's minifier in place of terser: the same two compress passes, a slice's production build in about
 * 11 s instead of 19-22 s, which every build, release and CI run pays (README: "Minified by swc").
 */
function swcMinimizer() {
  return new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 } } });
}

/** The federation runtime on its own, for a remote's standalone page; built after the remote (which cleans dist). */
function standaloneRuntimeConfig(app) {
  return {
    name: `${app.name}-standalone-runtime`,
    dependencies: [app.name],
    context: app.dir,
    mode: 'production',
    entry: require.resolve('./standalone-federation-runtime.js'),
    output: { path: path.join(app.dir, 'dist'), filename: STANDALONE_RUNTIME_FILE, clean: false },
    plugins: [new PrecompressPlugin()],
    performance: { hints: false },
    optimization: { minimizer: [swcMinimizer()] },
    stats: 'errors-warnings',
  };
}

/** Where a release keeps its ./routes module built for Node. */
const ROUTES_FOR_NODE_FILE = 'node/routes.cjs';

/** Bundles the remote's exposed ./routes for Node (CommonJS) beside its browser build. */
class RoutesForNodePlugin {
  constructor(app) {
    this.app = app;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('RoutesForNodePlugin', async (compilation) => {
      // Only the build that writes the app's manifest is the app's (not a shared fallback's copy).
      if (!compilation.getAsset('mf-manifest.json')) return;
      const entry = this.app.exposes['./routes'];
      if (!entry) throw new Error(`${this.app.name} exposes no ./routes module`);
      const outputPath = compilation.outputOptions.path;
      const file = path.join(outputPath, ROUTES_FOR_NODE_FILE);
      await bundleForNode(
        { dir: this.app.dir, name: this.app.name, entry, purpose: 'routes-for-node' },
        path.dirname(file),
        path.basename(file),
      );
    });
  }
}

/**
 * MSW's service worker script, emitted as `mockServiceWorker.js` beside a remote's index.html. Only
 * a standalone page asked for a mock scenario registers it; the shop never loads it.
 */
class MockServiceWorkerPlugin {
  apply(compiler) {
    const file = path.join(path.dirname(require.resolve('msw/package.json')), 'lib', 'mockServiceWorker.js');
    compiler.hooks.thisCompilation.tap('MockServiceWorkerPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'MockServiceWorkerPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.fileDependencies.add(file);
          compilation.emitAsset('mockServiceWorker.js', new webpack.sources.RawSource(fs.readFileSync(file)));
        },
      );
    });
  }
}

/**
 * What only `webpack serve` uses: Fast Refresh, the port base, the dev remotes map. `--env mock` or
 * `--env mock=<scenario>` (build/serve-standalone.mjs turns `--mock` into it): a remote's page runs on
 * the mock API and nothing is proxied to a real one.
 */
function devSettings(app, isRemote, env) {
  const mockScenario = isRemote && env.mock ? (env.mock === true ? '' : String(env.mock)) : null;
  // The federation manifest leaves hot-update files out of a remote's asset list only when
  // NODE_ENV says development; otherwise the shell preloads a stale update chunk before the
  // remote's runtime exists ("self.webpackHotUpdatecart is not a function").
  process.env.NODE_ENV = 'development';
  const base = devPortBase();
  const apiTarget = process.env.DEV_API_TARGET || `http://127.0.0.1:${devApiPort(base)}`;
  return {
    mockScenario,
    // swc's refresh transform registers every component with React Fast Refresh, so an edit
    // re-renders in place and keeps state; the production build keeps ts-loader.
    scriptRule: {
      test: /\.tsx?$/,
      loader: 'swc-loader',
      exclude: /node_modules/,
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: true, refresh: true } },
          target: 'es2022',
        },
      },
    },
    // A remote's standalone page runs main.js only. With remoteEntry.js on the page too, two
    // webpack runtimes of one build share the hot-update callback and the update chunk lands in
    // the wrong one (ChunkLoadError at loadUpdateChunk).
    htmlOptions: isRemote ? { chunks: ['main'] } : {},
    // The refresh runtime is namespaced by output.uniqueName, so the shell and every remote on the
    // composed page each hook into the one React renderer with their own registry. The renderer
    // registry entry comes after the refresh plugin's, so the hook exists when it patches it.
    plugins: [
      new ReactRefreshWebpackPlugin({ overlay: false }),
      new webpack.EntryPlugin(app.dir, require.resolve('./dev-renderer-registry.cjs'), { name: undefined }),
    ],
    devServer: {
      port: rebasePort(app.port, base),
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: mockScenario ? [] : [{ context: ['/api', '/images'], target: apiTarget }],
      setupMiddlewares: (middlewares) => {
        if (!app.servesRemotesMap) return middlewares;
        // After the dev server's own Host and cross-origin checks.
        const checks = middlewares.findIndex((middleware) => middleware.name === 'cross-origin-header-check');
        middlewares.splice(checks + 1, 0, {
          name: 'shop-remotes-map',
          path: '/remotes.json',
          middleware: (req, res) => {
            res.setHeader('Cache-Control', 'no-cache');
            res.setHeader('Content-Type', 'application/json');
            let map;
            try {
              map = devRemotesMap(readDevServersRemotesMap(), { base, pageHostname: req.hostname });
            } catch (error) {
              console.error(`/remotes.json: ${error.message}`);
              res.statusCode = 500;
              res.end(JSON.stringify({ message: 'The remotes configuration is unreadable' }));
              return;
            }
            res.end(JSON.stringify(map));
          },
        });
        return middlewares;
      },
      client: { overlay: { runtimeErrors: false } },
    },
  };
}

module.exports = { createWebpackConfig, ROUTES_FOR_NODE_FILE };
