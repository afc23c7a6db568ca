const path = require('node:path');
const fs = require('node:fs');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { createSharedConfig } = require('./shared-dependencies.cjs');
const { PrecompressPlugin } = require('./precompress-plugin.cjs');

const DEV_API_TARGET = process.env.DEV_API_TARGET || 'http://localhost:4000';

/**
 * One webpack config for the shell and every remote, so the share scope, the output naming and the
 * dev server behave the same everywhere.
 *
 * @param {object} app
 * @param {string} app.dir        package folder (__dirname of the caller)
 * @param {string} app.name       federation name: shell, catalog, product, cart, account, checkout
 * @param {number} app.port       dev server port
 * @param {string} app.title      page title of the standalone page
 * @param {Record<string,string>} [app.exposes]  modules a remote offers to the shell
 * @param {(app: import('express').Application) => void} [app.devMiddleware] extra dev-only routes
 */
function createWebpackConfig(app) {
  return (_env, argv) => {
    const production = argv.mode === 'production';
    const isRemote = Boolean(app.exposes);
    return {
      context: app.dir,
      mode: production ? 'production' : 'development',
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
      resolve: { extensions: ['.tsx', '.ts', '.js'], conditionNames: ['source', '...'] },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            loader: 'ts-loader',
            exclude: /node_modules/,
            options: { transpileOnly: true, configFile: path.join(app.dir, 'tsconfig.json') },
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: app.name,
          ...(isRemote ? { filename: 'remoteEntry.js', exposes: app.exposes } : {}),
          shared: createSharedConfig(),
          // With the default 'version-first' every registered remote's entry is fetched at start-up,
          // so one dead remote stalls the whole app; 'loaded-first' only fetches what is used.
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: true,
        }),
        new webpack.DefinePlugin({
          'process.env.SHOP_API_URL': JSON.stringify(process.env.SHOP_API_URL || ''),
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title: app.title,
          // A remote's page is only for its team working alone; the shell's is the shop.
          filename: 'index.html',
          inject: 'body',
          scriptLoading: 'defer',
          // Absolute, so a deep link such as /product/123 still finds /main.js.
          publicPath: '/',
          hash: production,
          favicon: path.join(__dirname, 'favicon.svg'),
        }),
        ...(production ? [new PrecompressPlugin()] : []),
      ],
      performance: { hints: false },
      optimization: production ? { moduleIds: 'deterministic', chunkIds: 'deterministic' } : {},
      devServer: {
        port: app.port,
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/images'], target: DEV_API_TARGET }],
        setupMiddlewares: (middlewares, devServer) => {
          if (app.devMiddleware) app.devMiddleware(devServer.app);
          return middlewares;
        },
        client: { overlay: { runtimeErrors: false } },
      },
      stats: production ? 'errors-warnings' : 'minimal',
    };
  };
}

module.exports = { createWebpackConfig, readJson: (file) => JSON.parse(fs.readFileSync(file, 'utf8')) };
