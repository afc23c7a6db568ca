import { screen } from '@testing-library/react';
import { ButtonLink, EmptyState, ErrorPanel } from 'shared-ui/design';
import { renderWithShop } from '../testing';

describe('EmptyState', () => {
  it('is a status named by its title, not an alert', () => {
    renderWithShop(
      <EmptyState
        title="Your Cart is Empty"
        description="Looks like you haven't added anything yet."
        action={<ButtonLink to="/">Continue Shopping</ButtonLink>}
      />,
    );
    const status = screen.getByRole('status', { name: 'Your Cart is Empty' });
    expect(status).toHaveTextContent("Looks like you haven't added anything yet.");
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  });

  it('titles with an h2 by default and with the level it is given', () => {
    renderWithShop(
      <>
        <EmptyState title="No products found" />
        <EmptyState title="Your Wishlist is Empty" headingLevel={1} />
      </>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No products found' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Your Wishlist is Empty' })).toBeInTheDocument();
  });
});

describe('ErrorPanel', () => {
  it('stays an alert for real failures', () => {
    renderWithShop(<ErrorPanel title="Something went wrong" message="Network down" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
  });
});
