import { screen, waitFor } from '@testing-library/react';
import { aProduct, mockApi, renderWithShop } from 'shared-ui/testing';
import { CategoriesPage } from './categories-page';

describe('CategoriesPage', () => {
  it('lists every category with its product count from the API and a link to /category/:name', async () => {
    mockApi({
      'GET /api/products': (request) => {
        const category = new URL(request.url).searchParams.get('category');
        const total = category === 'books' ? 1 : 12;
        return [200, { products: [aProduct({ category: category! })], page: 1, pages: total, total }];
      },
    });
    renderWithShop(<CategoriesPage />, { route: '/categories' });
    const electronics = await screen.findByRole('link', { name: 'Electronics' });
    expect(electronics).toHaveAttribute('href', '/category/electronics');
    expect(screen.getByRole('link', { name: 'Home & Garden' })).toHaveAttribute('href', '/category/home');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(8);
    expect(screen.getByRole('link', { name: 'Books' }).closest('li')).toHaveTextContent('1 product');
    expect(electronics.closest('li')).toHaveTextContent('12 products');
    await waitFor(() => expect(document.title).toBe('Categories | ShopHub'));
  });

  it("counts a category the API counted only up to its bound as '1,000+ products'", async () => {
    mockApi({
      'GET /api/products': [200, { products: [aProduct()], page: 1, pages: 1000, total: 1000, totalIsEstimate: true }],
    });
    renderWithShop(<CategoriesPage />, { route: '/categories' });
    const electronics = await screen.findByRole('link', { name: 'Electronics' });
    expect(electronics.closest('li')).toHaveTextContent('1,000+ products');
  });
});
