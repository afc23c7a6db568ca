// INP-like latency of the shop's main interactions (issue 22), in Chromium with the CPU slowed down 4x.
// Each interaction is repeated on one page; a repetition's latency is the longest Event Timing entry
// (durationThreshold 16 ms) of the interactions it caused, as INP counts one interaction; p75 over
// the repetitions is reported. No entry means the interaction painted within 16 ms (recorded as 0).
// Presses are a mouse user's: the pointer rests over the control before the button goes down.
import { openPage } from '../support/browser.mjs';

export const CPU_THROTTLING_RATE = 4;
const EVENT_DURATION_THRESHOLD_MS = 16;
const LISTING_TEXT = /Showing \d+ - \d+ of [\d,.+]+ products/;

/** Installed before the shop's scripts: keeps every Event Timing entry that belongs to an interaction. */
function recordEventTimings(durationThreshold) {
  const seen = [];
  Object.defineProperty(window, '__benchEventTimings', { value: seen });
  new PerformanceObserver((list) => {
    for (const entry of /** @type {PerformanceEventTiming[]} */ (list.getEntries())) {
      if (entry.interactionId) {
        seen.push({ name: entry.name, interactionId: entry.interactionId, startTime: entry.startTime, duration: entry.duration });
      }
    }
    // @ts-expect-error durationThreshold is an Event Timing option the DOM types lack
  }).observe({ type: 'event', durationThreshold, buffered: true });
}

/** The listing's products have rendered (none still loading) and the URL matches. */
async function listingSettled(page, url) {
  if (url) await page.waitForURL(url);
  const main = page.getByRole('main');
  await main.getByText(LISTING_TEXT).first().waitFor();
  await main.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
}

/**
 * A mouse user's press: the pointer comes to rest over the control (its hover painted), then the
 * button goes down and up. Playwright's click moves and presses within a millisecond and listens to
 * the page's pointer events itself (its hit-target check), so the hover's frame and its own listeners
 * were measured as the press's input delay: 30-80 ms of a 100-150 ms "next page" at 4x.
 * @param {import('playwright-core').Page} page
 * @param {import('playwright-core').Locator} control
 */
async function pressAsAMouse(page, control) {
  await control.hover();
  await afterNextPaints(page);
  await page.mouse.down();
  await page.mouse.up();
}

const productsRegion = (page) => page.getByRole('region', { name: 'Products' });

/**
 * @typedef {{ key: string, label: string, path: string | ((baseUrl: string) => Promise<string>),
 *   ready: (page: import('playwright-core').Page) => Promise<void>,
 *   act: (page: import('playwright-core').Page, repetition: number) => Promise<void>,
 *   after?: (page: import('playwright-core').Page) => Promise<void> }} Interaction
 * path: where the page starts; ready: what shows it is usable; act: one repetition, up to its visible
 * result; after: puts the page back for the next repetition (not measured).
 * @type {Interaction[]}
 */
export const INTERACTIONS = [
  {
    key: 'category-change',
    label: 'category change',
    path: '/',
    ready: (page) => listingSettled(page),
    // The six categories of the strip in turn (after "All"), so every click changes the listing.
    act: async (page, repetition) => {
      const button = page
        .getByRole('group', { name: 'Categories' })
        .getByRole('button')
        .nth(1 + (repetition % 6));
      await pressAsAMouse(page, button);
      await page.waitForFunction((node) => node?.getAttribute('aria-pressed') === 'true', await button.elementHandle());
      await listingSettled(page);
    },
  },
  {
    key: 'sort-change',
    label: 'sort change',
    path: '/category/electronics',
    ready: (page) => listingSettled(page),
    // From the keyboard: a closed <select> changes with the arrow keys (its popup cannot be clicked headless).
    act: async (page, repetition) => {
      const before = page.url();
      await page.getByRole('combobox', { name: 'Sort by' }).focus();
      await page.keyboard.press(repetition % 2 === 0 ? 'ArrowDown' : 'ArrowUp');
      await listingSettled(page, (url) => url.href !== before);
    },
  },
  {
    key: 'price-apply',
    label: 'price Apply',
    path: '/category/electronics',
    ready: (page) => listingSettled(page),
    act: async (page, repetition) => {
      const form = page.getByRole('form', { name: 'Price range' });
      const maxPrice = String(500 + repetition * 50);
      await form.getByLabel('Min price').fill('20');
      await form.getByLabel('Max price').fill(maxPrice);
      await pressAsAMouse(page, form.getByRole('button', { name: 'Apply' }));
      await listingSettled(page, new RegExp(`maxPrice=${maxPrice}`));
    },
  },
  {
    key: 'next-page',
    label: 'next page',
    path: '/?sort=newest',
    ready: (page) => listingSettled(page),
    act: async (page, repetition) => {
      await pressAsAMouse(page, page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Next' }));
      await listingSettled(page, new RegExp(`page=${repetition + 2}`));
    },
  },
  {
    key: 'add-to-cart',
    label: 'Add to Cart on a card',
    path: '/?sort=newest',
    ready: (page) => listingSettled(page),
    // The first card still offering "Add to Cart": each repetition adds another product.
    act: async (page) => {
      await pressAsAMouse(
        page,
        productsRegion(page)
          .getByRole('button', { name: /^Add to Cart: / })
          .first(),
      );
      await productsRegion(page)
        .getByRole('button', { name: /^Adding\.\.\.: / })
        .waitFor();
    },
    after: (page) =>
      productsRegion(page)
        .getByRole('button', { name: /^Adding\.\.\.: / })
        .waitFor({ state: 'detached' }),
  },
  {
    key: 'quick-view',
    label: 'open Quick view',
    path: '/category/home',
    ready: (page) => listingSettled(page),
    act: async (page, repetition) => {
      await pressAsAMouse(
        page,
        productsRegion(page)
          .getByRole('button', { name: /^Quick view: / })
          .nth(repetition % 12),
      );
      await page.getByRole('dialog').waitFor();
    },
    after: async (page) => {
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    },
  },
  {
    key: 'cart-quantity',
    label: 'quantity + in the cart',
    // The cart holds one product with stock for every repetition, put there the shopper's way.
    path: async (baseUrl) => {
      const response = await fetch(`${baseUrl}/api/products?availability=in_stock&minPrice=5&limit=50`);
      const { products } = await response.json();
      const roomy = products.find((product) => product.countInStock >= 20);
      if (!roomy) throw new Error('no product with 20 in stock for the cart quantity interaction');
      return `/product/${roomy._id}`;
    },
    ready: async (page) => {
      const main = page.getByRole('main');
      await main.getByRole('button', { name: 'Add to Cart' }).click();
      await page.waitForURL(/\/cart$/);
      await main.getByRole('button', { name: /^Increase quantity/ }).waitFor();
      await page.waitForLoadState('networkidle');
    },
    act: async (page, repetition) => {
      const main = page.getByRole('main');
      await pressAsAMouse(page, main.getByRole('button', { name: /^Increase quantity/ }));
      await main
        .getByRole('status', { name: /^Quantity/ })
        .getByText(String(repetition + 2), { exact: true })
        .waitFor();
    },
  },
  {
    key: 'search-suggestions',
    label: 'open the search suggestions',
    path: '/',
    ready: (page) => listingSettled(page),
    act: async (page) => {
      await pressAsAMouse(page, page.getByRole('banner').getByRole('combobox', { name: 'Search products' }));
      await page.getByRole('banner').getByRole('listbox').first().waitFor();
    },
    after: async (page) => {
      await page.keyboard.press('Escape');
      await page.evaluate(() => /** @type {HTMLElement | null} */ (document.activeElement)?.blur());
    },
  },
];

/** `--interactions category-change,next-page` to the interactions to measure. */
export function selectInteractions(option) {
  if (!option) return INTERACTIONS;
  const keys = option.split(',').map((key) => key.trim());
  const unknown = keys.filter((key) => !INTERACTIONS.some((interaction) => interaction.key === key));
  if (unknown.length) {
    throw new Error(`--interactions: unknown ${unknown.join(', ')} (known: ${INTERACTIONS.map((i) => i.key).join(' ')})`);
  }
  return INTERACTIONS.filter((interaction) => keys.includes(interaction.key));
}

/** Lets the frame after the interaction be presented and its Event Timing entries be delivered. */
const afterNextPaints = (page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 250)))),
  );

