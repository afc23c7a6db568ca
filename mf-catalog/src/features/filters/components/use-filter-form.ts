import { useState } from 'react';
import { DEFAULT_SORT, type Availability } from '../../../api/catalog-options';
import { NO_ADVANCED_FILTERS, type AdvancedFilters, type ListingFilters } from '../../../hooks/use-listing-filters';
import type { PriceRange } from './price-range-fields';

/** What applying the dialog or the sheet changes: the dialog-only fields, and what reaches the URL. */
export interface AdvancedApply {
  advanced: AdvancedFilters;
  url: { category: string; sort: string; minPrice: string; maxPrice: string };
}

const toggled = (list: string[], value: string) =>
  list.includes(value) ? list.filter((item) => item !== value) : [...list, value];

/**
 * The fields of the advanced dialog and the phone's filter sheet, started from what is applied and
 * kept here until the shopper applies them: several categories, brands, rating, availability, sort and
 * the price range.
 */
export function useFilterForm(filters: ListingFilters, advanced: AdvancedFilters) {
  // The form remembers several categories; the URL's one leads (the strip may have changed it).
  const startCategories =
    advanced.categories[0] === filters.category ? advanced.categories : filters.category ? [filters.category] : [];
  const [categories, setCategories] = useState(startCategories);
  const [brands, setBrands] = useState(advanced.brands);
  const [rating, setRating] = useState(advanced.rating);
  const [availability, setAvailability] = useState<Availability>(advanced.availability);
  const [sort, setSort] = useState(filters.sort);
  const [price, setPrice] = useState<PriceRange>({ minPrice: filters.minPrice, maxPrice: filters.maxPrice });

  return {
    categories,
    toggleCategory: (value: string) => setCategories((list) => toggled(list, value)),
    brands,
    toggleBrand: (value: string) => setBrands((list) => toggled(list, value)),
    rating,
    setRating,
    availability,
    setAvailability,
    sort,
    setSort,
    price,
    setPrice,
    /** Everything back to nothing chosen (the sort to featured); applied only with the rest. */
    reset: () => {
      setCategories([]);
      setBrands(NO_ADVANCED_FILTERS.brands);
      setRating(0);
      setAvailability('all');
      setSort(DEFAULT_SORT);
      setPrice({ minPrice: '', maxPrice: '' });
    },
    toApply: (): AdvancedApply => ({
      advanced: { categories, brands, rating, availability },
      url: { category: categories[0] ?? '', sort, minPrice: price.minPrice.trim(), maxPrice: price.maxPrice.trim() },
    }),
  };
}

export type FilterForm = ReturnType<typeof useFilterForm>;
