// React reads this flag to tell a test (act() expected) from a page.
const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

/**
 * Clicks `element` as the browser would, outside act(): React schedules the work as it does on a page,
 * instead of act() rendering each update to the end before the next one is made. For behaviour that
 * depends on that order (which updates are transitions, which render first).
 */
export function tapOutsideAct(element: HTMLElement): void {
  const actEnvironment = reactGlobals.IS_REACT_ACT_ENVIRONMENT;
  reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    element.click();
  } finally {
    reactGlobals.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }
}