/** The longest entry per interaction since `since`; the repetition's latency is the longest of those. */
const longestSince = (page, since) =>
  page.evaluate((from) => {
    // @ts-expect-error set by recordEventTimings
    const entries = window.__benchEventTimings.filter((entry) => entry.startTime >= from);
    let worst = { duration: 0, name: '', interactions: new Set(entries.map((entry) => entry.interactionId)).size };
    for (const entry of entries)
      if (entry.duration > worst.duration) worst = { ...worst, duration: entry.duration, name: entry.name };
    return worst;
  }, since);

/** Nearest-rank percentile. */
function percentile(values, share) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] : Number.NaN;
}

/**
 * Each interaction `repetitions` times in a fresh context (desktop 1280 px, empty storage), CPU slowed
 * down from the first request on, so the page loads and hydrates as a slow phone would.
 * @param {import('playwright-core').Browser} browser
 * @param {{ baseUrl: string, interactions?: Interaction[], repetitions: number }} options
 */
export async function interactionLatency(browser, { baseUrl, interactions = INTERACTIONS, repetitions }) {
  /** @type {Record<string, any>} */
  const measured = {};
  for (const interaction of interactions) {
    const { context, page, problems } = await openPage(browser);
    try {
      page.setDefaultTimeout(60_000);
      page.on('dialog', (dialog) => dialog.dismiss());
      await context.addInitScript(recordEventTimings, EVENT_DURATION_THRESHOLD_MS);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING_RATE });
      const path = typeof interaction.path === 'string' ? interaction.path : await interaction.path(baseUrl);
      await page.goto(`${baseUrl}${path}`);
      await interaction.ready(page);
      await page.waitForLoadState('networkidle');
      const samples = [];
      for (let repetition = 0; repetition < repetitions; repetition += 1) {
        await afterNextPaints(page);
        const since = await page.evaluate(() => performance.now());
        await interaction.act(page, repetition);
        await afterNextPaints(page);
        samples.push(await longestSince(page, since));
        await interaction.after?.(page);
      }
      const durations = samples.map((sample) => sample.duration);
      measured[interaction.key] = {
        label: interaction.label,
        p75Ms: percentile(durations, 0.75),
        maxMs: Math.max(...durations),
        samplesMs: durations,
        slowestEvents: [...new Set(samples.filter((s) => s.duration > 0).map((s) => s.name))],
        underThreshold: durations.filter((duration) => duration === 0).length,
        problems,
      };
      console.log(`INP-like ${interaction.label}: p75 ${measured[interaction.key].p75Ms} ms (${durations.join(', ')})`);
    } catch (error) {
      measured[interaction.key] = { label: interaction.label, error: error instanceof Error ? error.message : String(error) };
      console.warn(`INP-like ${interaction.label} failed: ${measured[interaction.key].error}`);
    } finally {
      await context.close();
    }
  }
  return {
    cpuThrottlingRate: CPU_THROTTLING_RATE,
    durationThresholdMs: EVENT_DURATION_THRESHOLD_MS,
    repetitions,
    interactions: measured,
  };
}
