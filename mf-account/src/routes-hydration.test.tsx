import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { expectHydratesCleanly, mockApi, signedInUser } from 'shared-ui/testing';
import { routes } from './routes';

const accountPages = (
  <Routes>
    {routes.map((route) => (
      <Route key={route.path} path={route.path} element={route.element} />
    ))}
    <Route path="*" element={<p>Another slice's page</p>} />
  </Routes>
);

describe('signed-in account pages rendered on the server', () => {
  it('/profile sends its header and a skeleton, hydrates cleanly and then shows the signed-in shopper', async () => {
    mockApi({ 'GET /api/orders/myorders': [200, []] });
    const { serverHtml, unmount } = await expectHydratesCleanly(accountPages, {
      route: '/profile',
      storage: { userInfo: signedInUser },
    });
    expect(serverHtml).toContain('My Account');
    expect(serverHtml).toContain('Loading your account');
    expect(serverHtml).not.toContain(signedInUser.email);
    expect(await screen.findByText(signedInUser.email)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    unmount();
  });

  it('/myorders hydrates its loading frame cleanly and then lists the orders', async () => {
    mockApi({ 'GET /api/orders/myorders': [200, []] });
    const { serverHtml, unmount } = await expectHydratesCleanly(accountPages, {
      route: '/myorders',
      storage: { userInfo: signedInUser },
    });
    expect(serverHtml).toContain('Loading orders');
    expect(await screen.findByText('You have no orders yet.')).toBeInTheDocument();
    unmount();
  });
});
