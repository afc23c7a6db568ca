import { HELD_TAP_CONTROLS } from 'shared-ui/contract';

/**
 * The head's part of the page's loader (after-paint-loader.ts): from the first byte of the body on, a tap
 * on a control of the server-rendered page (a button) or a form's submit is held in `window.shopHeldTaps`
 * until the page has hydrated, when it is made again on the same element (shell/src/remotes/held-taps.ts),
 * so it acts once: a sign-in form is never sent as a plain GET.
 * It rides in the head's first script (first-view.ts), not beside the loader at the body's end: a page
 * arrives in several packets, and a button painted before the body's end would take a tap nothing answers.
 * A tap also starts the page's scripts at once: through `window.shopStartScripts` once the loader has run,
 * or by leaving `window.shopTapped` for it.
 */
export const TAP_HOLDER = `(function(){var d=document,w=window;
var CONTROL=${JSON.stringify(HELD_TAP_CONTROLS)};
function hold(e,c){var root=d.getElementById("root");
if(c&&!w.shopHydrating&&root&&root.contains(c)){e.preventDefault();e.stopPropagation();(w.shopHeldTaps=w.shopHeldTaps||[]).push(c)}
if(w.shopStartScripts)w.shopStartScripts();else w.shopTapped=true}
d.addEventListener("click",function(e){var t=e&&e.target;hold(e,t&&t.closest?t.closest(CONTROL):null)},true);
d.addEventListener("submit",function(e){hold(e,e&&e.target)},true)})();`;
