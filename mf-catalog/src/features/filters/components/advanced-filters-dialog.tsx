import { useId, type FormEvent } from 'react';
import { Button, Dialog, Fieldset, Flex } from 'shared-ui/design';
import { DIALOG_SORTS } from '../../../api/catalog-options';
import type { AdvancedFilters, ListingFilters } from '../../../hooks/use-listing-filters';
import { AvailabilityChoices, BrandChoices, CategoryChoices, RatingChoices } from './filter-choices';
import { Field } from './filter-field';
import { PriceRangeFields } from './price-range-fields';
import { useFilterForm, type AdvancedApply } from './use-filter-form';

export type { AdvancedApply } from './use-filter-form';

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
  const form = useFilterForm(filters, advanced);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply(form.toApply());
  };

  return (
    <Dialog open onClose={onClose} title="Advanced Filters">
      <Flex as="form" direction="column" gap="md" mt="md" onSubmit={apply}>
        <CategoryChoices form={form} />
        <BrandChoices form={form} />
        <RatingChoices form={form} />
        <AvailabilityChoices form={form} />
        <Field>
          <label htmlFor={sortId}>Sort by</label>
          <select id={sortId} value={form.sort} onChange={(event) => form.setSort(event.target.value)}>
            {DIALOG_SORTS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </Field>
        <Fieldset variant="boxed" legend="Price range">
          <PriceRangeFields value={form.price} onChange={form.setPrice} />
        </Fieldset>
        <Flex justify="end" gap="sm">
          <Button variant="ghost" onClick={form.reset}>
            Reset
          </Button>
          <Button type="submit">Apply Filters</Button>
        </Flex>
      </Flex>
    </Dialog>
  );
}
