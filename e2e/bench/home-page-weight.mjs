// `npm run bench -w e2e`: the JavaScript the home page downloads, gzip size per file and in total,
// measured in Chromium against the real composed site. Fails when the total exceeds the budget.
import { gzipSync } from 'node:zlib';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser, openPage } from '../support/browser.mjs';
import { repoDir, startShop } from '../support/shop-server.mjs';

const BUDGET_GZIP_BYTES = Number(process.env.HOME_JS_BUDGET_KB ?? 260) * 1024;

function distFileFor(url) {
  const { pathname } = new URL(url);
  const remote = pathname.match(/^\/remotes\/([a-z]+)\/(.+)$/);
  return remote ? join(repoDir, `mf-${remote[1]}`, 'dist', remote[2] ?? '') : join(repoDir, 'shell', 'dist', pathname.slice(1));
}

const shop = await startShop({ port: 90 });
const browser = await launchBrowser();
try {
  const { page, requests } = await openPage(browser);
  await page.goto(shop.baseUrl);
  await page.getByText(/Showing 1 - 12 of/).waitFor({ timeout: 30_000 });
  const scripts = [...new Set(requests.filter((url) => /\.js(\?|$)/.test(url)))];
  const rows = scripts.map((url) => {
    const file = distFileFor(url.split('?')[0]);
    const raw = existsSync(file) ? readFileSync(file) : Buffer.alloc(0);
    return { file: new URL(url).pathname, raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length };
  });
  rows.sort((a, b) => b.gzip - a.gzip);
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  console.log('Home page JavaScript (gzip -9):');
  for (const row of rows)
    console.log(
      `  ${(row.gzip / 1024).toFixed(1).padStart(7)} KB  (${(row.raw / 1024).toFixed(1).padStart(7)} KB raw)  ${row.file}`,
    );
  console.log(
    `  ${(total / 1024).toFixed(1).padStart(7)} KB  total in ${rows.length} files; budget ${(BUDGET_GZIP_BYTES / 1024).toFixed(0)} KB`,
  );
  const leaked = scripts.filter((url) => /\/remotes\/(product|cart|account|checkout)\//.test(url));
  if (leaked.length) {
    console.error('The home page downloaded code of remotes it does not show:', leaked);
    process.exitCode = 1;
  }
  if (total > BUDGET_GZIP_BYTES) {
    console.error('Over budget.');
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  await shop.stop();
}
