import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { BUTTON_VARIANTS, ButtonLink } from 'shared-ui/design';
import { renderWithShop } from '../testing';

describe('ButtonLink', () => {
  it.each(BUTTON_VARIANTS)('renders the %s variant as a link', (variant) => {
    renderWithShop(
      <ButtonLink to="/" variant={variant}>
        Continue Shopping
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Continue Shopping' });
    expect(link).toHaveAttribute('data-variant', variant);
    expect(link).toHaveAttribute('data-size', 'md');
  });

  it('navigates in the app like a router link', async () => {
    renderWithShop(
      <Routes>
        <Route path="/cart" element={<ButtonLink to="/">Continue Shopping</ButtonLink>} />
        <Route path="/" element={<h1>Home</h1>} />
      </Routes>,
      { route: '/cart' },
    );
    await userEvent.click(screen.getByRole('link', { name: 'Continue Shopping' }));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });
});
