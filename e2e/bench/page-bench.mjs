// `npm run bench -w e2e`: what the shop's pages cost a shopper, measured against the real composed
// site in Debian Chromium. Not part of `npm test`: budgets live here, never in timed tests.
//
// 1. Bytes: the JavaScript and CSS each main page downloads (gzip and brotli of every response
//    body, per file and in total) and how many copies of react-dom it loads (must be 1).
// 2. Lighthouse 13 on / and /product/:id, mobile and desktop, median of RUNS, beside a static
//    one-heading page served by the same server: the floor this machine allows.
// Each goal of the performance issue is printed as ok or MISS; a MISS makes the exit code 1
// (BENCH_REPORT_ONLY=1 reports without failing).
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_FLAGS, launchBrowser, openPage } from '../support/browser.mjs';
import { repoDir, startShop } from '../support/shop-server.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'skip-lighthouse': { type: 'boolean', default: false },
  },
});
const RUNS = Number(values.runs);

export const GOALS = {
  homeJsGzipBytes: 150 * 1024,
  performance: 0.95,
  accessibility: 1,
  cls: 0.05,
  tbtMs: 150,
  lcpOverFloor: 2,
};

const KB = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const goals = [];
function goal(name, ok, detail) {
  goals.push({ name, ok, detail });
}

// The API bench's 100 000-product catalogue when it exists (npm run bench -w api seeds it), so
// pages are measured on a realistic database; otherwise the normal 300-product seed.
const benchDataDir = join(repoDir, 'api', 'data-bench');
const shop = await startShop({ port: 90, dataDir: existsSync(benchDataDir) ? benchDataDir : undefined });
const floorFile = join(repoDir, 'shell', 'dist', 'bench-floor.html');
writeFileSync(
  floorFile,
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="description" content="Floor page"><title>Floor</title></head><body><main><h1>ShopHub</h1></main></body></html>',
);

async function firstProductId() {
  const response = await fetch(`${shop.baseUrl}/api/products?limit=1&availability=in_stock`);
  const { products } = await response.json();
  return products[0]._id;
}

/** Counts the JavaScript and CSS one page load downloads, from the responses Chromium received. */
async function pageBytes(browser, path, prepare) {
  const { context, page } = await openPage(browser);
  const files = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    try {
      const body = await response.body();
      files.push({
        url: new URL(response.url()).pathname,
        type,
        gzip: gzipSync(body, { level: 9 }).length,
        brotli: brotliCompressSync(body).length,
        reactDom: body.includes('__reactContainer$'),
      });
    } catch {
      // a redirect or an aborted load has no body to count
    }
  });
  if (prepare) await prepare(page);
  await page.goto(`${shop.baseUrl}${path}`, { waitUntil: 'networkidle' });
  await context.close();
  return files;
}

