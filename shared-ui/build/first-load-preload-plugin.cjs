const HtmlWebpackPlugin = require('html-webpack-plugin');

const PLUGIN = 'FirstLoadPreloadPlugin';
/** The shell's async boundary: main.js imports it once the federation runtime is up. */
const BOUNDARY_REQUEST = './bootstrap';

/**
 * main.js only holds the federation runtime; the page's real code sits behind the async boundary
 * (`import('./bootstrap')`) and the shared libraries it consumes. Without help the browser finds
 * those chunks one step at a time (main.js, then bootstrap, then each shared fallback), so this adds
 * `<link rel="preload">` for all of them to index.html: they download beside main.js instead.
 *
 * The list is what the page is sure to run: the bootstrap chunk group and, for every shared library
 * it consumes (recursively), the chunk this build provides that library from. Libraries only later
 * routes use are left to load on demand.
 */
class FirstLoadPreloadPlugin {
  constructor({ boundaryRequest = BOUNDARY_REQUEST } = {}) {
    this.boundaryRequest = boundaryRequest;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const publicPath = data.publicPath ?? '/';
        const preloads = firstLoadFiles(compilation, this.boundaryRequest).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: 'script',
            fetchpriority: 'low',
            href: publicPath + file,
          }),
        );
        data.headTags.push(...preloads);
        return data;
      });
    });
  }
}

/**
 * The files a page is sure to run behind the async boundary: the bootstrap chunk group and, for every
 * shared library it consumes (recursively), the chunk this build provides that library from.
 */
function firstLoadFiles(compilation, boundaryRequest = BOUNDARY_REQUEST) {
  const { chunkGraph } = compilation;
  // The host's share scope serves each library from the chunk its ProvideSharedModule loads, so
  // that chunk (not the consume fallback) is what the page downloads.
  const providedChunkGroups = new Map();
  for (const module of compilation.modules) {
    if (module.constructor.name !== 'ProvideSharedModule') continue;
    providedChunkGroups.set(
      module._name,
      module.blocks.map((block) => chunkGraph.getBlockChunkGroup(block)),
    );
  }
  const files = new Set();
  const seenGroups = new Set();
  const visit = (group) => {
    if (!group || seenGroups.has(group)) return;
    seenGroups.add(group);
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.constructor.name !== 'ConsumeSharedModule') continue;
        const provided = providedChunkGroups.get(module.options.shareKey);
        const groups = provided ?? module.blocks.map((block) => chunkGraph.getBlockChunkGroup(block));
        for (const next of groups) visit(next);
      }
    }
  };
  for (const group of compilation.chunkGroups) {
    if (group.origins.some((origin) => origin.request === boundaryRequest)) visit(group);
  }
  return [...files].sort();
}

module.exports = { FirstLoadPreloadPlugin, firstLoadFiles };
