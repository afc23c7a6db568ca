import { screen, within } from '@testing-library/react';
import { mockApi, renderWithShop } from 'shared-ui/testing';
import type { ListingViewMode } from 'shared-ui/state';
import { NO_ADVANCED_FILTERS, readListingFilters } from '../../../hooks/use-listing-filters';
import { ProductResults } from './product-results';
import { aListingPage } from '../../../testing/listing-responses';
import { ProductGridSkeleton, cardLayoutAt } from '../../../components/product-grid';

const layouts = (viewMode: ListingViewMode, count: number) =>
  Array.from({ length: count }, (_, index) => cardLayoutAt(viewMode, index, count));

/** The listing's results for a search that finds `count` products, in the asymmetric view (the default). */
async function renderResults(count: number) {
  mockApi({ 'GET /api/products': [200, aListingPage({ total: count })] });
  renderWithShop(
    <ProductResults
      filters={readListingFilters(new URLSearchParams({ keyword: 'lamp' }))}
      advanced={NO_ADVANCED_FILTERS}
      isFiltered
      onPageChange={() => {}}
      clearPath="/"
      onClear={() => {}}
      skeletonCount={8}
      errorTitle="Something went wrong"
    />,
  );
  await screen.findAllByRole('article');
  return screen.getAllByRole('article').map((card) => card.getAttribute('data-layout'));
}

jest.setTimeout(30_000);

describe('the asymmetric grid', () => {
  it('shows one result as a plain card, not one giant card', async () => {
    expect(await renderResults(1)).toEqual(['grid']);
  });

  it('shows two results as two plain cards side by side', async () => {
    expect(await renderResults(2)).toEqual(['grid', 'grid']);
  });

  it('shows three results as one large card with the other two stacked beside it', async () => {
    expect(await renderResults(3)).toEqual(['featured', 'grid', 'grid']);
  });

  it('shows a page of 12 with two large cards (the first and the eighth), filling whole rows of three', async () => {
    const cards = await renderResults(12);
    expect(cards.filter((layout) => layout === 'featured')).toHaveLength(2);
    expect(cards[0]).toBe('featured');
    expect(cards[7]).toBe('featured');
    // A large card takes four cells of a three-column grid: 2 x 4 + 10 = 18 cells, six full rows.
    expect(cards.reduce((cells, layout) => cells + (layout === 'featured' ? 4 : 1), 0) % 3).toBe(0);
  });

  it('never puts a large card where fewer than two cards follow to sit beside it', () => {
    expect(layouts('asymmetric', 8)).toEqual(['featured', ...Array(7).fill('grid')]);
    expect(layouts('asymmetric', 10).filter((layout) => layout === 'featured')).toHaveLength(2);
  });

  it('keeps the grid and list views uniform', () => {
    expect(new Set(layouts('grid', 12))).toEqual(new Set(['grid']));
    expect(new Set(layouts('list', 3))).toEqual(new Set(['list']));
  });

  it('gives each card its price, rating and stock in that order, after the name', async () => {
    await renderResults(3);
    const card = screen.getAllByRole('article')[1]!;
    const text = card.textContent!;
    const name = within(card).getByRole('heading', { level: 3 }).textContent!;
    const order = [name, '$', 'In Stock'].map((part) => text.indexOf(part));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(within(card).getByRole('img', { name: /^Rated / })).toBeInTheDocument();
  });
});

describe('ProductGridSkeleton', () => {
  it('uses the layouts the cards will have, so nothing moves when they arrive', () => {
    renderWithShop(<ProductGridSkeleton viewMode="asymmetric" count={8} label="Loading products" />);
    const skeletons = screen.getAllByTestId('product-skeleton').map((skeleton) => skeleton.getAttribute('data-layout'));
    expect(skeletons).toEqual(layouts('asymmetric', 8));
  });
});
