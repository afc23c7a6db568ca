import { screen } from '@testing-library/react';
import type { SliceRoute } from 'shared-ui/types';
import { aProduct, aProductList, mockApi, signedInUser, serverRenderThenHydrate, slicePages } from 'shared-ui/testing';

const checkoutPages = () => slicePages(() => (require('./routes') as { routes: SliceRoute[] }).routes);

const lamp = aProduct({ _id: 'p1', name: 'Lamp', price: 40 });
const address = { fullName: 'Ada', address: '1 Way', city: 'Leeds', postalCode: 'LS1', country: 'UK' };

describe('checkout pages rendered on the server', () => {
  it('/placeorder sends its steps, heading and a skeleton, hydrates cleanly and then reviews the order', async () => {
    mockApi({ 'GET /api/products': [200, aProductList([lamp])] });
    const { html, hydrationProblems } = await serverRenderThenHydrate(checkoutPages, {
      route: '/placeorder',
      storage: {
        userInfo: signedInUser,
        shippingAddress: address,
        paymentMethod: 'Stripe',
        [`cartItems_${signedInUser._id}`]: [{ ...lamp, qty: 2 }],
      },
    });
    expect(hydrationProblems).toEqual([]);
    expect(html).toContain('Review Your Order');
    expect(html).toContain('Loading your order');
    expect(await screen.findByRole('button', { name: 'Place Order' })).toBeInTheDocument();
    expect(screen.getByText('1 Way, Leeds LS1, UK')).toBeInTheDocument();
  });

  it.each([
    ['/shipping', 'Shipping'],
    ['/payment', 'Payment Method'],
  ])('%s hydrates its frame cleanly and then shows the form', async (route, heading) => {
    mockApi({ 'GET /api/users/addresses': [200, []] });
    const { html, hydrationProblems } = await serverRenderThenHydrate(checkoutPages, {
      route,
      storage: { userInfo: signedInUser, shippingAddress: address },
    });
    expect(hydrationProblems).toEqual([]);
    expect(html).toContain(heading);
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });

  it('sends a visitor without a session to sign in once the page knows', async () => {
    const { hydrationProblems } = await serverRenderThenHydrate(checkoutPages, { route: '/placeorder' });
    expect(hydrationProblems).toEqual([]);
    expect(await screen.findByText("Another slice's page")).toBeInTheDocument();
  });
});
