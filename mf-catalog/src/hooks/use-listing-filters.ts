import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { DEFAULT_SORT, type Availability } from '../api/catalog-options';

/** What the URL holds (spec §2 route table: keyword, category, page, sort, minPrice, maxPrice). */
export interface ListingFilters {
  keyword: string;
  category: string;
  page: number;
  sort: string;
  minPrice: string;
  maxPrice: string;
}

/** What only the advanced filter dialog holds (spec §2); it is sent to the API, never to the URL. */
export interface AdvancedFilters {
  /** Every category chosen in the dialog; only the first reaches the URL. */
  categories: string[];
  brands: string[];
  /** Minimum rating, 0 for any. */
  rating: number;
  availability: Availability;
}

export const NO_ADVANCED_FILTERS: AdvancedFilters = { categories: [], brands: [], rating: 0, availability: 'all' };

type FilterChange = Partial<Omit<ListingFilters, 'page'>>;

const isPrice = (value: string) => value.trim() !== '' && Number.isFinite(Number(value)) && Number(value) >= 0;

export function readListingFilters(search: URLSearchParams, pathCategory?: string): ListingFilters {
  const page = Number(search.get('page'));
  const price = (key: string) => {
    const value = search.get(key) ?? '';
    return isPrice(value) ? value.trim() : '';
  };
  return {
    keyword: (search.get('keyword') ?? '').trim(),
    category: pathCategory ?? search.get('category') ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    sort: search.get('sort') || DEFAULT_SORT,
    minPrice: price('minPrice'),
    maxPrice: price('maxPrice'),
  };
}

/** Spec §4: active when keyword, category, minPrice or maxPrice is set or the sort is not featured. */
export function urlFiltersActive(filters: ListingFilters): boolean {
  return Boolean(filters.keyword || filters.category || filters.minPrice || filters.maxPrice || filters.sort !== DEFAULT_SORT);
}

export function advancedFiltersActive(advanced: AdvancedFilters): boolean {
  return advanced.brands.length > 0 || advanced.rating > 0 || advanced.availability !== 'all';
}

/**
 * How many filters narrow the listing, as the phone's "Filters (n)" button counts them: the category,
 * the price range, each brand, the rating and the availability. The keyword and the sort are not
 * counted: the search box and the sort control show them.
 */
export function activeFilterCount(filters: ListingFilters, advanced: AdvancedFilters): number {
  return (
    (filters.category ? 1 : 0) +
    (filters.minPrice || filters.maxPrice ? 1 : 0) +
    advanced.brands.length +
    (advanced.rating > 0 ? 1 : 0) +
    (advanced.availability !== 'all' ? 1 : 0)
  );
}

/** Empty values, page 1, the default sort and prices that are not numbers leave the query string. */
export function normaliseListingSearch(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  const filters = readListingFilters(search);
  for (const key of ['keyword', 'category', 'sort', 'minPrice', 'maxPrice'] as const) {
    if (!next.has(key)) continue;
    const value = key === 'category' ? (next.get(key) ?? '') : String(filters[key]);
    if (value === '' || (key === 'sort' && value === DEFAULT_SORT)) next.delete(key);
  }
  if (next.has('page') && filters.page === 1) next.delete('page');
  return next;
}

/** A filter change: category, sort and price changes go back to page 1 (spec §4). */
export function changeListingSearch(search: URLSearchParams, change: FilterChange): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(change)) next.set(key, value ?? '');
  next.delete('page');
  return normaliseListingSearch(next);
}

export function pageSearch(search: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(search);
  next.set('page', String(page));
  return normaliseListingSearch(next);
}

const withSearch = (pathname: string, search: URLSearchParams) => {
  const query = search.toString();
  return query ? `${pathname}?${query}` : pathname;
};

/**
 * The listing's URL as its state. On /category/{name} the category is the path's; changing it moves
 * to the new category's path (or / for All). `clearPath` is where Clear All goes.
 */
export function useListingFilters({ clearPath = '/' }: { clearPath?: string } = {}) {
  const [searchParams] = useSearchParams();
  const { name: pathCategory } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(() => readListingFilters(searchParams, pathCategory), [searchParams, pathCategory]);

  // A hand-typed '/?page=1&sort=&category=' becomes '/': the same listing under one address.
  useEffect(() => {
    const normal = normaliseListingSearch(searchParams);
    if (normal.toString() !== searchParams.toString()) void navigate(withSearch(pathname, normal), { replace: true });
  }, [searchParams, pathname, navigate]);

  const setFilters = useCallback(
    (change: FilterChange) => {
      const next = changeListingSearch(searchParams, change);
      if (pathCategory !== undefined && change.category !== undefined && change.category !== pathCategory) {
        next.delete('category');
        const target = change.category ? `/category/${encodeURIComponent(change.category)}` : '/';
        void navigate(withSearch(target, next));
        return;
      }
      if (pathCategory !== undefined) next.delete('category');
      if (next.toString() !== searchParams.toString()) void navigate(withSearch(pathname, next));
    },
    [searchParams, pathCategory, pathname, navigate],
  );

  // The pager scrolls to the top with the page it asked for, not in the tap: the tap's own frame then
  // paints only the pressed button, and the scroll (a repaint of the whole view, with every hover
  // under the pointer changing) comes with the next page's first render (the bench's next page).
  const scrollToTopOnPage = useRef<number | undefined>(undefined);
  useLayoutEffect(() => {
    if (scrollToTopOnPage.current !== filters.page) return;
    scrollToTopOnPage.current = undefined;
    window.scrollTo({ top: 0 });
  }, [filters.page]);

  const goToPage = useCallback(
    (page: number) => {
      // The page on screen: no new history entry, and no render to wait for.
      if (page === filters.page) {
        window.scrollTo({ top: 0 });
        return;
      }
      scrollToTopOnPage.current = page;
      void navigate(withSearch(pathname, pageSearch(searchParams, page)));
    },
    [filters.page, searchParams, pathname, navigate],
  );

  const clearAll = useCallback(() => void navigate(clearPath), [navigate, clearPath]);

  return { filters, isFiltered: urlFiltersActive(filters), setFilters, goToPage, clearAll };
}
