import { chromium } from 'playwright-core';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser() {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_FLAGS });
}

/**
 * A fresh page that records console errors, uncaught exceptions and failed script loads, so a
 * test can assert a normal visit had none.
 */
export async function openPage(browser, options = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  // The console names no address when a load fails: the test's output does, for a failure to explain.
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText;
    if (reason !== 'net::ERR_ABORTED') console.log(`[e2e] ${request.method()} ${request.url()} failed: ${reason}`);
  });
  const requests = [];
  page.on('request', (request) => requests.push(request.url()));
  return { context, page, problems, requests };
}

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Runs axe-core on the page (WCAG 2 A and AA) and returns the violations. */
export async function axeViolations(page) {
  // Evaluated through DevTools, so the page's strict CSP (no inline scripts) stays on.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    // @ts-expect-error axe is injected above, not part of the page's types
    const result = await window.axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    }));
  });
}

/**
 * Goes to `path` inside the page, as a link would (the router sees a history change), so the page
 * reads its data in the browser instead of receiving it in server-rendered HTML.
 */
export async function navigateInPage(page, path) {
  await waitForHydration(page);
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Waits until React has the server-rendered page: the shell marks its root once the layout has hydrated
 * (shell/src/remotes/held-taps.ts). React holds the container from hydrateRoot's call, before its router
 * listens.
 */
export async function waitForHydration(page) {
  await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * An init script (`page.addInitScript(recordLayoutShifts)`) that sums the page's layout shifts from the
 * start of the load, as CLS counts them in one window, into `window.layoutShift`.
 */
export function recordLayoutShifts() {
  const page = /** @type {Window & { layoutShift?: number }} */ (window);
  page.layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of /** @type {(PerformanceEntry & { value: number, hadRecentInput: boolean })[]} */ (list.getEntries()))
      if (!entry.hadRecentInput) page.layoutShift = (page.layoutShift ?? 0) + entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
}
