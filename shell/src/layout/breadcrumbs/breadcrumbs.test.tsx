import { screen } from '@testing-library/react';
import { act } from 'react';
import { createShopStore, usePageLabelActions } from 'shared-ui/state';
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

  it('shows the name the page gave itself as the last crumb instead of the id', () => {
    const store = createShopStore();
    let actions: ReturnType<typeof usePageLabelActions> | undefined;
    function ProductPageNamingItself() {
      actions = usePageLabelActions();
      return null;
    }
    renderWithShop(
      <>
        <Breadcrumbs />
        <ProductPageNamingItself />
      </>,
      { route: '/product/abc12345', store },
    );
    expect(screen.getByText('Abc12345')).toBeInTheDocument();

    act(() => actions!.setPageLabel({ path: '/product/abc12345', label: 'Desk Lamp' }));
    const crumbs = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(crumbs).toEqual(['Home', 'Product', 'Desk Lamp']);
    expect(screen.getByText('Desk Lamp')).toHaveAttribute('aria-current', 'page');
  });
});
