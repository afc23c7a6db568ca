const { createWebpackConfig } = require('shared-ui/build/webpack-config');

// A remote exposes its routes and nothing else; the shell decides where they mount.
module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'catalog',
  port: 3001,
  title: 'mf-catalog (standalone)',
  exposes: { './routes': './src/routes.tsx' },
});
