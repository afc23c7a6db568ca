import { BROWSER_STATE_BEFORE_PAINT_CSS, BROWSER_STATE_BEFORE_PAINT_SCRIPT } from './browser-state-before-paint';

const html = document.documentElement;

function runBeforePaint() {
  new Function(BROWSER_STATE_BEFORE_PAINT_SCRIPT)();
  return { cartEmpty: html.hasAttribute('data-cart-empty'), wishlistEmpty: html.hasAttribute('data-wishlist-empty') };
}

/** Whether each case is displayed under the head's CSS (jsdom applies `display: none` rules). */
function shownCases() {
  document.head.innerHTML = `<style>${BROWSER_STATE_BEFORE_PAINT_CSS}</style>`;
  document.body.innerHTML =
    '<div data-shown-if="cartEmpty">empty cart</div><div data-shown-unless="cartEmpty">cart skeleton</div>' +
    '<div data-shown-if="wishlistEmpty">empty wishlist</div><div data-shown-unless="wishlistEmpty">wishlist skeleton</div>';
  return [...document.body.children].filter((element) => getComputedStyle(element).display !== 'none').map((e) => e.textContent);
}

beforeEach(() => {
  localStorage.clear();
  html.removeAttribute('data-cart-empty');
  html.removeAttribute('data-wishlist-empty');
});

describe('browser state before the first paint', () => {
  it('flags an empty cart and wishlist for a first visit, and shows their empty cases', () => {
    expect(runBeforePaint()).toEqual({ cartEmpty: true, wishlistEmpty: true });
    expect(shownCases()).toEqual(['empty cart', 'empty wishlist']);
  });

  it('reads the guest cart, or the signed-in user’s own cart, as the cart atoms do', () => {
    localStorage.setItem('cartItems', JSON.stringify([{ _id: 'p1', qty: 1 }]));
    expect(runBeforePaint().cartEmpty).toBe(false);
    localStorage.setItem('userInfo', JSON.stringify({ _id: 'u1', name: 'Ada', token: 't' }));
    expect(runBeforePaint().cartEmpty).toBe(true);
    localStorage.setItem('cartItems_u1', JSON.stringify([{ _id: 'p2', qty: 3 }]));
    expect(runBeforePaint().cartEmpty).toBe(false);
  });

  it('shows the skeletons when the lists hold items', () => {
    localStorage.setItem('cartItems', JSON.stringify([{ _id: 'p1', qty: 1 }]));
    localStorage.setItem('wishlistItems', JSON.stringify([{ _id: 'p1', addedAt: 1 }]));
    expect(runBeforePaint()).toEqual({ cartEmpty: false, wishlistEmpty: false });
    expect(shownCases()).toEqual(['cart skeleton', 'wishlist skeleton']);
  });

  it('takes unreadable storage for empty and shows the skeletons when the script never ran', () => {
    localStorage.setItem('cartItems', '{not json');
    expect(runBeforePaint().cartEmpty).toBe(true);
    html.removeAttribute('data-cart-empty');
    html.removeAttribute('data-wishlist-empty');
    expect(shownCases()).toEqual(['cart skeleton', 'wishlist skeleton']);
  });
});
