/**
 * The controls whose taps are held until the page has hydrated: by the head's script while no code has
 * run (api/src/site/first-view/tap-holder.ts), then by the shell for slices still on their way
 * (shell/src/remotes/held-taps.ts). One list, so both hold the same taps. Links are not in it: they
 * work natively, as a page load.
 */
export const HELD_TAP_CONTROLS = 'button,summary,[role="button"],input[type="checkbox"],input[type="radio"]';
