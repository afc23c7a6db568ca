/** What every area that could not load its data says while the browser has no network. */
export const OFFLINE_MESSAGE = 'You are offline. Check your connection; this part of the shop loads again once you are back online.';

/** True when the browser knows it has no network (navigator.onLine is false). */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
