import { screen } from '@testing-library/react';
import type { SliceRoute } from 'shared-ui/types';
import { mockApi, signedInUser, serverRenderThenHydrate, slicePages } from 'shared-ui/testing';

const accountPages = () => slicePages(() => (require('./routes') as { routes: SliceRoute[] }).routes);

describe('signed-in account pages rendered on the server', () => {
  it('/profile sends its header and a skeleton, hydrates cleanly and then shows the signed-in shopper', async () => {
    mockApi({ 'GET /api/orders/myorders': [200, []] });
    const { html, hydrationProblems } = await serverRenderThenHydrate(accountPages, {
      route: '/profile',
      storage: { userInfo: signedInUser },
    });
    expect(hydrationProblems).toEqual([]);
    expect(html).toContain('My Account');
    expect(html).toContain('Loading your account');
    expect(html).not.toContain(signedInUser.email);
    expect(await screen.findByText(signedInUser.email)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  });

  it('/myorders hydrates its loading frame cleanly and then lists the orders', async () => {
    mockApi({ 'GET /api/orders/myorders': [200, []] });
    const { html, hydrationProblems } = await serverRenderThenHydrate(accountPages, {
      route: '/myorders',
      storage: { userInfo: signedInUser },
    });
    expect(hydrationProblems).toEqual([]);
    expect(html).toContain('Loading orders');
    expect(await screen.findByText('You have no orders yet.')).toBeInTheDocument();
  });
});
