import { Suspense, lazy, useCallback, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Flex, VisuallyHidden, cardStyles, media, space } from 'shared-ui/design';
import { LISTING_VIEW_MODES, useAfterFirstRender, useListingViewMode } from 'shared-ui/state';
import { DIALOG_SORTS, SORTS, STRIP_CATEGORIES } from '../../../api/catalog-options';
import { activeFilterCount, type AdvancedFilters, type ListingFilters } from '../../../hooks/use-listing-filters';
import { useNarrowScreen } from '../../../hooks/use-narrow-screen';
import { ActiveFilters } from './active-filters';
import type { AdvancedApply } from './advanced-filters-dialog';
import { PillGroup } from '../../../components/pill-group';
import { Field } from './filter-field';
import { PriceRangeFields, type PriceRange } from './price-range-fields';
import { VIEW_LABELS } from './view-labels';

// The advanced filters are not on the first view: their dialog is fetched when the pointer or focus
// reaches its button, usually before the click.
const loadAdvancedFiltersDialog = () => import('./advanced-filters-dialog');
const AdvancedFiltersDialog = lazy(() =>
  loadAdvancedFiltersDialog().then((module) => ({ default: module.AdvancedFiltersDialog })),
);
const prefetchAdvancedFiltersDialog = () => void loadAdvancedFiltersDialog();
// The phone's sheet likewise: fetched when the Filters button is touched or focused.
const loadFiltersSheet = () => import('./filters-sheet');
const FiltersSheet = lazy(() => loadFiltersSheet().then((module) => ({ default: module.FiltersSheet })));
const prefetchFiltersSheet = () => void loadFiltersSheet();

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

/** The phone's bar: the category strip, then Filters (n) and the sort side by side. */
// display: contents: the bar inside lays out as if the wrapper were not there.
const PhoneOnly = styled.div`
  display: contents;
  ${media.atLeast('md')} {
    display: none;
  }
`;

const WideOnly = styled.div`
  display: contents;
  ${media.below('md')} {
    display: none;
  }
`;

const PhoneBar = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  margin: ${space.md} 0 ${space.sm};
`;

const PhoneRow = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${space.sm};
  align-items: center;
  select {
    width: 100%;
  }
`;

const PhoneSummary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};
`;

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

/**
 * Category strip, sort, price range, view modes, Advanced Filters, Clear All and what is active. Below
 * the md breakpoint the same filters sit behind a "Filters (n)" button that opens a bottom sheet, with
 * the sort beside it, so a phone shows products in its first screen.
 */
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
  const narrow = useNarrowScreen('md');
  const widthKnown = useAfterFirstRender();
  const phoneSortId = `${sortId}-phone`;
  const [dialogOpen, setDialogOpen] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  const closeSheet = useCallback(() => setSheetOpen(false), []);
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

  const strip = (
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
  );
  const sortSelect = (id: string) => (
    <select id={id} value={filters.sort} onChange={(event) => onChange({ sort: event.target.value })}>
      {sortOptions.map((sort) => (
        <option key={sort.value} value={sort.value}>
          {sort.label}
        </option>
      ))}
    </select>
  );

  const filterCount = activeFilterCount(filters, advanced);
  const phoneBar = (
    <PhoneBar aria-label="Filters">
      {strip}
      <PhoneRow>
        <Button
          variant="outline"
          aria-haspopup="dialog"
          onPointerDown={prefetchFiltersSheet}
          onFocus={prefetchFiltersSheet}
          onClick={() => setSheetOpen(true)}
        >
          {filterCount > 0 ? `Filters (${filterCount})` : 'Filters'}
        </Button>
        <Field>
          <VisuallyHidden as="label" htmlFor={phoneSortId}>
            Sort by
          </VisuallyHidden>
          {sortSelect(phoneSortId)}
        </Field>
      </PhoneRow>
      {isFiltered && (
        <PhoneSummary>
          <ActiveFilters filters={filters} advanced={advanced} onChange={onChange} onAdvancedChange={onAdvancedChange} />
          <Button variant="ghost" size="sm" onClick={onClearAll}>
            Clear All
          </Button>
        </PhoneSummary>
      )}
      {sheetOpen && (
        <Suspense fallback={null}>
          <FiltersSheet
            filters={filters}
            advanced={advanced}
            simple={simple}
            viewMode={viewMode}
            onApply={(apply, chosenViewMode) => {
              setSheetOpen(false);
              if (!simple) setViewMode(chosenViewMode);
              onAdvancedApply(apply);
            }}
            onClose={closeSheet}
          />
        </Suspense>
      )}
    </PhoneBar>
  );

  const panel = (
    <Panel aria-label="Filters">
      {strip}
      <Flex wrap align="end" gap="md">
        <Field>
          <label htmlFor={sortId}>Sort by</label>
          {sortSelect(sortId)}
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

  // The server cannot know the viewport: in the first render both bars are sent and CSS shows the one
  // that fits, so a phone's first paint already has its own bar and hydration moves nothing. Then, in a
  // background render, only the one in use is kept (in the same place, so it is not mounted again).
  return (
    <>
      <PhoneOnly>{(!widthKnown || narrow) && phoneBar}</PhoneOnly>
      <WideOnly>{(!widthKnown || !narrow) && panel}</WideOnly>
    </>
  );
}
