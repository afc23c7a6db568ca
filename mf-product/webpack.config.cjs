const { createWebpackConfig } = require('shared-ui/build/webpack-config');

// A remote exposes its routes and nothing else; the shell decides where they mount. Its name,
// dev port and title come from the slice registry (shared-ui/src/contract/slices.json).
module.exports = createWebpackConfig({
  dir: __dirname,
  exposes: { './routes': './src/routes.tsx' },
});
