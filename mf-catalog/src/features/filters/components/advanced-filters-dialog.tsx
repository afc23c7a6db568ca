import { useId, useState, type FormEvent } from 'react';
import { Button, Dialog, Fieldset, Flex } from 'shared-ui/design';
import { AVAILABILITY, BRANDS, DIALOG_SORTS, FILTER_CATEGORIES, RATINGS, type Availability } from '../../../api/catalog-options';
import { NO_ADVANCED_FILTERS, type AdvancedFilters, type ListingFilters } from '../../../hooks/use-listing-filters';
import { Field } from './filter-field';
import { PriceRangeFields, type PriceRange } from './price-range-fields';

/** What applying the dialog changes: the dialog-only fields, and what reaches the URL. */
export interface AdvancedApply {
  advanced: AdvancedFilters;
  url: { category: string; sort: string; minPrice: string; maxPrice: string };
}

const toggled = (list: string[], value: string) =>
  list.includes(value) ? list.filter((item) => item !== value) : [...list, value];

/**
 * Spec §2: several categories, brands, rating '& Up', availability, sort (with the name orders)
 * and a price range. Applying sends the first category, the sort and the prices to the URL; the
 * rest stays here and goes to the API with them.
 */
export function AdvancedFiltersDialog({
  filters,
  advanced,
  onApply,
  onClose,
}: {
  filters: ListingFilters;
  advanced: AdvancedFilters;
  onApply: (apply: AdvancedApply) => void;
  onClose: () => void;
}) {
  const sortId = useId();
  // The dialog remembers several categories; the URL's one leads (the strip may have changed it).
  const startCategories =
    advanced.categories[0] === filters.category ? advanced.categories : filters.category ? [filters.category] : [];
  const [categories, setCategories] = useState(startCategories);
  const [brands, setBrands] = useState(advanced.brands);
  const [rating, setRating] = useState(advanced.rating);
  const [availability, setAvailability] = useState<Availability>(advanced.availability);
  const [sort, setSort] = useState(filters.sort);
  const [price, setPrice] = useState<PriceRange>({ minPrice: filters.minPrice, maxPrice: filters.maxPrice });

  const reset = () => {
    setCategories([]);
    setBrands(NO_ADVANCED_FILTERS.brands);
    setRating(0);
    setAvailability('all');
    setSort('featured');
    setPrice({ minPrice: '', maxPrice: '' });
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply({
      advanced: { categories, brands, rating, availability },
      url: { category: categories[0] ?? '', sort, minPrice: price.minPrice.trim(), maxPrice: price.maxPrice.trim() },
    });
  };

  return (
    <Dialog open onClose={onClose} title="Advanced Filters">
      <Flex as="form" direction="column" gap="md" mt="md" onSubmit={apply}>
        <Fieldset variant="boxed" legend="Categories">
          {FILTER_CATEGORIES.map((category) => (
            <label key={category.value}>
              <input
                type="checkbox"
                checked={categories.includes(category.value)}
                onChange={() => setCategories((list) => toggled(list, category.value))}
              />
              {category.label}
            </label>
          ))}
        </Fieldset>
        <Fieldset variant="boxed" legend="Brands">
          {BRANDS.map((brand) => (
            <label key={brand.value}>
              <input
                type="checkbox"
                checked={brands.includes(brand.value)}
                onChange={() => setBrands((list) => toggled(list, brand.value))}
              />
              {brand.label}
            </label>
          ))}
        </Fieldset>
        <Fieldset variant="boxed" legend="Rating">
          <label>
            <input type="radio" name="rating" checked={rating === 0} onChange={() => setRating(0)} />
            Any rating
          </label>
          {RATINGS.map((value) => (
            <label key={value}>
              <input type="radio" name="rating" checked={rating === value} onChange={() => setRating(value)} />
              {value} & Up
            </label>
          ))}
        </Fieldset>
        <Fieldset variant="boxed" legend="Availability">
          {AVAILABILITY.map((option) => (
            <label key={option.value}>
              <input
                type="radio"
                name="availability"
                checked={availability === option.value}
                onChange={() => setAvailability(option.value)}
              />
              {option.label}
            </label>
          ))}
        </Fieldset>
        <Field>
          <label htmlFor={sortId}>Sort by</label>
          <select id={sortId} value={sort} onChange={(event) => setSort(event.target.value)}>
            {DIALOG_SORTS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </Field>
        <Fieldset variant="boxed" legend="Price range">
          <PriceRangeFields value={price} onChange={setPrice} />
        </Fieldset>
        <Flex justify="end" gap="sm">
          <Button variant="ghost" onClick={reset}>
            Reset
          </Button>
          <Button type="submit">Apply Filters</Button>
        </Flex>
      </Flex>
    </Dialog>
  );
}
