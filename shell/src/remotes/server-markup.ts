/**
 * The slice's part of the server-rendered page, read before hydration: if the slice then cannot
 * load (its release and the previous one), SliceUnavailable shows this markup again under a notice
 * instead of an empty area, so the shopper keeps the content and its links. RemoteSlice wraps the
 * slice's area in `<div data-slice-area="<path>">` on the server and in the browser alike.
 */
export interface ServerMarkup {
  /** the path the markup was rendered for */
  path: string;
  html: string;
}

export const SLICE_AREA_ATTRIBUTE = 'data-slice-area';
/** Marks the kept copy (dead-slice-notice.tsx finds it). */
export const SERVER_MARKUP_ATTRIBUTE = 'data-server-markup';

/** React's mark for a part the server left to the browser (it threw or its code was not there). */
const CLIENT_RENDERED_PART = '<!--$!-->';

export function readServerMarkup(root: ParentNode = document): ServerMarkup | null {
  const element = root.querySelector<HTMLElement>(`[${SLICE_AREA_ATTRIBUTE}]`);
  const path = element?.getAttribute(SLICE_AREA_ATTRIBUTE);
  // `<!--$!-->`: the server could not render the slice and sent its loading placeholder: nothing to keep.
  if (!element || !path || !element.innerHTML || element.innerHTML.startsWith(CLIENT_RENDERED_PART)) return null;
  return { path, html: element.innerHTML };
}

let pageMarkup: ServerMarkup | null = null;

/** Keeps the page's markup for the fallback; runs when this module loads, before hydration. */
export function captureServerMarkup(root: ParentNode = document): void {
  pageMarkup = readServerMarkup(root);
}

if (typeof document !== 'undefined') captureServerMarkup();

/**
 * The markup the server rendered for `location`: only on the page's first location (React Router's
 * key "default"), which is the one the server rendered.
 */
export function serverMarkupFor(location: { pathname: string; key: string }, markup = pageMarkup): string | null {
  return markup && location.key === 'default' && location.pathname === markup.path ? markup.html : null;
}
