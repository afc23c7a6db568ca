const { createWebpackConfig } = require('shared-ui/build/webpack-config');

// A remote exposes its routes and nothing else; the shell decides where they mount. Its name,
// dev port and title come from the slice registry (shared-ui/src/contract/slices.json).
module.exports = createWebpackConfig({
  dir: __dirname,
  exposes: { './routes': './src/routes.tsx' },
  // The product page's top rendered by the server with the product's answer (README, first view).
  firstViewRender: { entry: './src/first-view/render-product-first-view.tsx', file: 'first-view-product.cjs' },
});
