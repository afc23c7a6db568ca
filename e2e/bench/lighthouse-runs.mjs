// Lighthouse 13 with Debian Chromium: one fresh browser per run, median of several runs.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_FLAGS } from '../support/browser.mjs';
import { applyStorageState } from './browser-state.mjs';
import { waitForBrowserIdle } from './browser-idle.mjs';

/**
 * @typedef {{ performance: number, accessibility: number, bestPractices: number, seo: number,
 *   lcpMs: number, tbtMs: number, cls: number, documentBytes: number, benchmarkIndex: number }} LighthouseScores
 * @typedef {{ storageState?: any, blankPath?: string }} RunOptions storageState: cookies and local storage
 *   the browser starts with (browser-state.mjs), written from `blankPath` (a page of the same origin)
 */

/** A run Lighthouse could not complete; the next run may (unlike a page that redirects elsewhere). */
class RunFailed extends Error {}

/** Failed runs taken again per route and preset before the route is given up as failed. */
const MAX_FAILED_RUNS = 3;

/**
 * @param {string} url
 * @param {'mobile' | 'desktop'} preset
 * @param {RunOptions} [options]
 * @returns {Promise<LighthouseScores>}
 */
async function runLighthouse(url, preset, { storageState, blankPath = '/' } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    chromeFlags: CHROMIUM_FLAGS,
  });
  try {
    if (storageState) await applyStorageState(chrome.port, storageState, blankPath);
    // Measure the page, not the browser's own start-up beside it (browser-idle.mjs).
    const idle = await waitForBrowserIdle(chrome.port);
    if (!idle.settled) console.warn(`Chromium was still busy ${idle.waitedMs} ms after its launch; ${url} is measured anyway`);
    /** @type {import('lighthouse').Flags} */
    const flags = { port: chrome.port, output: 'json', logLevel: 'error' };
    const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new RunFailed(`Lighthouse gave no result for ${url}`);
    // A run Lighthouse could not record (NO_NAVSTART: "Something went wrong with recording the trace")
    // scores nothing: its performance would count as 0 and its TBT as missing, pulling the median to the
    // worse of the other runs.
    const { runtimeError } = result.lhr;
    if (runtimeError) throw new RunFailed(`${runtimeError.code}: ${runtimeError.message}`);
    const { categories, audits } = result.lhr;
    // A signed-in page that sends the visitor to /login would otherwise be scored as the login page.
    const landed = new URL(result.lhr.finalDisplayedUrl).pathname;
    if (landed !== new URL(url).pathname) throw new Error(`${url} redirected to ${landed}: Lighthouse measured the wrong page`);
    const score = (id) => categories[id]?.score ?? 0;
    const value = (id) => audits[id]?.numericValue ?? Number.NaN;
    if (!Number.isFinite(value('largest-contentful-paint'))) {
      const reason = audits['largest-contentful-paint']?.errorMessage ?? result.lhr.runtimeError?.message ?? 'no reason given';
      console.warn(`Lighthouse measured no LCP on ${url} (${preset}): ${reason}`);
    }
    // The page's own bytes on the wire, headers included: a page within TCP's first window (ten
    // segments, 14 600 B, as Lighthouse's network model has it) arrives a round trip sooner.
    const requests = /** @type {{ url: string, resourceType?: string, transferSize?: number }[]} */ (
      /** @type {any} */ (audits['network-requests']?.details)?.items ?? []
    );
    const document = requests.find((request) => request.resourceType === 'Document');
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(value('largest-contentful-paint')),
      tbtMs: Math.round(value('total-blocking-time')),
      cls: Number(value('cumulative-layout-shift').toFixed(3)),
      documentBytes: document?.transferSize ?? Number.NaN,
      // Lighthouse's CPU score of this machine at the time of the run: its mobile preset multiplies
      // task times by 4 on the assumption of a fast desktop host (about 1000+); a lower index means
      // a slower or busier host, and TBT inflates with it.
      benchmarkIndex: Math.round(result.lhr.environment?.benchmarkIndex ?? Number.NaN),
    };
  } finally {
    chrome.kill();
  }
}

/** The median of the runs that produced the metric (a run can miss one, e.g. LCP on a busy machine); NaN if none did. */
function median(list) {
  const values = list.filter(Number.isFinite).sort((a, b) => a - b);
  return values.length ? values[Math.floor(values.length / 2)] : Number.NaN;
}

/**
 * Each metric's median over `runs` runs (taken metric by metric, as Lighthouse's own guidance does).
 * @param {string} url
 * @param {'mobile' | 'desktop'} preset
 * @param {number} runs
 * @param {RunOptions} [options]
 * @returns {Promise<LighthouseScores>}
 */
export async function medianLighthouse(url, preset, runs, options = {}) {
  /** @type {LighthouseScores[]} */
  const results = [];
  let failures = 0;
  while (results.length < runs) {
    try {
      results.push(await runLighthouse(url, preset, options));
    } catch (error) {
      if (!(error instanceof RunFailed)) throw error;
      failures += 1;
      if (failures > MAX_FAILED_RUNS) {
        throw new Error(`Lighthouse failed ${failures} runs on ${url} (${preset}): ${error.message}`, { cause: error });
      }
      console.warn(`Lighthouse run ${results.length + failures} on ${url} (${preset}) failed, run again: ${error.message}`);
    }
  }
  const keys = /** @type {(keyof LighthouseScores)[]} */ (Object.keys(results[0] ?? {}));
  return /** @type {LighthouseScores} */ (Object.fromEntries(keys.map((key) => [key, median(results.map((r) => r[key]))])));
}
