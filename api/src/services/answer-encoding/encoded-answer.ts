import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { AnswerEncoding } from './accepted-encoding.js';

/** Answers smaller than this are sent as they are: compressing them saves less than its headers cost. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Brotli's quality for answers made while a request waits: 5 takes about 0.1 ms for a 7 KB listing and
 * 2.5 ms for a 100 KB page; 6 and up cost 4 to 80 times more for 1 % less (plugins/external/compress.ts).
 */
export const BROTLI_QUALITY = 5;

/**
 * The smallest brotli window (10 to 24 bits) that holds `bytes`. The encoder sets its window up at every
 * call, 4 MB at the default 22 bits: for a 7 KB answer that cost more than compressing it (README,
 * "Uncached, as a browser asks").
 */
export function brotliWindowBits(bytes: number): number {
  return Math.min(Math.max(Math.ceil(Math.log2(Math.max(bytes, 1))), 10), 24);
}

/**
 * A cached JSON answer in the encodings it has been asked for. Each encoding is made once, on the first
 * request that takes it, and kept with the answer: a hit costs a lookup and a write, where a stream through
 * @fastify/compress cost every browser's request about 0.3 ms of the event loop (README, "Answer cache").
 */
export class EncodedAnswer {
  readonly json: Buffer;
  private br: Buffer | undefined;
  private gzip: Buffer | undefined;

  constructor(json: string) {
    this.json = Buffer.from(json);
  }

  /**
   * What the answer holds in memory: its JSON, and room for its compressed forms (made later, and together
   * under half of it for a listing's JSON, which compresses 4 to 5 times).
   */
  get bytes(): number {
    return Math.ceil(this.json.length * 1.5);
  }

  /** The body to send for a request that takes `encoding` ('identity' or a small answer: the JSON itself). */
  body(encoding: AnswerEncoding): { body: Buffer; encoding: AnswerEncoding } {
    if (encoding === 'identity' || this.json.length < COMPRESS_THRESHOLD_BYTES) return { body: this.json, encoding: 'identity' };
    if (encoding === 'br') {
      this.br ??= brotliCompressSync(this.json, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: this.json.length,
          [constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(this.json.length),
        },
      });
      return { body: this.br, encoding };
    }
    this.gzip ??= gzipSync(this.json);
    return { body: this.gzip, encoding };
  }
}
