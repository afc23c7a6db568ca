import { Suspense, lazy, useCallback, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Flex, cardStyles, media, space } from 'shared-ui/design';
import { LISTING_VIEW_MODES, useListingViewMode, type ListingViewMode } from 'shared-ui/state';
import { DIALOG_SORTS, SORTS, STRIP_CATEGORIES } from '../../../api/catalog-options';
import type { AdvancedFilters, ListingFilters } from '../../../hooks/use-listing-filters';
import { ActiveFilters } from './active-filters';
import type { AdvancedApply } from './advanced-filters-dialog';
import { PillGroup } from '../../../components/pill-group';
import { Field } from './filter-field';
import { PriceRangeFields, type PriceRange } from './price-range-fields';

// The advanced filters are not on the first view: their dialog is fetched when the pointer or focus
// reaches its button, usually before the click.
const loadAdvancedFiltersDialog = () => import('./advanced-filters-dialog');
const AdvancedFiltersDialog = lazy(() =>
  loadAdvancedFiltersDialog().then((module) => ({ default: module.AdvancedFiltersDialog })),
);
const prefetchAdvancedFiltersDialog = () => void loadAdvancedFiltersDialog();

const Panel = styled.section`
  ${cardStyles('surface', 'md')}
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  margin: ${space.lg} 0 ${space.md};
`;

const Strip = styled(PillGroup)`
  ${media.below('sm')} {
    flex-wrap: nowrap;
    overflow-x: auto;
    padding-bottom: ${space.xs};
    button {
      flex-shrink: 0;
    }
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${space.sm};
  margin-left: auto;
  ${media.below('md')} {
    margin-left: 0;
  }
`;

const VIEW_LABELS: Record<ListingViewMode, string> = { asymmetric: 'Asymmetric', grid: 'Grid', list: 'List' };

export interface FilterBarProps {
  filters: ListingFilters;
  advanced: AdvancedFilters;
  isFiltered: boolean;
  onChange: (change: Partial<Omit<ListingFilters, 'page'>>) => void;
  onAdvancedApply: (apply: AdvancedApply) => void;
  onAdvancedChange: (advanced: AdvancedFilters) => void;
  onClearAll: () => void;
  /** The classic layout is simpler: no view modes and no advanced dialog. */
  simple?: boolean;
}

/** Category strip, sort, price range, view modes, Advanced Filters, Clear All and what is active. */
export function FilterBar({
  filters,
  advanced,
  isFiltered,
  onChange,
  onAdvancedApply,
  onAdvancedChange,
  onClearAll,
  simple = false,
}: FilterBarProps) {
  const sortId = useId();
  const { viewMode, setViewMode } = useListingViewMode();
  const [dialogOpen, setDialogOpen] = useState(false);
  // Stable, so the open dialog's focus handling does not restart on a re-render.
  const closeDialog = useCallback(() => setDialogOpen(false), []);
  // The inputs follow the URL: a new range (preset, back button, Clear All) resets what was typed.
  const [price, setPrice] = useState<PriceRange>({ minPrice: filters.minPrice, maxPrice: filters.maxPrice });
  const [pricesInUrl, setPricesInUrl] = useState(`${filters.minPrice}-${filters.maxPrice}`);
  if (pricesInUrl !== `${filters.minPrice}-${filters.maxPrice}`) {
    setPricesInUrl(`${filters.minPrice}-${filters.maxPrice}`);
    setPrice({ minPrice: filters.minPrice, maxPrice: filters.maxPrice });
  }

  // The dialog's name orders stay selectable here while one is in use.
  const sortOptions = SORTS.some((sort) => sort.value === filters.sort)
    ? SORTS
    : [...SORTS, ...DIALOG_SORTS.filter((sort) => sort.value === filters.sort)];

  const applyPrice = (event: FormEvent) => {
    event.preventDefault();
    onChange({ minPrice: price.minPrice.trim(), maxPrice: price.maxPrice.trim() });
  };

  return (
    <Panel aria-label="Filters">
      <Strip role="group" aria-label="Categories">
        {STRIP_CATEGORIES.map((category) => (
          <button
            key={category.value || 'all'}
            type="button"
            aria-pressed={filters.category === category.value}
            onClick={() => onChange({ category: category.value })}
          >
            {category.label}
          </button>
        ))}
      </Strip>
      <Flex wrap align="end" gap="md">
        <Field>
          <label htmlFor={sortId}>Sort by</label>
          <select id={sortId} value={filters.sort} onChange={(event) => onChange({ sort: event.target.value })}>
            {sortOptions.map((sort) => (
              <option key={sort.value} value={sort.value}>
                {sort.label}
              </option>
            ))}
          </select>
        </Field>
        <Flex as="form" wrap align="end" gap="sm" aria-label="Price range" onSubmit={applyPrice}>
          <PriceRangeFields value={price} onChange={setPrice} onPreset={(preset) => onChange(preset)}>
            <Button type="submit" variant="secondary">
              Apply
            </Button>
          </PriceRangeFields>
        </Flex>
        <Actions>
          {!simple && (
            <PillGroup role="group" aria-label="View mode">
              {LISTING_VIEW_MODES.map((mode) => (
                <button key={mode} type="button" aria-pressed={viewMode === mode} onClick={() => setViewMode(mode)}>
                  {VIEW_LABELS[mode]}
                </button>
              ))}
            </PillGroup>
          )}
          {!simple && (
            <Button
              variant="outline"
              aria-haspopup="dialog"
              onPointerEnter={prefetchAdvancedFiltersDialog}
              onFocus={prefetchAdvancedFiltersDialog}
              onClick={() => setDialogOpen(true)}
            >
              Advanced Filters
            </Button>
          )}
          {isFiltered && (
            <Button variant="ghost" onClick={onClearAll}>
              Clear All
            </Button>
          )}
        </Actions>
      </Flex>
      <ActiveFilters filters={filters} advanced={advanced} onChange={onChange} onAdvancedChange={onAdvancedChange} />
      {dialogOpen && (
        <Suspense fallback={null}>
          <AdvancedFiltersDialog
            filters={filters}
            advanced={advanced}
            onApply={(apply) => {
              setDialogOpen(false);
              onAdvancedApply(apply);
            }}
            onClose={closeDialog}
          />
        </Suspense>
      )}
    </Panel>
  );
}
