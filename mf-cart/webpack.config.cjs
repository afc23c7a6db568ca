const { createWebpackConfig } = require('shared-ui/build/webpack-config');

// A remote exposes its routes and nothing else; the shell decides where they mount.
module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'cart',
  port: 3003,
  title: 'mf-cart (standalone)',
  exposes: { './routes': './src/routes.tsx' },
});
