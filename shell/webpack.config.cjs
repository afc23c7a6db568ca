const path = require('node:path');
const { createWebpackConfig } = require('shared-ui/build/webpack-config');

// The shell knows no remote at build time: /remotes.json tells it where each one lives.
module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'shell',
  port: 3000,
  title: 'ShopHub — Online Store',
  devRemotesMap: path.join(__dirname, 'remotes.dev.json'),
});