async function signInForCheckout(page) {
  const login = await fetch(`${shop.baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: shop.baseUrl },
    body: JSON.stringify({ email: 'customer@example.com', password: 'password123' }),
  });
  const user = await login.json();
  const product = await (await fetch(`${shop.baseUrl}/api/products/${await firstProductId()}`)).json();
  await page.goto(`${shop.baseUrl}/bench-floor.html`);
  await page.evaluate(
    ([userInfo, line]) => {
      localStorage.setItem('userInfo', JSON.stringify(userInfo));
      localStorage.setItem(`cartItems_${userInfo._id}`, JSON.stringify([line]));
      localStorage.setItem(
        'shippingAddress',
        JSON.stringify({ fullName: 'Jane', address: '1 Main St', city: 'Springfield', postalCode: '12345', country: 'USA' }),
      );
      localStorage.setItem('paymentMethod', JSON.stringify('PayPal'));
    },
    [user, { ...product, qty: 1 }],
  );
}

async function runLighthouse(url, preset) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    chromeFlags: CHROMIUM_FLAGS,
  });
  try {
    /** @type {import('lighthouse').Flags} */
    const flags = { port: chrome.port, output: 'json', logLevel: 'error' };
    const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, audits } = result.lhr;
    const score = (id) => categories[id]?.score ?? 0;
    const value = (id) => audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
    };
  } finally {
    chrome.kill();
  }
}

async function medianLighthouse(url, preset) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await runLighthouse(url, preset));
  const keys = /** @type {Array<keyof (typeof runs)[number]>} */ (Object.keys(runs[0] ?? {}));
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))]));
}

try {
  const productId = await firstProductId();
  const pages = [
    ['/', null],
    [`/product/${productId}`, null],
    ['/cart', null],
    ['/login', null],
    ['/placeorder', signInForCheckout],
  ];
  const browser = await launchBrowser();
  console.log('Bytes each page downloads (JavaScript and CSS; gzip -9 / brotli):');
  try {
    for (const [path, prepare] of pages) {
      const files = await pageBytes(browser, path, prepare);
      const gzip = files.reduce((sum, file) => sum + file.gzip, 0);
      const brotli = files.reduce((sum, file) => sum + file.brotli, 0);
      const jsGzip = files.filter((file) => file.type === 'script').reduce((sum, file) => sum + file.gzip, 0);
      const reactDomCopies = files.filter((file) => file.reactDom).length;
      console.log(
        `\n  ${path}: ${KB(gzip)} gzip, ${KB(brotli)} brotli in ${files.length} files; react-dom copies: ${reactDomCopies}`,
      );
      for (const file of [...files].sort((a, b) => b.gzip - a.gzip))
        console.log(`    ${KB(file.gzip).padStart(9)}  ${KB(file.brotli).padStart(9)}  ${file.url}`);
      goal(`${path}: one copy of react-dom`, reactDomCopies === 1, `${reactDomCopies}`);
      if (path === '/') goal('home page JavaScript <= 150 KB gzip', jsGzip <= GOALS.homeJsGzipBytes, KB(jsGzip));
      const leaked = files.filter((file) => path === '/' && /\/remotes\/(product|cart|account|checkout)\//.test(file.url));
      if (path === '/')
        goal('home page loads no other remote', leaked.length === 0, leaked.map((f) => f.url).join(', ') || 'none');
    }
  } finally {
    await browser.close();
  }

  if (!values['skip-lighthouse']) {
    console.log(`\nLighthouse 13, median of ${RUNS} runs:`);
    const header = ['page', 'preset', 'perf', 'a11y', 'best', 'seo', 'LCP ms', 'LCP/floor', 'TBT ms', 'CLS'];
    console.log(`  ${header.join('\t')}`);
    for (const preset of ['mobile', 'desktop']) {
      const floor = await medianLighthouse(`${shop.baseUrl}/bench-floor.html`, preset);
      console.log(`  floor\t${preset}\t${floor.performance}\t\t\t\t${Math.round(floor.lcp)}`);
      for (const path of ['/', `/product/${productId}`]) {
        const m = await medianLighthouse(`${shop.baseUrl}${path}`, preset);
        const ratio = m.lcp / floor.lcp;
        console.log(
          `  ${path}\t${preset}\t${m.performance}\t${m.accessibility}\t${m.bestPractices}\t${m.seo}\t${Math.round(m.lcp)}\t${ratio.toFixed(2)}\t${Math.round(m.tbt)}\t${m.cls.toFixed(3)}`,
        );
        if (preset === 'mobile') {
          goal(`${path} mobile performance >= 95`, m.performance >= GOALS.performance, String(Math.round(m.performance * 100)));
          goal(`${path} accessibility 100`, m.accessibility >= GOALS.accessibility, String(Math.round(m.accessibility * 100)));
          goal(`${path} mobile CLS < 0.05`, m.cls < GOALS.cls, m.cls.toFixed(3));
          goal(`${path} mobile TBT < 150 ms`, m.tbt < GOALS.tbtMs, `${Math.round(m.tbt)} ms`);
          goal(`${path} mobile LCP <= 2x floor`, ratio <= GOALS.lcpOverFloor, `${ratio.toFixed(2)}x`);
        }
      }
    }
  }
} finally {
  rmSync(floorFile, { force: true });
  await shop.stop();
}

console.log('\nGoals:');
for (const { name, ok, detail } of goals) console.log(`  ${ok ? 'ok  ' : 'MISS'}  ${name} (${detail})`);
if (goals.some((g) => !g.ok) && process.env.BENCH_REPORT_ONLY !== '1') process.exitCode = 1;
