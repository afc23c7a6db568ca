import { renderCheckout, currentLocation } from '../testing/render-checkout';

beforeEach(() => localStorage.clear());

describe('checkout pages for a visitor who is not signed in', () => {
  it.each(['/shipping', '/payment', '/placeorder', '/order/o123'])('sends %s to /login with a redirect back', (path) => {
    renderCheckout(path);
    expect(currentLocation()).toBe(`/login?redirect=${path}`);
  });
});
