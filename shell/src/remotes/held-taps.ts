/**
 * Taps on a slice's server-rendered markup made while the slice's code is still on its way. React
 * replays a tap on markup it can hydrate at once, but drops one on a part whose code has not arrived
 * (it stops the event). Such taps are held here, in order, and clicked again on the same element once
 * the slice has hydrated: hydration keeps the server's DOM nodes, so the element is the one tapped.
 * Links are left alone (they work natively, as a page load).
 */
const CONTROL = 'button, summary, input[type="checkbox"], input[type="radio"], [role="button"]';

const readyAreas = new WeakSet<Element>();
const held = new Map<Element, HTMLElement[]>();

/** Starts holding taps on slice areas that have not hydrated yet; once, before hydration. */
export function holdTapsUntilHydrated(root: HTMLElement): void {
  document.addEventListener(
    'click',
    (event) => {
      const control = event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROL) : null;
      const area = control?.closest('[data-slice-area]');
      if (!control || !area || readyAreas.has(area) || !root.contains(area)) return;
      event.preventDefault();
      event.stopPropagation();
      held.set(area, [...(held.get(area) ?? []), control]);
    },
    true,
  );
}

/** The slice in `area` has hydrated (or rendered): the taps held on it are made again, in order. */
export function sliceAreaReady(area: Element): void {
  readyAreas.add(area);
  const taps = held.get(area) ?? [];
  held.delete(area);
  for (const control of taps) if (control.isConnected) control.click();
}
