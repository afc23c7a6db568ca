import { escapeAttribute } from './html-escaping.js';
import type { PrerenderedFragment } from './prerendered-fragment.js';
import { ROUTE_SLOT, type ShellChrome } from './shell-chrome.js';

/** The first view for #root: the chrome with the route's markup in its slot, their CSS and the shell's head script. */
export interface PrerenderedPage {
  /** the route's own markup is in (not only the chrome) */
  hasRoute: boolean;
  css: string;
  script?: string;
  root: string;
}

/**
 * The chrome around the route's fragment, for #root. The wrappers take no box (display: contents)
 * and are marked, so the client can take the route's markup over (shell/src/remotes/first-view-markup.ts)
 * and a dark page can keep the light markup out of sight until React has rendered.
 */
export function prerenderedPage(shell: ShellChrome, route: PrerenderedFragment | null, path: string): PrerenderedPage {
  const routeHtml = route
    ? `<div data-first-view="route" data-path="${escapeAttribute(path)}" style="display:contents">${route.html}</div>`
    : '';
  let chromeHtml = shell.html.replace(ROUTE_SLOT, () => routeHtml);
  // The shell shows its breadcrumb trail between the header and <main> on most pages: its box is
  // there from the start, so the page below it does not move when React's trail appears.
  if (shell.breadcrumbs && !shell.breadcrumbs.hiddenOn.includes(path)) {
    const trail = shell.breadcrumbs.html;
    chromeHtml = chromeHtml.replace(/<main\b/, (main) => trail + main);
  }
  return {
    hasRoute: route !== null,
    css: [shell.css, route?.css ?? ''].join('\n'),
    script: shell.script,
    root: `<div data-first-view="shell" style="display:contents">${chromeHtml}</div>`,
  };
}
