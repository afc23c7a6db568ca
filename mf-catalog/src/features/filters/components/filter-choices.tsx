import { Fieldset } from 'shared-ui/design';
import { AVAILABILITY, BRANDS, FILTER_CATEGORIES, RATINGS } from '../../../api/catalog-options';
import type { FilterForm } from './use-filter-form';

/** The choices the advanced dialog and the filter sheet share, each a named group of checkboxes or radios. */
export function CategoryChoices({ form }: { form: FilterForm }) {
  return (
    <Fieldset variant="boxed" legend="Categories">
      {FILTER_CATEGORIES.map((category) => (
        <label key={category.value}>
          <input
            type="checkbox"
            checked={form.categories.includes(category.value)}
            onChange={() => form.toggleCategory(category.value)}
          />
          {category.label}
        </label>
      ))}
    </Fieldset>
  );
}

export function BrandChoices({ form }: { form: FilterForm }) {
  return (
    <Fieldset variant="boxed" legend="Brands">
      {BRANDS.map((brand) => (
        <label key={brand.value}>
          <input type="checkbox" checked={form.brands.includes(brand.value)} onChange={() => form.toggleBrand(brand.value)} />
          {brand.label}
        </label>
      ))}
    </Fieldset>
  );
}

export function RatingChoices({ form }: { form: FilterForm }) {
  return (
    <Fieldset variant="boxed" legend="Rating">
      <label>
        <input type="radio" name="rating" checked={form.rating === 0} onChange={() => form.setRating(0)} />
        Any rating
      </label>
      {RATINGS.map((value) => (
        <label key={value}>
          <input type="radio" name="rating" checked={form.rating === value} onChange={() => form.setRating(value)} />
          {value} & Up
        </label>
      ))}
    </Fieldset>
  );
}

export function AvailabilityChoices({ form }: { form: FilterForm }) {
  return (
    <Fieldset variant="boxed" legend="Availability">
      {AVAILABILITY.map((option) => (
        <label key={option.value}>
          <input
            type="radio"
            name="availability"
            checked={form.availability === option.value}
            onChange={() => form.setAvailability(option.value)}
          />
          {option.label}
        </label>
      ))}
    </Fieldset>
  );
}
