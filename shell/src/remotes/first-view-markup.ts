/**
 * The route's prerendered markup that the server put in the page (api/src/site/first-view.ts):
 * `<div data-first-view="route" data-path="/">…</div>` inside the prerendered chrome. React's first
 * render replaces everything in #root, so the markup is read before it, when the shell's code first
 * runs, and the remote's Suspense fallback shows it again until the remote's page has rendered:
 * the shopper keeps seeing the hero instead of a loading placeholder.
 */
export interface FirstViewMarkup {
  /** the path the markup was rendered for */
  path: string;
  html: string;
}

export function readFirstViewMarkup(root: ParentNode = document): FirstViewMarkup | null {
  const element = root.querySelector<HTMLElement>('[data-first-view="route"]');
  const path = element?.dataset.path;
  return element && path ? { path, html: element.innerHTML } : null;
}

let pageMarkup: FirstViewMarkup | null = null;

/** Keeps the page's markup for the fallback; runs when this module loads, before React's first render. */
export function captureFirstViewMarkup(root: ParentNode = document): void {
  pageMarkup = readFirstViewMarkup(root);
}

if (typeof document !== 'undefined') captureFirstViewMarkup();

/**
 * The markup to show while `path`'s remote loads: only on the page's first location (React
 * Router's key "default"), which is the one the server rendered for.
 */
export function firstViewMarkupFor(location: { pathname: string; key: string }, markup = pageMarkup): string | null {
  return markup && location.key === 'default' && location.pathname === markup.path ? markup.html : null;
}
