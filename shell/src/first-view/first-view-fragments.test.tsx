/**
 * Rendered at build time in Node, as first-view-plugin.cjs runs it.
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["node", "source"]}
 */
import { renderFirstViewFragments, ROUTE_SLOT } from './first-view-fragments';
import { FIRST_VIEW_TAPS_CSS, KEEP_FIRST_VIEW_TAPS_SCRIPT } from './first-view-taps';

describe("the shell's prerendered chrome", () => {
  const chrome = renderFirstViewFragments()['first-view-chrome.json']!;

  it('renders the header and footer of a signed-out first visit around a slot for the route', () => {
    const [header, footer] = chrome.html.split(ROUTE_SLOT);
    expect(header).toMatch(/<header[^>]*>/);
    expect(header).toContain('aria-label="Search products"');
    expect(header).toMatch(/>Sign In</);
    expect(header).toMatch(/<main[^>]*id="main"[^>]*>$/);
    expect(footer).toMatch(/^<\/main><footer[^>]*>/);
  });

  it('carries the CSS of its styled components and the theme script that runs before the first paint', () => {
    const headerClass = /<header class="[^" ]+ ([^"]+)"/.exec(chrome.html)?.[1];
    expect(headerClass).toBeDefined();
    expect(chrome.css).toContain(`.${headerClass}{`);
    expect(chrome.css).not.toContain('data-styled');
    expect(chrome.script).toContain('localStorage.getItem("darkMode")');
  });

  it("keeps the taps on the route's markup from the first paint on, and shows them as waiting", () => {
    expect(chrome.script).toContain(KEEP_FIRST_VIEW_TAPS_SCRIPT);
    expect(chrome.css).toContain(FIRST_VIEW_TAPS_CSS);
  });

  it('prefixes its ids so they never clash with a route fragment or the client render', () => {
    const ids = [...chrome.html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]).filter((id) => id !== 'main');
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(id).toContain('shell-first-view-');
  });

  it("carries the breadcrumb trail's one-line box, with its CSS, and the pages that have none", () => {
    expect(chrome.breadcrumbs.html).toMatch(
      /^<nav aria-label="Breadcrumb" class="[^"]+"><ol><li><a href="\/"[^>]*>Home<\/a><\/li><\/ol><\/nav>$/,
    );
    const trailClass = /<nav aria-label="Breadcrumb" class="[^" ]+ ([^"]+)"/.exec(chrome.breadcrumbs.html)?.[1];
    expect(chrome.css).toContain(`.${trailClass}{`);
    expect(chrome.breadcrumbs.hiddenOn).toEqual(['/', '/login', '/register']);
  });
});
