// Each remote's production build opened alone, as an integrator does: its dist/ served at the root of
// a plain static server (API and images passed on to the shop), no shell on the page. The build ships
// the federation runtime for this page (federation-runtime.js) and its own fallback copies of the
// shared libraries, pruned as the shell's are (shared-ui/build/shared-dependencies.cjs).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { launchBrowser, openPage } from '../support/browser.mjs';
import { repoDir, startShop } from '../support/shop-server.mjs';
import { firstProductId } from '../bench/page-bytes.mjs';

const TYPES = { '.js': 'text/javascript', '.json': 'application/json', '.html': 'text/html', '.svg': 'image/svg+xml' };

let shop;
let browser;
const servers = [];

/** Serves `dir` at the root with the SPA fallback; GETs under /api/ and /images/ go to the shop. */
async function serveAlone(dir) {
  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path.startsWith('/api/') || path.startsWith('/images/')) {
      const answer = await fetch(`${shop.baseUrl}${req.url}`, { headers: { accept: req.headers.accept ?? '*/*' } });
      res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/octet-stream' });
      res.end(Buffer.from(await answer.arrayBuffer()));
      return;
    }
    const file = join(dir, normalize(path).replace(/^(\.\.[/\\])+/, ''));
    const found = path !== '/' && existsSync(file) ? file : join(dir, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[extname(found)] ?? 'application/octet-stream' });
    res.end(readFileSync(found));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  servers.push(server);
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return `http://127.0.0.1:${address.port}`;
}

before(async () => {
  shop = await startShop({ port: 8 });
  browser = await launchBrowser();
});

after(async () => {
  for (const server of servers) server.close();
  await browser?.close();
  await shop?.stop();
});

describe('each remote opens alone', () => {
  for (const { slice, path, heading } of [
    { slice: 'mf-catalog', path: '/', heading: 'Discover our products' },
    { slice: 'mf-product', path: '/product/:id', heading: null },
    { slice: 'mf-cart', path: '/cart', heading: 'Your Cart is Empty' },
    { slice: 'mf-account', path: '/login', heading: 'Sign In' },
  ]) {
    it(`${slice}: its page renders from its own build, with no console error`, async () => {
      const base = await serveAlone(join(repoDir, slice, 'dist'));
      const url = path.replace(':id', await firstProductId(shop.baseUrl));
      const { page, context, problems } = await openPage(browser);
      try {
        await page.goto(`${base}${url}`);
        await page.getByRole('navigation', { name: `${slice} pages` }).waitFor();
        const main = page.getByRole('main');
        await (
          heading ? main.getByRole('heading', { name: heading, level: 1 }) : main.getByRole('heading', { level: 1 })
        ).waitFor();
        await page.waitForLoadState('networkidle');
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });
  }
});
