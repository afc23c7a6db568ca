/**
 * Rendered at build time in Node, as first-view-plugin.cjs runs it.
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["node", "source"]}
 */
import { renderFirstViewFragments } from './first-view-fragments';

describe("the home page's prerendered first view", () => {
  const home = renderFirstViewFragments()['first-view-home.json']!;

  it('shows the title and the first hero slide with its sized, high-priority image', () => {
    expect(home.html).toMatch(/<h1[^>]*>Discover our products<\/h1>/);
    expect(home.html).toMatch(/<section aria-roledescription="carousel" aria-label="Featured offers"/);
    expect(home.html).toMatch(/data-state="active"[^>]*><div[^>]*><h2>Summer Sale<\/h2>/);
    expect(home.html).toMatch(
      /<img class="[^"]*hero-image" src="\/api\/images\/summer-sale.svg" alt="" width="1600" height="600" fetchPriority="high"\/>/,
    );
  });

  it('links its calls to action as plain links, so they work before any JavaScript', () => {
    expect(home.html).toMatch(/<a [^>]*href="\/category\/electronics"[^>]*>Shop Electronics<\/a>/);
  });

  it('carries the CSS of the fixed-height hero frame and prefixes its ids', () => {
    expect(home.css).toMatch(/height:360px/);
    const ids = [...home.html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(id).toContain('catalog-first-view-');
  });
});
