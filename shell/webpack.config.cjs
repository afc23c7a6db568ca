const path = require('node:path');
const { createWebpackConfig, readJson } = require('shared-ui/build/webpack-config');

// The shell knows no remote at build time: /remotes.json tells it where each one lives.
module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'shell',
  port: 3000,
  title: 'ShopHub — Online Store',
  devMiddleware: (app) => {
    app.get('/remotes.json', (_req, res) => {
      res.set('Cache-Control', 'no-cache');
      res.json(readJson(path.join(__dirname, 'remotes.dev.json')));
    });
  },
});
