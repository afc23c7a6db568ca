import { HELD_TAP_CONTROLS } from 'shared-ui/held-taps';

/**
 * Taps on a slice's server-rendered markup made while the slice's code is still on its way. React
 * replays a tap on markup it can hydrate at once, but drops one on a part whose code has not arrived
 * (it stops the event). Such taps are held here, in order, and clicked again on the same element once
 * the slice has hydrated: hydration keeps the server's DOM nodes, so the element is the one tapped.
 * Links are left alone (they work natively, as a page load).
 */

declare global {
  interface Window {
    /** Taps the page's head script held before the scripts ran (api/src/site/first-view/tap-holder.ts). */
    shopHeldTaps?: HTMLElement[];
    /** Set once the page's code holds taps itself: the head script stops. */
    shopHydrating?: boolean;
  }
}

/**
 * Text typed or a choice made in the server's form fields before hydration is in the DOM but not in
 * React's state (hydration keeps the element and records its value as React's own). Each such field
 * is handed to React as an input event after the value React tracks is reset, as a typing shopper
 * would, so its onChange runs: what the shopper typed is kept and a held Submit sends it.
 */
function carryTypedValues(scope: Element): void {
  for (const field of scope.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    'input, textarea, select',
  )) {
    // A part that has not hydrated yet gets its turn when it has.
    const area = field.closest('[data-slice-area]');
    if (area && waitingAreas.has(area)) continue;
    if (field instanceof HTMLSelectElement) {
      const chosen = [...field.options].findIndex((option) => option.defaultSelected);
      if (field.selectedIndex === chosen || chosen < 0) continue;
    } else if (field.type === 'checkbox' || field.type === 'radio' || field.value === field.defaultValue) continue;
    const typed = field.value;
    const prototype = Object.getPrototypeOf(field) as object;
    const nativeSetter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
    // The element's own setter (React's tracker) records the server's value; the native one puts the typed text back.
    field.value = field instanceof HTMLSelectElement ? (field.options[0]?.value ?? '') : field.defaultValue;
    nativeSetter?.call(field, typed);
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  }
}

/** Taps held on the shell's own markup (header, footer), made once the layout has hydrated. */
const chromeTaps: HTMLElement[] = [];

/** The slice areas of the server's markup, until each has hydrated (or failed). */
const waitingAreas = new WeakSet<Element>();
const held = new Map<Element, HTMLElement[]>();
let listening = false;

/** Starts holding taps on the server-rendered slice areas until they hydrate; once, before hydration. */
export function holdTapsUntilHydrated(root: HTMLElement): void {
  for (const area of root.querySelectorAll('[data-slice-area]')) waitingAreas.add(area);
  window.shopHydrating = true;
  for (const control of window.shopHeldTaps?.splice(0) ?? []) {
    const area = control.closest('[data-slice-area]');
    if (area && waitingAreas.has(area)) held.set(area, [...(held.get(area) ?? []), control]);
    else chromeTaps.push(control);
  }
  if (listening) return;
  listening = true;
  const hold = (element: HTMLElement | null, event: Event) => {
    const area = element?.closest('[data-slice-area]');
    if (!element || !area || !waitingAreas.has(area)) return;
    event.preventDefault();
    event.stopPropagation();
    held.set(area, [...(held.get(area) ?? []), element]);
  };
  document.addEventListener(
    'click',
    (event) => hold(event.target instanceof Element ? event.target.closest<HTMLElement>(HELD_TAP_CONTROLS) : null, event),
    true,
  );
  // Enter in a field of a form that has not hydrated: held too, never sent by the browser as a plain GET.
  document.addEventListener(
    'submit',
    (event) => hold(event.target instanceof HTMLFormElement ? event.target : null, event),
    true,
  );
}

/**
 * The slice in `area` has hydrated: the taps held on it are made again, in order. Also when it failed:
 * its fallback's controls (Retry) must answer, and taps held on the server's markup are dropped with it.
 */
export function sliceAreaReady(area: Element): void {
  if (waitingAreas.delete(area)) carryTypedValues(area);
  const taps = held.get(area) ?? [];
  held.delete(area);
  replay(taps);
}

/** After React has applied the carried values (called from an effect, its updates wait for the effect's end). */
function replay(taps: HTMLElement[]): void {
  if (taps.length === 0) return;
  setTimeout(() => {
    for (const element of taps) {
      if (!element.isConnected) continue;
      if (element instanceof HTMLFormElement) element.requestSubmit();
      else element.click();
    }
  }, 0);
}

const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * The shell's layout has hydrated: taps the head script held on its markup are made now. The root is
 * marked `data-hydrated` (browser tests wait for it): React holds the container from hydrateRoot's
 * call, before it has hydrated anything (its router listens to history only then).
 */
export function shellHydrated(): void {
  const root = document.getElementById('root');
  if (root) {
    carryTypedValues(root);
    root.setAttribute(HYDRATED_ATTRIBUTE, '');
  }
  replay(chromeTaps.splice(0));
}
