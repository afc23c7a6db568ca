import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Dialog, space } from 'shared-ui/design';
import { AVAILABILITY, BRANDS, DIALOG_SORTS, FILTER_CATEGORIES, RATINGS, type Availability } from '../../../api/catalog-options';
import { NO_ADVANCED_FILTERS, type AdvancedFilters, type ListingFilters } from '../../../hooks/use-listing-filters';
import { Field } from './filter-field';
import { PriceRangeFields, type PriceRange } from './price-range-fields';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  margin-top: ${space.md};
  fieldset {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 10px;
    margin: 0;
    padding: ${space.sm} ${space.md} ${space.md};
    display: flex;
    flex-wrap: wrap;
    gap: ${space.sm} ${space.md};
  }
  legend {
    font-weight: 700;
    padding: 0 ${space.xs};
  }
  fieldset label {
    display: inline-flex;
    align-items: center;
    gap: ${space.xs};
    min-height: 32px;
  }
  input[type='checkbox'],
  input[type='radio'] {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${space.sm};
`;

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
      <Form onSubmit={apply}>
        <fieldset>
          <legend>Categories</legend>
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
        </fieldset>
        <fieldset>
          <legend>Brands</legend>
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
        </fieldset>
        <fieldset>
          <legend>Rating</legend>
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
        </fieldset>
        <fieldset>
          <legend>Availability</legend>
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
        </fieldset>
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
        <fieldset>
          <legend>Price range</legend>
          <PriceRangeFields value={price} onChange={setPrice} />
        </fieldset>
        <Footer>
          <Button variant="ghost" onClick={reset}>
            Reset
          </Button>
          <Button type="submit">Apply Filters</Button>
        </Footer>
      </Form>
    </Dialog>
  );
}
