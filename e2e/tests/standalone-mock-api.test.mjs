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
const adminDist = join(repoDir, 'mf-admin', 'dist');

let browser;
/** The catalogue's and the back office's standalone pages, each on a static server of its own. */
let base;
let adminBase;
const servers = [];
/** Every path the static servers were asked for: the API must never be among them. */
const served = [];

/** A plain static server of `dist` (index.html for any other path) that answers nothing under /api/ or /images/. */
async function serveDist(dist) {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    served.push(path);
    if (path.startsWith('/api/') || path.startsWith('/images/')) {
      res.writeHead(503, { 'content-type': 'application/json' }).end('{"message":"There is no API here"}');
      return;
    }
    const file = join(dist, normalize(path).replace(/^(\.\.[/\\])+/, ''));
    const found = path !== '/' && existsSync(file) ? file : join(dist, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[extname(found)] ?? 'application/octet-stream' });
    res.end(readFileSync(found));
  });
  servers.push(server);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  return `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
}

const apiPaths = () => served.filter((path) => path.startsWith('/api/') || path.startsWith('/images/'));

before(async () => {
  await buildIfStale();
  base = await serveDist(catalogDist);
  adminBase = await serveDist(adminDist);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  for (const server of servers) server.close();
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

describe('mf-admin alone on the mock API', () => {
  it('?mock=empty shows the back office with no orders yet, signed in as staff, with no API behind the page', async () => {
    const { page, context, problems } = await openPage(browser);
    try {
      served.length = 0;
      await page.goto(`${adminBase}/admin/orders?mock=empty`);
      const main = page.getByRole('main');
      await main.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
      await main.getByRole('status', { name: 'No orders yet' }).waitFor();
      await main.getByRole('navigation', { name: 'Back office' }).waitFor();
      assert.equal(await page.getByRole('combobox', { name: 'Mock API scenario' }).inputValue(), 'empty');
      await page.waitForLoadState('networkidle');
      assert.deepEqual(problems, []);
      assert.deepEqual(apiPaths(), [], 'every API call was answered by the mock');
    } finally {
      await context.close();
    }
  });

  it('?mock=error shows the error panel with Retry', async () => {
    const { page, context } = await openPage(browser);
    try {
      served.length = 0;
      await page.goto(`${adminBase}/admin?mock=error`);
      const alert = page.getByRole('main').getByRole('alert');
      await alert.getByText('This could not be loaded').waitFor();
      await alert.getByText('The back office is unavailable').waitFor();
      await alert.getByRole('button', { name: 'Retry' }).waitFor();
      assert.deepEqual(apiPaths(), []);
    } finally {
      await context.close();
    }
  });

  it('the switcher opens the dashboard scenario: sales figures and low stock', async () => {
    const { page, context, problems } = await openPage(browser);
    try {
      await page.goto(`${adminBase}/admin/orders?mock=empty`);
      await page.getByRole('main').getByRole('status', { name: 'No orders yet' }).waitFor();
      await page.getByRole('combobox', { name: 'Mock API scenario' }).selectOption('dashboard');
      await page.waitForURL(/\/admin\?mock=dashboard$/);
      const main = page.getByRole('main');
      await main.getByRole('region', { name: 'Today' }).getByText('2 orders').waitFor();
      await main.getByRole('table', { name: 'Products under 5 in stock (1)' }).waitFor();
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});
