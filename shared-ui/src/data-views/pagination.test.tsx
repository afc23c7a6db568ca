import { screen } from '@testing-library/react';
import { Pagination } from 'shared-ui/data-views';
import { renderWithShop } from '../testing';

const hrefFor = (page: number) => `/admin/orders?page=${page}`;

describe('Pagination', () => {
  it('links to the pages around the one shown and says where it is', () => {
    renderWithShop(<Pagination page={2} pageCount={3} total={55} hrefFor={hrefFor} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav).toHaveTextContent('Page 2 of 3 · 55 in all');
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/admin/orders?page=1');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/admin/orders?page=3');
  });

  it('disables the way past the first and the last page', () => {
    renderWithShop(<Pagination page={1} pageCount={2} hrefFor={hrefFor} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Next' })).toBeInTheDocument();
  });

  it('shows nothing for a single page', () => {
    renderWithShop(<Pagination page={1} pageCount={1} hrefFor={hrefFor} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
