import { screen } from '@testing-library/react';
import { MOCK_SCENARIOS, renderSliceRoutes, requestsMade } from 'shared-ui/testing';
import { routes } from '../routes';

beforeEach(() => localStorage.clear());

/** Lets the page's effects run: a call it makes as it mounts is on its way by then. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the back office door', () => {
  it.each(['/admin', '/admin/orders', '/admin/products/new'])('sends a visitor from %s to sign in and back', async (path) => {
    renderSliceRoutes(routes, { route: path });
    expect(screen.getByRole('status', { name: 'current location' })).toHaveTextContent(`/login?redirect=${path}`);
    await settle();
    expect(requestsMade().map((call) => call.url)).toEqual([]);
  });

  it.each(['/admin', '/admin/orders', '/admin/customers/mock-shopper'])(
    'tells a signed-in customer at %s the back office is for staff, and asks the server nothing',
    async (path) => {
      renderSliceRoutes(routes, { scenario: MOCK_SCENARIOS.admin['not-staff'], route: path });
      expect(screen.getByRole('heading', { level: 1, name: 'Staff only' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
      await settle();
      expect(requestsMade().map((call) => call.url)).toEqual([]);
    },
  );
});
