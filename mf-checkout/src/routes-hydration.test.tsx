import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { aProduct, aProductList, expectHydratesCleanly, mockApi, signedInUser } from 'shared-ui/testing';
import { routes } from './routes';

const checkoutPages = (
  <Routes>
    {routes.map((route) => (
      <Route key={route.path} path={route.path} element={route.element} />
    ))}
    <Route path="*" element={<p>Another slice's page</p>} />
  </Routes>
);

const lamp = aProduct({ _id: 'p1', name: 'Lamp', price: 40 });
const address = { fullName: 'Ada', address: '1 Way', city: 'Leeds', postalCode: 'LS1', country: 'UK' };

describe('checkout pages rendered on the server', () => {
  it('/placeorder sends its steps, heading and a skeleton, hydrates cleanly and then reviews the order', async () => {
    mockApi({ 'GET /api/products': [200, aProductList([lamp])] });
    const { serverHtml, unmount } = await expectHydratesCleanly(checkoutPages, {
      route: '/placeorder',
      storage: {
        userInfo: signedInUser,
        shippingAddress: address,
        paymentMethod: 'Stripe',
        [`cartItems_${signedInUser._id}`]: [{ ...lamp, qty: 2 }],
      },
    });
    expect(serverHtml).toContain('Review Your Order');
    expect(serverHtml).toContain('Loading your order');
    expect(await screen.findByRole('button', { name: 'Place Order' })).toBeInTheDocument();
    expect(screen.getByText('1 Way, Leeds LS1, UK')).toBeInTheDocument();
    unmount();
  });

  it.each([
    ['/shipping', 'Shipping'],
    ['/payment', 'Payment Method'],
  ])('%s hydrates its frame cleanly and then shows the form', async (route, heading) => {
    mockApi({ 'GET /api/users/addresses': [200, []] });
    const { serverHtml, unmount } = await expectHydratesCleanly(checkoutPages, {
      route,
      storage: { userInfo: signedInUser, shippingAddress: address },
    });
    expect(serverHtml).toContain(heading);
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeInTheDocument();
    unmount();
  });

  it('sends a visitor without a session to sign in once the page knows', async () => {
    const { unmount } = await expectHydratesCleanly(checkoutPages, { route: '/placeorder' });
    expect(await screen.findByText("Another slice's page")).toBeInTheDocument();
    unmount();
  });
});
