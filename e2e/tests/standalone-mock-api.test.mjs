// A remote's production build opened alone on the mock API, as an integrator does with no API at
// all: its dist/ on a plain static server that answers nothing under /api/ or /images/ (no shop
// process is started). `?mock=<scenario>` makes the standalone page start MSW's service worker
// (mockServiceWorker.js, shipped beside index.html) with that scenario of shared-ui/testing.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { launchBrowser, openPage } from '../support/browser.mjs';
import { buildIfStale, repoDir } from '../support/shop-server.mjs';

const TYPES = { '.js': 'text/javascript', '.json': 'application/json', '.html': 'text/html', '.svg': 'image/svg+xml' };
const catalogDist = join(repoDir, 'mf-catalog', 'dist');

let browser;
let base;
let server;
/** Every path the static server was asked for: the API must never be among them. */
const served = [];

before(async () => {
  await buildIfStale();
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    served.push(path);
    if (path.startsWith('/api/') || path.startsWith('/images/')) {
      res.writeHead(503, { 'content-type': 'application/json' }).end('{"message":"There is no API here"}');
      return;
    }
    const file = join(catalogDist, normalize(path).replace(/^(\.\.[/\\])+/, ''));
    const found = path !== '/' && existsSync(file) ? file : join(catalogDist, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[extname(found)] ?? 'application/octet-stream' });
    res.end(readFileSync(found));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  base = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  server?.close();
});

describe('mf-catalog alone on the mock API', () => {
  it('?mock=empty shows the empty listing, with no API behind the page', async () => {
    const { page, context, problems } = await openPage(browser);
    try {
      served.length = 0;
      await page.goto(`${base}/?mock=empty`);
      const main = page.getByRole('main');
      await main.getByRole('status', { name: 'No products found' }).waitFor();
      await main.getByRole('link', { name: 'Browse All Products' }).waitFor();
      const switcher = page.getByRole('combobox', { name: 'Mock API scenario' });
      assert.equal(await switcher.inputValue(), 'empty');
      await page.waitForLoadState('networkidle');
      assert.deepEqual(problems, []);
      assert.deepEqual(
        served.filter((path) => path.startsWith('/api/') || path.startsWith('/images/')),
        [],
        'every API call was answered by the mock',
      );
    } finally {
      await context.close();
    }
  });

  it('?mock=error shows the error panel with the Try Again button', async () => {
    const { page, context } = await openPage(browser);
    try {
      served.length = 0;
      await page.goto(`${base}/?mock=error`);
      const main = page.getByRole('main');
      await main.getByRole('heading', { name: 'Something went wrong' }).waitFor();
      await main.getByText('The catalogue is unavailable').waitFor();
      await main.getByRole('button', { name: 'Try Again' }).waitFor();
      assert.deepEqual(
        served.filter((path) => path.startsWith('/api/')),
        [],
      );
    } finally {
      await context.close();
    }
  });

  it('the switcher opens another scenario: the default catalogue lists its products', async () => {
    const { page, context } = await openPage(browser);
    try {
      await page.goto(`${base}/?mock=empty`);
      await page.getByRole('main').getByRole('status', { name: 'No products found' }).waitFor();
      await page.getByRole('combobox', { name: 'Mock API scenario' }).selectOption('default');
      await page.waitForURL(/mock=default/);
      await page.getByRole('main').getByRole('link', { name: 'Aurora Noise-Cancelling Headphones' }).first().waitFor();
    } finally {
      await context.close();
    }
  });

  it('without ?mock the page never loads the mock API, and remoteEntry.js does not reference it', async () => {
    const { page, context, requests } = await openPage(browser);
    try {
      await page.goto(`${base}/`);
      await page.getByRole('navigation', { name: 'mf-catalog pages' }).waitFor();
      await page.waitForLoadState('networkidle');
      assert.deepEqual(
        requests.filter((url) => /mock-api|mockServiceWorker/.test(url)),
        [],
      );
    } finally {
      await context.close();
    }
    const mockChunks = readdirSync(catalogDist).filter((file) => /^mock-api\..*\.js$/.test(file));
    assert.equal(mockChunks.length, 1, 'the mock API is a chunk of its own');
    const remoteEntry = readFileSync(join(catalogDist, 'remoteEntry.js'), 'utf8');
    assert.ok(!remoteEntry.includes('mock-api'), 'remoteEntry.js names no mock chunk');
  });
});
