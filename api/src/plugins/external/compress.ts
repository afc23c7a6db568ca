import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import { constants } from 'node:zlib';
import { BROTLI_QUALITY, COMPRESS_THRESHOLD_BYTES } from '../../services/answer-encoding/encoded-answer.js';

/**
 * Brotli or gzip on every compressible answer the server makes itself: the server-rendered pages (about
 * 100 KB of HTML, 19 KB compressed) and the API's JSON. Built files keep their pre-compressed `.br`/`.gz`
 * (an answer that already has a Content-Encoding is left alone). Brotli at quality 5 takes about 2.5 ms
 * for a 100 KB page and makes it 7% smaller than quality 4 (gzip: 12% larger); 6 and up cost 4 to 80
 * times more for 1% less; 11 is for build time and the page cache (site/page-cache/: once per page, off
 * the event loop); a cached answer keeps its encodings (services/answer-encoding/). A page that fits
 * TCP's first window (about 14 KB with its headers) arrives a round trip sooner. Compressed request
 * bodies are not accepted: the body limits count the bytes that arrive.
 */
export default fp(
  async function compressPlugin(app) {
    await app.register(compress, {
      encodings: ['br', 'gzip'],
      threshold: COMPRESS_THRESHOLD_BYTES,
      globalDecompression: false,
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    });
  },
  { name: 'compress' },
);
