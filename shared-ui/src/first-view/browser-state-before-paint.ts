import { STORAGE_KEYS, userCartKey } from '../state/storage';

/**
 * What the page's head knows of the browser's state before the first paint, as attributes of
 * `<html>`: the server cannot read browser storage, so a page that depends on it sends the markup of
 * each case and this picks the one shown (BrowserStateCases, shared-ui/state). An empty cart's page
 * then paints "Your Cart is Empty" at once, and a full one its skeleton, instead of a skeleton that
 * turns into either after hydration.
 */
export const BROWSER_STATE_FLAGS = {
  /** the cart of the signed-in user, or the guest cart, is empty */
  cartEmpty: 'data-cart-empty',
  /** the wishlist is empty */
  wishlistEmpty: 'data-wishlist-empty',
} as const;

export type BrowserStateFlag = keyof typeof BROWSER_STATE_FLAGS;

/** The attribute a case shown only when `flag` is set (`when: true`) or unset (`when: false`) carries. */
export const browserStateCaseAttribute = (when: boolean) => (when ? 'data-shown-if' : 'data-shown-unless');

/** The same keys as the cart and wishlist atoms read (cart-atoms.ts `cartStorageKey`). */
export const BROWSER_STATE_BEFORE_PAINT_SCRIPT = `(function(){var s,h=document.documentElement;try{s=localStorage}catch(_){return}
function read(k){try{return JSON.parse(s.getItem(k))}catch(_){return null}}
function empty(k){var v=read(k);return!(Array.isArray(v)&&v.length)}
var u=read(${JSON.stringify(STORAGE_KEYS.userInfo)});
h.toggleAttribute(${JSON.stringify(BROWSER_STATE_FLAGS.cartEmpty)},empty(u&&typeof u._id==="string"?${JSON.stringify(userCartKey(''))}+u._id:${JSON.stringify(STORAGE_KEYS.guestCart)}));
h.toggleAttribute(${JSON.stringify(BROWSER_STATE_FLAGS.wishlistEmpty)},empty(${JSON.stringify(STORAGE_KEYS.wishlist)}))})();`;

/**
 * Hides the cases that do not hold. Without the script (storage off, scripts off) no flag is set, so
 * the "unless" case shows: the skeleton, which the page replaces once it knows.
 */
export const BROWSER_STATE_BEFORE_PAINT_CSS = Object.entries(BROWSER_STATE_FLAGS)
  .map(([flag, attribute]) => {
    const name = JSON.stringify(flag);
    return (
      `html:not([${attribute}]) [${browserStateCaseAttribute(true)}=${name}],` +
      `html[${attribute}] [${browserStateCaseAttribute(false)}=${name}]{display:none}`
    );
  })
  .join('');
