const path = require('node:path');
const { InjectManifest } = require('workbox-webpack-plugin');
const { createWebpackConfig } = require('shared-ui/build/webpack-config');

// The shell knows no remote at build time: /remotes.json tells it where each one lives.
const sharedConfig = createWebpackConfig({
  dir: __dirname,
  name: 'shell',
  port: 3000,
  title: 'ShopHub — Online Store',
  // In dev its own server answers /remotes.json: every slice's dev server, from the slice registry.
  servesRemotesMap: true,
  // The server renders every page with it (dist/server/render-page.cjs; README).
  serverEntry: './src/server/render-page.tsx',
});

/**
 * The production build adds the service worker (/sw.js, Workbox's InjectManifest: our routing
 * rules, Workbox's precache of this build's files). Only the shell has one: it serves the page.
 * The dev server answers /sw.js with a worker that removes itself, so a worker left by
 * `npm start` on the same port cannot serve production files to a dev page.
 */
module.exports = (env, argv) => {
  const config = sharedConfig(env, argv);
  if (argv.mode !== 'production') {
    const setupMiddlewares = config.devServer.setupMiddlewares;
    config.devServer.setupMiddlewares = (middlewares, devServer) => {
      const all = setupMiddlewares(middlewares, devServer);
      all.unshift({
        name: 'shop-retire-service-worker',
        path: '/sw.js',
        middleware: (_req, res) => {
          res.setHeader('Content-Type', 'text/javascript');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(RETIRING_WORKER);
        },
      });
      return all;
    };
    return config;
  }
  const injectManifest = new InjectManifest({
    swSrc: path.join(__dirname, 'src', 'service-worker', 'service-worker.ts'),
    swDest: 'sw.js',
    // Precompressed copies and the federation manifests (the shell's own are never fetched) are
    // not part of the page.
    exclude: [/\.map$/, /\.(br|gz)$/, /LICENSE\.txt$/, /^mf-(manifest|stats)\.json$/, /^server\//],
  });
  const distDir = config.output.path;
  config.plugins.push({
    // The federation plugin builds tree-shaken shared modules with a copy of this config in
    // compilers of their own; the worker belongs to the build that writes shell/dist only.
    apply(compiler) {
      if (compiler.options.output.path === distDir) injectManifest.apply(compiler);
    },
  });
  return config;
};

/** Takes over, empties the caches, unregisters and reloads the pages it controlled. */
const RETIRING_WORKER = `
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) await caches.delete(name);
    await self.registration.unregister();
    for (const client of await self.clients.matchAll({ type: 'window' })) client.navigate(client.url);
  })());
});
`;
