// `npm run bench` (root): what the shop costs a shopper and the server, in one report.
// `npm run bench:size`: only the bytes and their budgets (deterministic, about a minute; runs in CI).
// Not part of `npm test`: budgets live here, never in timed tests. The steps (README.md has the detail):
//
// 1. Builds the production bundles that are missing or older than their sources, and (full run) seeds
//    api/data-bench with 100 000 products once, through the API bench.
// 2. api: listing, keyword, filtered listing and product detail, cached and uncached, beside a bare
//    node:http route (api/bench/run-bench.ts).
// 3. bytes: the JavaScript and CSS each main page downloads in Chromium, gzip and brotli, per file and
//    in total, and how many copies of react-dom load.
// 4. lighthouse: Lighthouse 13 on every route of lighthouse-routes.mjs (mobile; / and /product/:id on
//    desktop too), median of --runs, beside a static one-heading page served by the same server (the floor).
// 5. inp: INP-like latency of the main interactions with the CPU slowed down 4x (interaction-latency.mjs).
// 6. Writes results/latest.json (bench:size: results/size.json), prints Markdown, and exits 1 when a
//    budget in budgets.json is exceeded (--report-only: never). Goals are reported, never fail the run.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { launchBrowser } from '../support/browser.mjs';
import { repoDir, startShop } from '../support/shop-server.mjs';
import { checkBudgets, readBudgets } from './budgets.mjs';
import { interactionLatency, selectInteractions } from './interaction-latency.mjs';
import { lighthouseRoutes, selectRoutes } from './lighthouse-routes.mjs';
import { markdownReport } from './markdown-report.mjs';
import { checkoutState, firstProductId, pageBytes } from './page-bytes.mjs';

const benchDir = dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({
  options: {
    'size-only': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    'api-duration': { type: 'string', default: '10' },
    'skip-lighthouse': { type: 'boolean', default: false },
    'skip-api': { type: 'boolean', default: false },
    'skip-inp': { type: 'boolean', default: false },
    'report-only': { type: 'boolean', default: false },
    only: { type: 'string' },
    routes: { type: 'string' },
    interactions: { type: 'string' },
    repetitions: { type: 'string', default: '10' },
  },
});
const sizeOnly = values['size-only'];
const runs = Number(values.runs);
const STEPS = ['api', 'bytes', 'lighthouse', 'inp'];
const only = values.only?.split(',').map((step) => step.trim());
const unknownSteps = only?.filter((step) => !STEPS.includes(step)) ?? [];
if (unknownSteps.length) throw new Error(`--only: unknown ${unknownSteps.join(', ')} (steps: ${STEPS.join(', ')})`);
/** Whether this run measures `step`: bench:size only bytes; --only lists the steps; --skip-<step> leaves one out. */
const measures = (step) => (sizeOnly ? step === 'bytes' : (!only || only.includes(step)) && !values[`skip-${step}`]);
const lighthouseRouteList = selectRoutes(values.routes);
const interactionList = selectInteractions(values.interactions);
const budgets = readBudgets(join(benchDir, 'budgets.json'));
const benchDataDir = join(repoDir, 'api', 'data-bench');

/** Runs the API bench (which seeds api/data-bench the first time) and returns its rows by mode and scenario. */
async function apiBench() {
  const output = join(tmpdir(), `shophub-api-bench-${process.pid}.json`);
  const args = ['run', 'bench', '-w', 'api', '--', '--duration', values['api-duration'], '--json', output];
  const child = spawn('npm', args, { cwd: repoDir, stdio: 'inherit' });
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`the API bench failed (exit code ${code})`);
  const raw = JSON.parse(readFileSync(output, 'utf8'));
  rmSync(output, { force: true });
  const byMode = { cached: {}, uncached: {} };
  for (const row of raw.rows) byMode[row.cached ? 'cached' : 'uncached'][row.scenario] = row;
  // database: 'PGlite', or 'PostgreSQL' when DATABASE_URL is set (the API bench then seeds and reads that database).
  return {
    products: raw.products,
    connections: raw.connections,
    durationSeconds: raw.durationSeconds,
    database: raw.database,
    // what each request asked for, as a browser does (null: no Accept-Encoding, `--identity`)
    acceptEncoding: raw.acceptEncoding,
    ...byMode,
  };
}

function commit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoDir, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

