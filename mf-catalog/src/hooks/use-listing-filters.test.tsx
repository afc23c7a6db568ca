import { act, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { LocationProbe, renderWithShop } from 'shared-ui/testing';
import {
  changeListingSearch,
  normaliseListingSearch,
  readListingFilters,
  urlFiltersActive,
  useListingFilters,
} from './use-listing-filters';

const params = (query: string) => new URLSearchParams(query);

describe('the listing URL rules', () => {
  it('reads keyword, category, page, sort and prices, with featured and page 1 by default', () => {
    expect(readListingFilters(params('keyword=lamp&category=home&page=3&sort=price_asc&minPrice=5&maxPrice=20'))).toEqual({
      keyword: 'lamp',
      category: 'home',
      page: 3,
      sort: 'price_asc',
      minPrice: '5',
      maxPrice: '20',
    });
    expect(readListingFilters(params(''))).toEqual({
      keyword: '',
      category: '',
      page: 1,
      sort: 'featured',
      minPrice: '',
      maxPrice: '',
    });
  });

  it('removes empty values, page 1, the featured sort and prices that are not numbers', () => {
    expect(normaliseListingSearch(params('page=1&sort=&category=')).toString()).toBe('');
    expect(normaliseListingSearch(params('sort=featured&minPrice=abc&keyword=%20')).toString()).toBe('');
    expect(normaliseListingSearch(params('category=books&page=2&maxPrice=50')).toString()).toBe(
      'category=books&page=2&maxPrice=50',
    );
  });

  it('goes back to page 1 when the category, sort or price changes', () => {
    expect(changeListingSearch(params('category=books&page=4'), { category: 'beauty' }).toString()).toBe('category=beauty');
    expect(changeListingSearch(params('page=4'), { sort: 'newest' }).toString()).toBe('sort=newest');
    expect(changeListingSearch(params('page=4&minPrice=10'), { minPrice: '', maxPrice: '50' }).toString()).toBe('maxPrice=50');
  });

  it('counts filters as active when keyword, category, minPrice or maxPrice is set or the sort is not featured', () => {
    const base = readListingFilters(params(''));
    expect(urlFiltersActive(base)).toBe(false);
    expect(urlFiltersActive({ ...base, page: 5 })).toBe(false);
    for (const change of [{ keyword: 'x' }, { category: 'home' }, { minPrice: '1' }, { maxPrice: '9' }, { sort: 'newest' }]) {
      expect(urlFiltersActive({ ...base, ...change })).toBe(true);
    }
  });
});

function Harness() {
  const { filters, setFilters, goToPage, clearAll } = useListingFilters();
  const { key } = useLocation();
  return (
    <>
      <output aria-label="filters">{JSON.stringify(filters)}</output>
      <output aria-label="history entry">{key}</output>
      <button onClick={() => setFilters({ category: 'fashion' })}>Fashion</button>
      <button onClick={() => setFilters({ category: '' })}>All</button>
      <button onClick={() => goToPage(3)}>Page 3</button>
      <button onClick={clearAll}>Clear All</button>
      <LocationProbe />
    </>
  );
}

describe('useListingFilters', () => {
  it("normalises a hand-typed '/?page=1&sort=&category=' to '/'", () => {
    renderWithShop(<Harness />, { route: '/?page=1&sort=&category=' });
    expect(screen.getByLabelText('current location')).toHaveTextContent(/^\/$/);
  });

  it('keeps the other filters when paging and clears everything with Clear All', () => {
    renderWithShop(<Harness />, { route: '/?keyword=lamp&sort=newest' });
    act(() => screen.getByRole('button', { name: 'Page 3' }).click());
    expect(screen.getByLabelText('current location')).toHaveTextContent('/?keyword=lamp&sort=newest&page=3');
    act(() => screen.getByRole('button', { name: 'Clear All' }).click());
    expect(screen.getByLabelText('current location')).toHaveTextContent(/^\/$/);
  });

  it('brings the page the pager asks for in at the top, the one on screen too, without a history entry for it', () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderWithShop(<Harness />, { route: '/?keyword=lamp' });
    act(() => screen.getByRole('button', { name: 'Page 3' }).click());
    expect(scrollTo).toHaveBeenCalledTimes(1);
    const entry = screen.getByLabelText('history entry').textContent;
    act(() => screen.getByRole('button', { name: 'Page 3' }).click());
    expect(scrollTo).toHaveBeenCalledTimes(2);
    expect(screen.getByLabelText('history entry')).toHaveTextContent(entry!);
    act(() => screen.getByRole('button', { name: 'Fashion' }).click());
    expect(scrollTo).toHaveBeenCalledTimes(2);
    scrollTo.mockRestore();
  });
});
