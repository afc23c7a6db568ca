// Puts a shopper's cookies and local storage into a Chromium that Lighthouse will drive, so a page that
// needs a signed-in customer with a cart (/profile, /placeorder) is measured as that customer sees it.
import { chromium } from 'playwright-core';

/**
 * Connects to the Chromium listening on `port` (remote debugging), adds `state`'s cookies and writes its
 * local storage for each origin from a page of that origin that runs none of the shop's code (`blankPath`:
 * the bench's static floor page), then disconnects and leaves the browser running. Lighthouse's storage
 * reset clears service workers, Cache Storage and the HTTP cache only, so cookies and local storage survive
 * into its run, while the shop's files still load cold.
 * @param {number} port
 * @param {{ cookies: any[], origins: { origin: string, localStorage: { name: string, value: string }[] }[] }} state
 *   a Playwright storage state (page-bytes.mjs `checkoutState`)
 * @param {string} blankPath
 */
export async function applyStorageState(port, state, blankPath) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const [context] = browser.contexts();
    if (!context) throw new Error(`the browser on port ${port} has no default context`);
    await context.addCookies(state.cookies);
    for (const { origin, localStorage } of state.origins) {
      const page = await context.newPage();
      await page.goto(new URL(blankPath, origin).href);
      await page.evaluate((items) => {
        for (const { name, value } of items) window.localStorage.setItem(name, value);
      }, localStorage);
      await page.close();
    }
  } finally {
    // A browser reached over CDP is only disconnected, not closed: Lighthouse drives it next.
    await browser.close();
  }
}
