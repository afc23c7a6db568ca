import styled from 'styled-components';
import { ButtonLink, EmptyState, ErrorPanel, Flex, Text, VisuallyHidden, space } from 'shared-ui/design';
import { formatListingTotal } from 'shared-ui/format';
import { useListingViewMode } from 'shared-ui/state';
import { ProductCard } from '../../../components/product-card';
import { EAGER_IMAGES, ProductGrid, ProductGridSkeleton, cardLayoutAt } from '../../../components/product-grid';
import type { AdvancedFilters, ListingFilters } from '../../../hooks/use-listing-filters';
import { PAGE_SIZE, useProducts } from '../api/get-products';
import { Pagination } from './pagination';

const PagerSpace = styled.div`
  height: calc(${space.lg} + 40px);
`;

export interface ProductResultsProps {
  filters: ListingFilters;
  advanced: AdvancedFilters;
  /**
   * Anything filtered (URL or dialog): decides between Clear Filters and Browse All Products. An
   * unfiltered listing has the hero banner above it, whose picture is the one to load first: the
   * first row's pictures then load at the normal priority instead of competing with it.
   */
  isFiltered: boolean;
  onPageChange: (page: number) => void;
  /** Where Clear Filters goes, and what it resets. */
  clearPath: string;
  onClear: () => void;
  /** 8 placeholders on /, 12 in the classic layout (spec §2). */
  skeletonCount: number;
  /** The error heading; the classic layout says 'Oops! Something went wrong' (spec §8). */
  errorTitle: string;
  lowStockBelow?: number;
  /** The classic layout is always a grid. */
  fixedViewMode?: 'grid';
}

/** The results of the listing's query: skeletons, the error panel, the empty state or the cards. */
export function ProductResults({
  filters,
  advanced,
  isFiltered,
  onPageChange,
  clearPath,
  onClear,
  skeletonCount,
  errorTitle,
  lowStockBelow,
  fixedViewMode,
}: ProductResultsProps) {
  const state = useProducts(filters, advanced);
  const { viewMode: chosenViewMode } = useListingViewMode();
  const viewMode = fixedViewMode ?? chosenViewMode;

  return (
    <section aria-labelledby="product-results-heading">
      <VisuallyHidden as="h2" id="product-results-heading">
        Products
      </VisuallyHidden>
      {state.status === 'pending' && (
        <>
          {/* The summary line and the pager keep their room, so the footer does not jump when cards arrive. */}
          <Flex wrap gap="md" justify="between" mt="md" mb="md" aria-hidden="true">
            <Text as="p" mt="none" mb="none">
              &nbsp;
            </Text>
          </Flex>
          <ProductGridSkeleton viewMode={viewMode} count={skeletonCount} label="Loading products" />
          <PagerSpace aria-hidden="true" />
        </>
      )}
      {state.status === 'error' && (
        <ErrorPanel
          title={errorTitle}
          message={state.errorMessage}
          actionLabel="Try Again"
          onAction={() => window.location.reload()}
        />
      )}
      {state.status === 'success' && state.data.products.length === 0 && (
        <EmptyState
          title="No products found"
          description={
            filters.keyword ? `No products match your search for "${filters.keyword}"` : 'No products available at the moment'
          }
          action={
            isFiltered ? (
              <ButtonLink to={clearPath} onClick={onClear}>
                Clear Filters
              </ButtonLink>
            ) : (
              <ButtonLink to="/">Browse All Products</ButtonLink>
            )
          }
        />
      )}
      {state.status === 'success' && state.data.products.length > 0 && (
        <>
          <Flex wrap gap="md" justify="between" mt="md" mb="md">
            {filters.keyword && (
              <Text as="p" weight="semibold" mt="none" mb="none">
                {formatListingTotal(state.data)} {state.data.total === 1 && !state.data.totalIsEstimate ? 'result' : 'results'}
              </Text>
            )}
            <Text as="p" tone="muted" mt="none" mb="none">
              Showing {(state.data.page - 1) * PAGE_SIZE + 1} - {(state.data.page - 1) * PAGE_SIZE + state.data.products.length}{' '}
              of {formatListingTotal(state.data)} products
            </Text>
          </Flex>
          <ProductGrid viewMode={viewMode}>
            {state.data.products.map((product, index) => (
              <ProductCard
                key={product._id}
                product={product}
                layout={cardLayoutAt(viewMode, index, state.data.products.length)}
                lowStockBelow={lowStockBelow}
                priority={isFiltered && index < EAGER_IMAGES}
              />
            ))}
          </ProductGrid>
          <Pagination page={state.data.page} pages={state.data.pages} onPageChange={onPageChange} />
        </>
      )}
    </section>
  );
}
