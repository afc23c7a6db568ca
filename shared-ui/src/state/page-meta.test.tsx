import { render, screen } from '@testing-library/react';
import { ShopStateProvider, createShopStore, useBreadcrumbLabel, usePageMeta, type PageMeta } from 'shared-ui/state';

function Page(meta: PageMeta) {
  usePageMeta(meta);
  return null;
}

function Crumb() {
  return <p>last crumb: {useBreadcrumbLabel() ?? 'none'}</p>;
}

describe('usePageMeta', () => {
  it("sets '{title} | ShopHub', the meta description and the breadcrumb label, and clears the label on leaving", () => {
    const store = createShopStore();
    const { rerender } = render(
      <ShopStateProvider store={store}>
        <Crumb />
        <Page title="Desk Lamp" description="A warm lamp." breadcrumbLabel="Desk Lamp" />
      </ShopStateProvider>,
    );
    expect(document.title).toBe('Desk Lamp | ShopHub');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'A warm lamp.');
    expect(screen.getByText('last crumb: Desk Lamp')).toBeInTheDocument();

    rerender(
      <ShopStateProvider store={store}>
        <Crumb />
      </ShopStateProvider>,
    );
    expect(screen.getByText('last crumb: none')).toBeInTheDocument();
  });

  it("gives a page without a description the shop's own, not the previous page's", () => {
    const store = createShopStore();
    const { rerender } = render(
      <ShopStateProvider store={store}>
        <Page title="Desk Lamp" description="A warm lamp." />
      </ShopStateProvider>,
    );
    rerender(
      <ShopStateProvider store={store}>
        <Page title="My Orders" />
      </ShopStateProvider>,
    );
    expect(document.title).toBe('My Orders | ShopHub');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'ShopHub — electronics, fashion, home, sports, books and more, delivered fast.',
    );
  });
});
