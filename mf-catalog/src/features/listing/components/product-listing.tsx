import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ButtonLink, EmptyState, ErrorPanel, PageContainer, radius, space } from 'shared-ui/design';
import { PAGE_SIZE, useProducts } from '../api/get-products';
import { ProductCard } from './product-card';

const Grid = styled.div`
  display: grid;
  gap: ${space.md};
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
`;

const Skeleton = styled.div`
  aspect-ratio: 3 / 4;
  border-radius: ${radius.lg};
  background: ${({ theme }) => theme.colors.skeleton};
`;

const Pager = styled.nav`
  display: flex;
  gap: ${space.sm};
  justify-content: center;
  margin-top: ${space.lg};
`;

export function ProductListing({ title, skeletonCount = 8 }: { title: string; skeletonCount?: number }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const keyword = searchParams.get('keyword') ?? '';
  const page = Number(searchParams.get('page') ?? '1') || 1;
  const state = useProducts({
    keyword,
    category: searchParams.get('category') ?? '',
    page,
    sort: searchParams.get('sort') ?? '',
    minPrice: searchParams.get('minPrice') ?? '',
    maxPrice: searchParams.get('maxPrice') ?? '',
  });

  const goToPage = (next: number) => {
    const params = new URLSearchParams(searchParams);
    if (next <= 1) params.delete('page');
    else params.set('page', String(next));
    setSearchParams(params);
    window.scrollTo({ top: 0 });
  };

  return (
    <PageContainer>
      <h1>{keyword ? `Search results for "${keyword}"` : title}</h1>
      {state.status === 'pending' && (
        <Grid aria-busy="true" aria-label="Loading products">
          {Array.from({ length: skeletonCount }, (_, index) => (
            <Skeleton key={index} />
          ))}
        </Grid>
      )}
      {state.status === 'error' && (
        <ErrorPanel
          title="Something went wrong"
          message={state.errorMessage}
          actionLabel="Try Again"
          onAction={() => window.location.reload()}
        />
      )}
      {state.status === 'success' && state.data.products.length === 0 && (
        <EmptyState
          title="No products found"
          description={keyword ? `No products match your search for "${keyword}"` : 'No products available at the moment'}
          action={
            <ButtonLink to="/" variant="outline">
              {keyword ? 'Clear Filters' : 'Browse All Products'}
            </ButtonLink>
          }
        />
      )}
      {state.status === 'success' && state.data.products.length > 0 && (
        <>
          {keyword && <p>{state.data.total} results</p>}
          <p>
            Showing {(state.data.page - 1) * PAGE_SIZE + 1} - {(state.data.page - 1) * PAGE_SIZE + state.data.products.length} of{' '}
            {state.data.total} products
          </p>
          <Grid>
            {state.data.products.map((product) => (
              <ProductCard key={product._id} product={product} />
            ))}
          </Grid>
          <Pager aria-label="Pagination">
            <Button variant="outline" disabled={state.data.page <= 1} onClick={() => goToPage(state.data.page - 1)}>
              Previous
            </Button>
            <span>
              Page {state.data.page} of {state.data.pages}
            </span>
            <Button
              variant="outline"
              disabled={state.data.page >= state.data.pages}
              onClick={() => goToPage(state.data.page + 1)}
            >
              Next
            </Button>
          </Pager>
        </>
      )}
    </PageContainer>
  );
}
