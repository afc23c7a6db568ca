import { screen } from '@testing-library/react';
import { mockApi, signIn } from 'shared-ui/testing';
import { renderAdmin } from '../testing/render-admin';

beforeEach(() => localStorage.clear());

describe('the back office door', () => {
  it.each(['/admin', '/admin/orders', '/admin/products/new'])('sends a visitor from %s to sign in and back', (path) => {
    mockApi({});
    renderAdmin(path);
    expect(screen.getByRole('status', { name: 'current location' })).toHaveTextContent(`/login?redirect=${path}`);
  });

  it('tells a signed-in customer the back office is for staff, and asks the server nothing', () => {
    const { calls } = mockApi({});
    signIn();
    renderAdmin('/admin/orders');
    expect(screen.getByRole('heading', { level: 1, name: 'Staff only' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
    expect(calls).toHaveLength(0);
  });
});
