import { shopTheme } from 'shared-ui/design';

/**
 * Taps on the server's markup before React has the page.
 *
 * The server paints a route's markup (the product's Add to Cart, its quantity stepper, the wishlist
 * heart) before any JavaScript runs; until the route's page has rendered, those buttons are markup
 * only. KEEP_FIRST_VIEW_TAPS_SCRIPT, in the page's head, keeps every tap on one of them, in order,
 * and shows that it was heard; once the page has rendered, `replayFirstViewTaps` clicks the page's
 * own controls in the same order, letting React commit each click before the next. A control is
 * matched by `data-first-view-action`, which the same component sets in both renders
 * (mf-product's ProductSummary).
 *
 * While a tap is waiting, a plain click on a link (header, breadcrumb trail, footer) is held too and
 * followed after the taps, through the page's own link (a client-side navigation), so the taps are
 * not thrown away by a page load. With no tap waiting, links work natively.
 */

/** The attribute naming a control the same way in the server's markup and in React's page. */
export const FIRST_VIEW_ACTION_ATTRIBUTE = 'data-first-view-action';
/** Marks a control or link whose tap is waiting for the page (with aria-busy="true"). */
export const WAITING_ATTRIBUTE = 'data-first-view-waiting';
/** A link is held only this long after the first waiting tap: a page whose scripts never come keeps its links. */
export const HOLD_LINKS_MS = 10_000;

/**
 * A kept tap: a control, with the aria-pressed state it was tapped in (a toggle such as the
 * wishlist heart; null for a plain button), or a link, by its absolute URL.
 */
export type FirstViewTap = { action: string; pressed: string | null } | { link: string };

/** What the head script leaves on `window.shopFirstViewTaps` for the shell. */
export interface FirstViewTaps {
  taps: FirstViewTap[];
  /** when the first tap was kept (Date.now()), 0 before */
  since: number;
  /** set by the shell once it has the page: later clicks are the page's own */
  closed: boolean;
  /** the elements shown as waiting, to clear once the taps are replayed */
  waiting: Element[];
}

declare global {
  interface Window {
    shopFirstViewTaps?: FirstViewTaps;
  }
}

/**
 * Runs in the page's head (the shell's first-view script, inlined by the API and allowed by its
 * hash), so the first tap on the markup is already kept. Plain ES5: it runs before any bundle.
 * A toggle's tap records the state it was meant to change: the one the page showed, or the one the
 * shopper's previous waiting tap on it asked for, so two taps on the heart are "add, then remove".
 */
export const KEEP_FIRST_VIEW_TAPS_SCRIPT = `(function(){var d=document,w=window,kept={taps:[],since:0,closed:false,waiting:[]};w.shopFirstViewTaps=kept;
function pressedBefore(action,control){for(var i=kept.taps.length-1;i>=0;i--){var tap=kept.taps[i];if(tap.action===action)return tap.pressed===null?null:tap.pressed==="true"?"false":"true"}return control.getAttribute("aria-pressed")}
function wait(e,element,tap){e.preventDefault();e.stopPropagation();if(!kept.taps.length)kept.since=Date.now();kept.taps.push(tap);element.setAttribute("aria-busy","true");element.setAttribute("${WAITING_ATTRIBUTE}","");kept.waiting.push(element)}
d.addEventListener("click",function(e){if(kept.closed||w.shopFirstViewTaps!==kept||!e.target||!e.target.closest)return;
var control=e.target.closest("[data-first-view=route] [${FIRST_VIEW_ACTION_ATTRIBUTE}]");
if(control){var action=control.getAttribute("${FIRST_VIEW_ACTION_ATTRIBUTE}");wait(e,control,{action:action,pressed:pressedBefore(action,control)});return}
if(!kept.taps.length||Date.now()-kept.since>${HOLD_LINKS_MS}||e.button!==0||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;
var link=e.target.closest("a[href]");if(!link||(link.target&&link.target!=="_self")||link.hasAttribute("download"))return;
wait(e,link,{link:link.href})},true)})();`;

