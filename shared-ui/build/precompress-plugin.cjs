const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const COMPRESSIBLE = /\.(js|json|html|svg|css)$/;

/** Writes .br and .gz beside each text asset so the server sends them without compressing per request. */
class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tap('PrecompressPlugin', (compilation) => {
      const outputDir = compilation.outputOptions.path;
      for (const name of Object.keys(compilation.assets)) {
        if (!COMPRESSIBLE.test(name)) continue;
        const file = path.join(outputDir, name);
        const source = fs.readFileSync(file);
        if (source.length < 1024) continue;
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(source, { level: 9 }));
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    });
  }
}

module.exports = { PrecompressPlugin };
