const { createJestConfig } = require('shared-ui/build/jest-config');

module.exports = createJestConfig(__dirname);