/** A waiting control looks pressed and dimmed, so the shopper does not tap again; the page theme's focus colour. */
export const FIRST_VIEW_TAPS_CSS = `[${WAITING_ATTRIBUTE}]{cursor:progress;opacity:0.7;transform:scale(0.96);outline:2px solid ${shopTheme.colors.focus};outline-offset:2px}`;

/** One task later: the click before has been handled and React has committed its update. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const isOutsideServerMarkup = (element: Element) => !element.closest('[data-first-view]');

function controlFor(page: ParentNode, action: string): HTMLElement | undefined {
  return [...page.querySelectorAll<HTMLElement>(`[${FIRST_VIEW_ACTION_ATTRIBUTE}]`)].find(
    (control) => control.getAttribute(FIRST_VIEW_ACTION_ATTRIBUTE) === action && isOutsideServerMarkup(control),
  );
}

/** Until the page shows a control of its own (at once when it rendered from the inlined answer). */
function pageControls(page: ParentNode, timeoutMs: number): Promise<void> {
  const ready = () => [...page.querySelectorAll(`[${FIRST_VIEW_ACTION_ATTRIBUTE}]`)].some(isOutsideServerMarkup);
  if (ready()) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (ready()) done();
    });
    const timer = setTimeout(() => done(), timeoutMs);
    function done() {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    }
    observer.observe(page, { childList: true, subtree: true });
  });
}

function press(page: ParentNode, tap: { action: string; pressed: string | null }): void {
  const control = controlFor(page, tap.action);
  // Gone (Add to Cart has already left the page), disabled (the stock limit) or already in the
  // state the tap asked for (the product was in the wishlist): the tap has nothing left to do.
  if (!control || (control instanceof HTMLButtonElement && control.disabled)) return;
  if (tap.pressed !== null && control.getAttribute('aria-pressed') !== tap.pressed) return;
  control.click();
}

/** The page's own link to the same place (the router's), else a plain page load. */
function follow(href: string, location: Pick<Location, 'assign'>): void {
  const link = [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].find(
    (candidate) => candidate.href === href && isOutsideServerMarkup(candidate),
  );
  if (link) link.click();
  else location.assign(href);
}

function takeTaps(kept: FirstViewTaps | undefined): FirstViewTap[] {
  if (!kept || kept.closed) return [];
  kept.closed = true;
  for (const element of kept.waiting.splice(0)) {
    element.removeAttribute('aria-busy');
    element.removeAttribute(WAITING_ATTRIBUTE);
  }
  return kept.taps.splice(0);
}

export interface ReplayOptions {
  kept?: FirstViewTaps | undefined;
  /** how long to wait for the page's controls when it has not rendered them yet */
  timeoutMs?: number;
  location?: Pick<Location, 'assign'>;
}

/**
 * Once the route's page has rendered: every kept tap, in order, on the page's own control (or link),
 * each after React has committed the one before. Runs once per page load; later calls do nothing.
 */
export async function replayFirstViewTaps(
  page: ParentNode,
  { kept = window.shopFirstViewTaps, timeoutMs = 5_000, location = window.location }: ReplayOptions = {},
): Promise<void> {
  const taps = takeTaps(kept);
  if (taps.some((tap) => 'action' in tap)) await pageControls(page, timeoutMs);
  for (const tap of taps) {
    if ('link' in tap) follow(tap.link, location);
    else press(page, tap);
    await nextTask();
  }
}

/**
 * The route's page will not come (its remote did not load): the taps cannot land, and a link the
 * shopper tapped meanwhile is followed with a page load, the last one if several.
 */
export function releaseFirstViewTaps({
  kept = window.shopFirstViewTaps,
  location = window.location,
}: Omit<ReplayOptions, 'timeoutMs'> = {}): void {
  const links = takeTaps(kept).filter((tap) => 'link' in tap);
  const last = links.at(-1);
  if (last) location.assign(last.link);
}
