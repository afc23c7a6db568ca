import { screen } from '@testing-library/react';
import { usePageMeta } from 'shared-ui/state';
import { renderWithShop } from 'shared-ui/testing';
import { Breadcrumbs, segmentLabel } from './breadcrumbs';

describe('Breadcrumbs', () => {
  it.each(['/', '/login', '/register'])('is hidden on %s', (route) => {
    renderWithShop(<Breadcrumbs />, { route });
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
  });

  it('maps known segments, title-cases unknown ones and leaves the last as plain text', () => {
    renderWithShop(<Breadcrumbs />, { route: '/myorders/gift-cards' });
    const crumbs = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(crumbs).toEqual(['Home', 'My Orders', 'Gift Cards']);
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/myorders');
    expect(screen.queryByRole('link', { name: 'Gift Cards' })).not.toBeInTheDocument();
    expect(segmentLabel('size-guide')).toBe('Size Guide');
  });

  it('links the Product crumb to the listing rather than to a page that does not exist', () => {
    renderWithShop(<Breadcrumbs />, { route: '/product/abc12345' });
    expect(screen.getByRole('link', { name: 'Product' })).toHaveAttribute('href', '/');
  });

  it("shows the name a page gives itself as the last crumb, e.g. a product's name instead of its id", () => {
    function ProductPage() {
      usePageMeta({ title: 'Desk Lamp', breadcrumbLabel: 'Desk Lamp' });
      return null;
    }
    renderWithShop(
      <>
        <Breadcrumbs />
        <ProductPage />
      </>,
      { route: '/product/abc12345' },
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Home', 'Product', 'Desk Lamp']);
  });
});
