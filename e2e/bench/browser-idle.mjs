// A Chromium just launched keeps both cores of this machine busy for a few seconds: the browser process
// loads its component extensions and a renderer builds the omnibox's WebUI (about 1.5 s of CPU, traced on
// 2026-11-29). Lighthouse navigates as soon as it is connected, so that work ran beside the page it
// measured: its CPU index read 1 450-1 500 instead of 2 300-2 700, and the page's tasks took longer.
// A shopper's browser is already running when the shop is opened.
import { chromium } from 'playwright-core';

const POLL_MS = 250;
/** CPU time all the browser's processes may use per poll and still count as idle: 10 % of one core. */
const IDLE_CPU_MS_PER_POLL = 25;
/** Polls in a row under that, so a lull between two start-up steps does not count. */
const IDLE_POLLS = 2;
const MAX_WAIT_MS = 15_000;

/** The CPU time, in ms, every process of the browser has used so far. */
async function browserCpuMs(session) {
  const { processInfo } = await session.send('SystemInfo.getProcessInfo');
  return processInfo.reduce((sum, process) => sum + process.cpuTime * 1000, 0);
}

/**
 * Waits until the Chromium listening on `port` has settled after its start-up (at most MAX_WAIT_MS),
 * then disconnects and leaves it running for Lighthouse.
 * @param {number} port
 * @returns {Promise<{ waitedMs: number, settled: boolean }>}
 */
export async function waitForBrowserIdle(port) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const started = Date.now();
  try {
    const session = await browser.newBrowserCDPSession();
    let before = await browserCpuMs(session);
    let idlePolls = 0;
    while (Date.now() - started < MAX_WAIT_MS) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      const now = await browserCpuMs(session);
      idlePolls = now - before < IDLE_CPU_MS_PER_POLL ? idlePolls + 1 : 0;
      before = now;
      if (idlePolls >= IDLE_POLLS) return { waitedMs: Date.now() - started, settled: true };
    }
    return { waitedMs: Date.now() - started, settled: false };
  } finally {
    // Reached over CDP, the browser is only disconnected, not closed.
    await browser.close();
  }
}
