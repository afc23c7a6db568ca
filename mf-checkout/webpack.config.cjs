const { createWebpackConfig } = require('shared-ui/build/webpack-config');

// A remote exposes its routes and nothing else; the shell decides where they mount.
module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'checkout',
  port: 3005,
  title: 'mf-checkout (standalone)',
  exposes: { './routes': './src/routes.tsx' },
});
