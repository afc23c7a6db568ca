const { createWebpackConfig } = require('shared-ui/build/webpack-config');

// A remote exposes its routes and nothing else; the shell decides where they mount.
module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'account',
  port: 3004,
  title: 'mf-account (standalone)',
  exposes: { './routes': './src/routes.tsx' },
});
