import { Suspense, lazy, useCallback, useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { PageContainer, space } from 'shared-ui/design';
import { CATEGORIES } from 'shared-ui/pricing';
import { usePageMeta } from 'shared-ui/state';
import { FILTER_CATEGORIES, labelOf } from '../api/catalog-options';
import { LOW_STOCK_BELOW } from '../components/product-card';
import { FilterBar } from '../features/filters/components/filter-bar';
import type { AdvancedApply } from '../features/filters/components/advanced-filters-dialog';
import { HeroBanner } from '../features/hero/components/hero-banner';
import { CLASSIC_HERO_INTERVAL_MS, CLASSIC_SLIDES, HERO_INTERVAL_MS, HOME_SLIDES } from '../features/hero/hero-slides';
import { ProductResults } from '../features/listing/components/product-results';
import { Recommendations } from '../features/recommendations/components/recommendations';
import {
  NO_ADVANCED_FILTERS,
  advancedFiltersActive,
  useListingFilters,
  type AdvancedFilters,
} from '../hooks/use-listing-filters';

const Title = styled.h1`
  margin: 0 0 ${space.md};
  font-size: clamp(1.5rem, 3vw, 2rem);
`;

/** Spec §2, §8 and §9: what differs between the listing on / and the classic one. */
const LAYOUTS = {
  home: {
    title: 'Discover our products',
    clearPath: '/',
    slides: HOME_SLIDES,
    heroIntervalMs: HERO_INTERVAL_MS,
    skeletonCount: 8,
    errorTitle: 'Something went wrong',
    lowStockBelow: LOW_STOCK_BELOW,
  },
  classic: {
    title: 'Classic catalogue',
    clearPath: '/classic',
    slides: CLASSIC_SLIDES,
    heroIntervalMs: CLASSIC_HERO_INTERVAL_MS,
    skeletonCount: 12,
    errorTitle: 'Oops! Something went wrong',
    lowStockBelow: 10,
  },
} as const;

export type ListingLayout = keyof typeof LAYOUTS;

// A chunk of its own: most visits never meet an unknown category, so the listing does not carry it.
const UnknownCategory = lazy(() =>
  import('../features/listing/components/unknown-category').then((module) => ({ default: module.UnknownCategory })),
);

const isKnownCategory = (name: string) => (CATEGORIES as readonly string[]).includes(name);

/**
 * The listing, or a not-found page at /category/{name} when the shop has no such category (rather
 * than the whole catalogue under that name). A `?category=` filter the API does not know stays a
 * filtered, empty listing with Clear Filters.
 */
export function ListingPage({ layout = 'home' }: { layout?: ListingLayout }) {
  const { name: pathCategory } = useParams();
  if (pathCategory !== undefined && !isKnownCategory(pathCategory)) {
    return (
      <PageContainer>
        <Suspense fallback={null}>
          <UnknownCategory name={pathCategory} />
        </Suspense>
      </PageContainer>
    );
  }
  return <Listing layout={layout} />;
}

/**
 * The listing: hero and recommendations while nothing is filtered, the filter bar, and the results.
 * The URL holds keyword, category, page, sort and prices; the advanced dialog's brands, rating and
 * availability live here, for as long as the page does.
 */
function Listing({ layout }: { layout: ListingLayout }) {
  const settings = LAYOUTS[layout];
  const classic = layout === 'classic';
  const {
    filters,
    isFiltered: urlFiltered,
    setFilters,
    goToPage,
    clearAll,
  } = useListingFilters({ clearPath: settings.clearPath });
  const [advanced, setAdvanced] = useState<AdvancedFilters>(NO_ADVANCED_FILTERS);
  const isFiltered = urlFiltered || advancedFiltersActive(advanced);

  const title = filters.keyword
    ? `Search results for "${filters.keyword}"`
    : filters.category
      ? labelOf(FILTER_CATEGORIES, filters.category)
      : settings.title;
  usePageMeta({ title, description: 'Browse the ShopHub catalogue by category, price and rating.' });

  const applyAdvanced = useCallback(
    (apply: AdvancedApply) => {
      setAdvanced(apply.advanced);
      setFilters(apply.url);
    },
    [setFilters],
  );
  const changeAdvanced = useCallback(
    (next: AdvancedFilters) => {
      setAdvanced(next);
      setFilters({});
    },
    [setFilters],
  );
  const clearAdvanced = useCallback(() => setAdvanced(NO_ADVANCED_FILTERS), []);
  const clearEverything = useCallback(() => {
    clearAdvanced();
    clearAll();
  }, [clearAdvanced, clearAll]);

  return (
    <PageContainer>
      <Title>{title}</Title>
      {!isFiltered && <HeroBanner slides={settings.slides} intervalMs={settings.heroIntervalMs} label="Featured offers" />}
      <FilterBar
        filters={filters}
        advanced={advanced}
        isFiltered={isFiltered}
        onChange={setFilters}
        onAdvancedApply={applyAdvanced}
        onAdvancedChange={changeAdvanced}
        onClearAll={clearEverything}
        simple={classic}
      />
      <ProductResults
        filters={filters}
        advanced={advanced}
        isFiltered={isFiltered}
        onPageChange={goToPage}
        clearPath={settings.clearPath}
        onClear={clearAdvanced}
        skeletonCount={settings.skeletonCount}
        errorTitle={settings.errorTitle}
        lowStockBelow={settings.lowStockBelow}
        fixedViewMode={classic ? 'grid' : undefined}
      />
      {!isFiltered && !classic && <Recommendations />}
    </PageContainer>
  );
}
