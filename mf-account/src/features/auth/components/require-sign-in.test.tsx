import { screen } from '@testing-library/react';
import { LocationProbe, renderWithShop } from 'shared-ui/testing';
import { routes } from '../../../routes';
import { Route, Routes } from 'react-router-dom';

function renderSlice(route: string) {
  return renderWithShop(
    <>
      <Routes>
        {routes.map((r) => (
          <Route key={r.path} path={r.path} element={r.element} />
        ))}
      </Routes>
      <LocationProbe />
    </>,
    { route },
  );
}

beforeEach(() => localStorage.clear());

describe('signed-in pages', () => {
  it.each(['/profile', '/myorders'])('sends a visitor from %s to the login page with a redirect back', (path) => {
    renderSlice(path);
    expect(screen.getByRole('status', { name: 'current location' })).toHaveTextContent(`/login?redirect=${path}`);
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  });
});
