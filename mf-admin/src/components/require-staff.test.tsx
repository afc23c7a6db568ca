import { screen } from '@testing-library/react';
import type { Route, Routes } from 'react-router-dom';
import { MOCK_SCENARIOS, renderSliceRoutes, requestsMade, serverRenderThenHydrate, signInAsStaff } from 'shared-ui/testing';
import type * as RoutesModule from '../routes';
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

  it('waits on the server and while the page hydrates, then lets staff in without a detour to sign in', async () => {
    const adminPages = () => {
      const router = require('react-router-dom') as { Route: typeof Route; Routes: typeof Routes };
      return (
        <router.Routes>
          {(require('../routes') as typeof RoutesModule).routes.map((route) => (
            <router.Route key={route.path} path={route.path} element={route.element} />
          ))}
          <router.Route path="/login" element={<h1>Sign In</h1>} />
        </router.Routes>
      );
    };
    signInAsStaff();
    const staff = JSON.parse(localStorage.getItem('userInfo')!);
    const { html, hydrationProblems } = await serverRenderThenHydrate(adminPages, {
      route: '/admin/audit',
      storage: { userInfo: staff },
    });
    expect(hydrationProblems).toEqual([]);
    expect(html).toContain('Loading the back office');
    expect(await screen.findByRole('heading', { level: 1, name: /audit/i })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sign In' })).not.toBeInTheDocument();
  });
});
