import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface CompressedVariants {
  br: Buffer;
  gzip: Buffer;
}

/**
 * A page at each encoding's best: brotli quality 11 (text mode, told the size so it picks its window)
 * and gzip level 9. zlib's async API runs both in libuv's threadpool, so the 30-80 ms they take are
 * not spent on the event loop (README, "Cached pages").
 */
export async function precompress(body: Buffer): Promise<CompressedVariants> {
  const [br, gz] = await Promise.all([
    brotliAsync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gzip: gz };
}