const results = {
  mode: sizeOnly ? 'size' : only || values.routes || values.interactions ? 'partial' : 'full',
  date: new Date().toISOString(),
  commit: commit(),
  machine: { cpus: cpus().length, loadAverage: loadavg().map((l) => Number(l.toFixed(2))) },
  lighthouseRuns: runs,
  /** @type {Record<string, any> | undefined} */ api: undefined,
  /** @type {Record<string, any> | undefined} */ bytes: undefined,
  /** @type {Record<string, any> | undefined} */ lighthouse: undefined,
  /** @type {Record<string, any> | undefined} */ inp: undefined,
};

if (measures('api')) results.api = await apiBench();

const resultsDir = join(benchDir, 'results');
mkdirSync(resultsDir, { recursive: true });
// bench:size needs no large catalogue (bytes do not depend on it): a fresh 300-product shop starts in seconds.
// The timed steps measure the shop as `npm start` runs it: info-level logging (sampled access log),
// rate limits, security headers; its output goes to results/shop-server.log.
const shop = await startShop(
  sizeOnly
    ? { port: 90 }
    : { port: 90, dataDir: benchDataDir, env: { LOG_LEVEL: 'info' }, logFile: join(resultsDir, 'shop-server.log') },
);
const floorFile = join(repoDir, 'shell', 'dist', 'bench-floor.html');
writeFileSync(
  floorFile,
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="description" content="Floor page"><title>Floor</title></head><body><main><h1>ShopHub</h1></main></body></html>',
);
try {
  const productId = await firstProductId(shop.baseUrl);
  const pages = [
    { name: '/', url: '/' },
    { name: '/product/:id', url: `/product/${productId}` },
    { name: '/cart', url: '/cart' },
    { name: '/login', url: '/login' },
    { name: '/placeorder', url: '/placeorder', signedIn: true },
  ];
  const browser = await launchBrowser();
  try {
    const signedIn = measures('bytes') || measures('lighthouse') ? await checkoutState(browser, shop.baseUrl) : undefined;
    if (measures('bytes')) {
      results.bytes = {};
      for (const page of pages) {
        const measured = await pageBytes(browser, shop.baseUrl, page.url, page.signedIn ? signedIn : undefined);
        results.bytes[page.name] = { ...measured, url: page.url };
        console.log(
          `bytes ${page.name}: ${(measured.jsGzip / 1024).toFixed(1)} KB JS gzip, react-dom x${measured.reactDomCopies}`,
        );
      }
    }
    if (measures('lighthouse')) {
      results.lighthouse = await lighthouseRoutes({
        baseUrl: shop.baseUrl,
        floorPath: '/bench-floor.html',
        productId,
        signedInState: signedIn,
        routes: lighthouseRouteList,
        runs,
      });
    }
    if (measures('inp')) {
      results.inp = await interactionLatency(browser, {
        baseUrl: shop.baseUrl,
        interactions: interactionList,
        repetitions: Number(values.repetitions),
      });
    }
  } finally {
    await browser.close();
  }
} finally {
  rmSync(floorFile, { force: true });
  await shop.stop();
}

results.machine.loadAverageAtEnd = loadavg().map((l) => Number(l.toFixed(2)));
const sections = ['bytes', 'lighthouse', 'inp', 'api'].filter((section) => results[section]);
const checks = checkBudgets(results, budgets, sections);
const resultsFile = join(resultsDir, sizeOnly ? 'size.json' : 'latest.json');
writeFileSync(resultsFile, `${JSON.stringify({ ...results, checks }, null, 2)}\n`);

const report = markdownReport(results, checks);
const reportFile = resultsFile.replace(/\.json$/, '.md');
writeFileSync(reportFile, `${report}\n`);
console.log(`\n${report}\n`);
console.log(`Results: ${resultsFile}, ${reportFile}`);
// A route or interaction that could not be measured fails the run like a budget: its goals were not judged.
const failed = [
  ...Object.entries(results.lighthouse ?? {}).flatMap(([preset, pages]) =>
    Object.entries(pages)
      .filter(([, m]) => m.error)
      .map(([name]) => `lighthouse ${preset} ${name}`),
  ),
  ...Object.entries(results.inp?.interactions ?? {})
    .filter(([, m]) => m.error)
    .map(([key]) => `inp ${key}`),
];
if (failed.length) {
  console.log(`\nNot measured (see the errors above): ${failed.join(', ')}`);
  if (!values['report-only']) process.exitCode = 1;
}
const over = checks.filter((c) => !c.withinBudget);
if (over.length) {
  console.log(`\n${over.length} budget(s) exceeded: ${over.map((c) => `${c.section} ${c.name}`).join(', ')}`);
  if (!values['report-only']) process.exitCode = 1;
}
