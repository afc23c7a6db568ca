const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const ts = require('typescript');
const { createTransformer } = require('@swc/jest');
const { styledComponentIds } = require('./styled-component-ids.cjs');

/** Changes when the id transformer does, so jest's cache never keeps files with ids of an older scheme. */
const TRANSFORMER_VERSION = createHash('sha256')
  .update(readFileSync(require.resolve('./styled-component-ids.cjs')))
  .digest('base64url')
  .slice(0, 8);

const swc = createTransformer({
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
});

/**
 * swc for every file, except the shop's own TypeScript with styled components: TypeScript with the
 * build's componentId transformer (styled-component-ids.cjs), so class names in tests come from
 * the file, as in the builds, and a server render in a test hydrates like the real one.
 */
module.exports = {
  process(source, filename, options) {
    if (!/\.tsx?$/.test(filename) || filename.includes('/node_modules/') || !source.includes('styled')) {
      return swc.process(source, filename, options);
    }
    const { outputText, sourceMapText } = ts.transpileModule(source, {
      fileName: filename,
      compilerOptions: {
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.CommonJS,
        jsx: ts.JsxEmit.ReactJSX,
        esModuleInterop: true,
        sourceMap: true,
      },
      transformers: { before: [styledComponentIds()] },
    });
    return { code: outputText, map: sourceMapText };
  },
  getCacheKey(source, filename, options) {
    return `styled-ids-${TRANSFORMER_VERSION}:${swc.getCacheKey(source, filename, options)}`;
  },
};
