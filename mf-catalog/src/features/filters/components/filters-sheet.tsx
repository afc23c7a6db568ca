import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Fieldset, Flex, space } from 'shared-ui/design';
import { Sheet } from 'shared-ui/sheet';
import { LISTING_VIEW_MODES, type ListingViewMode } from 'shared-ui/state';
import type { AdvancedFilters, ListingFilters } from '../../../hooks/use-listing-filters';
import { PillGroup } from '../../../components/pill-group';
import { AvailabilityChoices, BrandChoices, CategoryChoices, RatingChoices } from './filter-choices';
import { PriceRangeFields } from './price-range-fields';
import { useFilterForm, type AdvancedApply } from './use-filter-form';
import { VIEW_LABELS } from './view-labels';

const SectionHeading = styled.h3`
  margin: ${space.sm} 0 0;
  font-size: 1rem;
`;

export interface FiltersSheetProps {
  filters: ListingFilters;
  advanced: AdvancedFilters;
  /** The classic listing has no advanced fields and no view modes. */
  simple: boolean;
  viewMode: ListingViewMode;
  onApply: (apply: AdvancedApply, viewMode: ListingViewMode) => void;
  onClose: () => void;
}

/**
 * The phone's filters: a bottom sheet with the quick fields first (price range with its presets,
 * categories), then the advanced ones (brands, rating, availability) and the view. Nothing changes
 * until Apply; Clear empties the fields. The sort stays beside the sheet's button, so the sheet keeps it.
 */
export function FiltersSheet({ filters, advanced, simple, viewMode, onApply, onClose }: FiltersSheetProps) {
  const formId = useId();
  const form = useFilterForm(filters, advanced);
  const [chosenViewMode, setChosenViewMode] = useState(viewMode);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const chosen = form.toApply();
    onApply({ ...chosen, url: { ...chosen.url, sort: filters.sort } }, chosenViewMode);
  };

  return (
    <Sheet
      open
      onClose={onClose}
      title="Filters"
      footer={
        <>
          <Button variant="outline" onClick={form.reset}>
            Clear
          </Button>
          <Button type="submit" form={formId}>
            Apply
          </Button>
        </>
      }
    >
      <Flex as="form" id={formId} direction="column" gap="md" onSubmit={apply}>
        <Fieldset variant="boxed" legend="Price range">
          <PriceRangeFields value={form.price} onChange={form.setPrice} />
        </Fieldset>
        <CategoryChoices form={form} />
        {!simple && (
          <>
            <SectionHeading>More filters</SectionHeading>
            <BrandChoices form={form} />
            <RatingChoices form={form} />
            <AvailabilityChoices form={form} />
            <Fieldset variant="boxed" legend="View">
              <PillGroup>
                {LISTING_VIEW_MODES.map((mode) => (
                  <button key={mode} type="button" aria-pressed={chosenViewMode === mode} onClick={() => setChosenViewMode(mode)}>
                    {VIEW_LABELS[mode]}
                  </button>
                ))}
              </PillGroup>
            </Fieldset>
          </>
        )}
      </Flex>
    </Sheet>
  );
}
