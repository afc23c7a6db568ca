const { Compilation, sources } = require('webpack');
const { firstLoadFiles } = require('./first-load-preload-plugin.cjs');

const PLUGIN = 'CompileHintsPlugin';
/** V8's explicit compile hint (Chrome 136+): compile every function of the file as the script loads. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * V8 compiles a function lazily, on its first call, on the main thread. Taking over a page runs
 * hundreds of React's, the router's and the shop's functions for the first time, and compiling them
 * was a large part of the long tasks after the first paint. The files a page runs at load start with
 * V8's compile hint, so their functions are compiled as each script loads, off the main thread where
 * the script streams:
 * - the entry chunks (main.js; a slice's remoteEntry.js);
 * - what FirstLoadPreloadPlugin preloads (the bootstrap and the shared libraries it consumes);
 * - a slice's exposed modules (its ./routes), which the server preloads for the slice's pages.
 * Added after minification (which would strip the comment) and before the source maps are written,
 * which shift by its line. Not in child compilations (the service worker).
 */
class CompileHintsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        for (const file of filesRunAtLoad(compilation)) {
          compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
        }
      });
    });
  }
}

function filesRunAtLoad(compilation) {
  const { chunkGraph } = compilation;
  const files = new Set(firstLoadFiles(compilation));
  const addChunks = (chunks) => {
    for (const chunk of chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  };
  for (const entrypoint of compilation.entrypoints.values()) addChunks([entrypoint.getEntrypointChunk()]);
  for (const module of compilation.modules) {
    if (module.constructor.name !== 'ContainerEntryModule') continue;
    for (const block of module.blocks) addChunks(chunkGraph.getBlockChunkGroup(block)?.chunks ?? []);
  }
  return files;
}

module.exports = { CompileHintsPlugin };
