import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aProduct, aProductDetail, mockApi, renderWithShop, type MockAnswer } from 'shared-ui/testing';
import type { ProductDetail, ProductListResponse } from 'shared-ui/types';
import { RECOMMENDED_PRODUCT_NAMES } from '../recommendation-data';
import { Recommendations } from './recommendations';

function answerByName(request: Request): MockAnswer<ProductListResponse> {
  const keyword = new URL(request.url).searchParams.get('keyword') ?? '';
  return [200, { products: [aProduct({ name: keyword })], page: 1, pages: 1, total: 1 }];
}

beforeEach(() => localStorage.clear());

describe('Recommendations', () => {
  it('shows skeletons for one second, then the six general picks', async () => {
    jest.useFakeTimers();
    const { calls } = mockApi({ 'GET /api/products': answerByName });
    renderWithShop(<Recommendations />);
    const section = screen.getByRole('region', { name: 'You might also like' });
    expect(within(section).getAllByTestId('product-skeleton')).toHaveLength(6);

    await act(() => jest.advanceTimersByTimeAsync(999));
    expect(within(section).getAllByTestId('product-skeleton')).toHaveLength(6);
    expect(calls).toHaveLength(0);
    await act(() => jest.advanceTimersByTimeAsync(1));
    jest.useRealTimers();

    expect(await within(section).findAllByRole('article')).toHaveLength(6);
    expect(within(section).queryAllByTestId('product-skeleton')).toHaveLength(0);
    expect(within(section).getByRole('link', { name: RECOMMENDED_PRODUCT_NAMES.general[0]! })).toBeInTheDocument();
  });

  it('leaves out a name the catalogue does not have and switches to trending', async () => {
    mockApi({
      'GET /api/products': (request) => {
        const keyword = new URL(request.url).searchParams.get('keyword') ?? '';
        const name = keyword === RECOMMENDED_PRODUCT_NAMES.general[1] ? 'Something else' : keyword;
        return [200, { products: [aProduct({ name })], page: 1, pages: 1, total: 1 }];
      },
    });
    renderWithShop(<Recommendations />);
    const section = screen.getByRole('region', { name: 'You might also like' });
    expect(await within(section).findAllByRole('article', {}, { timeout: 3000 })).toHaveLength(5);

    await userEvent.click(within(section).getByRole('button', { name: 'Trending Now' }));
    expect(await within(section).findByRole('link', { name: RECOMMENDED_PRODUCT_NAMES.trending[0]! })).toBeInTheDocument();
  });

  it('offers the recently viewed products of this browser, at most four', async () => {
    const viewed = ['a1', 'a2', 'a3', 'a4', 'a5'].map((id) =>
      aProductDetail({ _id: `64f0c0ffee000000000000${id}`, name: `Viewed ${id}` }),
    );
    localStorage.setItem('recentlyViewed', JSON.stringify(viewed.map((product) => product._id)));
    const routes = Object.fromEntries(
      viewed.map((product) => [`GET /api/products/${product._id}`, [200, product] as MockAnswer<ProductDetail>]),
    );
    mockApi({ 'GET /api/products': answerByName, ...routes });
    renderWithShop(<Recommendations />);
    const section = screen.getByRole('region', { name: 'You might also like' });
    await userEvent.click(within(section).getByRole('button', { name: 'Recently Viewed' }));
    const cards = await within(section).findAllByRole('article', {}, { timeout: 3000 });
    expect(cards.map((card) => card.getAttribute('aria-labelledby'))).toHaveLength(4);
    expect(within(section).getByRole('link', { name: 'Viewed a1' })).toBeInTheDocument();
    expect(within(section).queryByRole('link', { name: 'Viewed a5' })).not.toBeInTheDocument();
  });
});
