// npx tsx --conditions=source bench/page-cache.ts -- --base-url http://127.0.0.1:5299 [--rounds 10] [path ...]
// Against a running shop (npm start): for each page, the bytes a browser that takes brotli gets on a
// miss (rendered, brotli 5) and on a hit (the page cache's brotli 11), with the headers' bytes; the time
// to the last byte of each; what the cache holds for the page (brotli and gzip: its memory); and the
// event loop's longest delay while the page is compressed as the cache compresses it (node:zlib's async
// API) against the time the same compression takes on the thread (the sync API), which is what a
// request would wait if it compressed there; beside it, the loop's longest delay over as long a time with
// nothing to do (the machine's other work). The paths default to the home page, a category, a product
// page, the cart and a not-found page.
import { request } from 'node:http';
import { parseArgs } from 'node:util';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { precompress, type CompressedVariants } from '../src/site/page-cache/precompress.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'base-url': { type: 'string', default: 'http://127.0.0.1:5299' },
    rounds: { type: 'string', default: '10' },
  },
});
const base = new URL(values['base-url']);
const rounds = Number(values.rounds);

interface Answer {
  status: number;
  bodyBytes: number;
  headerBytes: number;
  ms: number;
  body: Buffer;
  encoding: string | undefined;
}

function get(path: string, acceptEncoding: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(new URL(path, base), { headers: { accept: 'text/html', 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        // Status line and headers as sent: name: value CRLF each, and the blank line.
        const lines = [`HTTP/1.1 ${res.statusCode} ${res.statusMessage}`];
        for (let i = 0; i < res.rawHeaders.length; i += 2) lines.push(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}`);
        resolve({
          status: res.statusCode ?? 0,
          bodyBytes: body.length,
          headerBytes: Buffer.byteLength(lines.join('\r\n') + '\r\n\r\n'),
          ms: performance.now() - started,
          body,
          encoding: res.headers['content-encoding'],
        });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function firstProductPath(): Promise<string | null> {
  const answer = await get('/api/products?limit=1', 'identity');
  const product = (JSON.parse(answer.body.toString()) as { products?: { _id: string }[] }).products?.[0];
  return product ? `/product/${product._id}` : null;
}

async function loopDelayWhile(work: () => Promise<unknown>) {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  // A timer keeps the loop turning, as requests would.
  const ticker = setInterval(() => {}, 1);
  histogram.enable();
  const started = performance.now();
  await work();
  const ms = performance.now() - started;
  histogram.disable();
  clearInterval(ticker);
  return { ms, maxDelayMs: histogram.max / 1e6 };
}

const paths = positionals.length
  ? positionals
  : ['/', '/category/electronics', (await firstProductPath()) ?? '/product/none', '/cart', '/no-such-page'];
const rows = [];
for (const path of paths) {
  const misses: Answer[] = [];
  const hits: Answer[] = [];
  for (let round = 0; round < rounds; round++) {
    // A query string of its own: the same page under another key, so this request is a miss.
    const url = `${path}${path.includes('?') ? '&' : '?'}bench=${Date.now()}-${round}`;
    misses.push(await get(url, 'br'));
    await sleep(300);
    hits.push(await get(url, 'br'));
  }
  const plain = await get(path, 'identity');
  const html = plain.body;
  const q5 = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  const syncStarted = performance.now();
  brotliCompressSync(html, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
    },
  });
  gzipSync(html, { level: 9 });
  const syncMs = performance.now() - syncStarted;
  let variants: CompressedVariants = { br: Buffer.alloc(0), gzip: Buffer.alloc(0) };
  const background = await loopDelayWhile(async () => (variants = await precompress(html)));
  // The same time with nothing to do: what the machine's other work costs the loop anyway.
  const idle = await loopDelayWhile(() => sleep(background.ms));
  const last = (answers: Answer[]) => answers[answers.length - 1]!;
  rows.push({
    path,
    status: plain.status,
    html: html.length,
    'miss br (q5) body+headers': `${last(misses).bodyBytes}+${last(misses).headerBytes}`,
    'hit br (q11) body+headers': `${last(hits).bodyBytes}+${last(hits).headerBytes}`,
    'hit encoding': last(hits).encoding,
    'q5 / q11 / gzip9': `${q5.length} / ${variants.br.length} / ${variants.gzip.length}`,
    'miss ms (median)': median(misses.map((answer) => answer.ms)).toFixed(1),
    'hit ms (median)': median(hits.map((answer) => answer.ms)).toFixed(1),
    'entry bytes': variants.br.length + variants.gzip.length,
    'q11+gzip9 on the thread, ms': syncMs.toFixed(1),
    'in the threadpool, ms': background.ms.toFixed(1),
    'max loop delay meanwhile, ms': background.maxDelayMs.toFixed(1),
    'max loop delay idle, ms': idle.maxDelayMs.toFixed(1),
  });
}
console.table(rows);
