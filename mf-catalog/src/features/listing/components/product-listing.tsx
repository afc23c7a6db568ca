import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ButtonLink, EmptyState, ErrorPanel, PageContainer, radius, space } from 'shared-ui/design';
import { getErrorMessage } from 'shared-ui/api';
import type { ProductListResponse } from 'shared-ui/types';
import { getProducts, PAGE_SIZE } from '../api/get-products';
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

type ListingState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'success'; data: ProductListResponse };

export function ProductListing({ title, skeletonCount = 8 }: { title: string; skeletonCount?: number }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [state, setState] = useState<ListingState>({ status: 'loading' });
  const keyword = searchParams.get('keyword') ?? '';
  const page = Number(searchParams.get('page') ?? '1') || 1;
  const queryKey = searchParams.toString();

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    getProducts(
      {
        keyword,
        category: searchParams.get('category') ?? '',
        page,
        sort: searchParams.get('sort') ?? '',
        minPrice: searchParams.get('minPrice') ?? '',
        maxPrice: searchParams.get('maxPrice') ?? '',
      },
      controller.signal,
    )
      .then((data) => setState({ status: 'success', data }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', message: getErrorMessage(error) });
      });
    return () => controller.abort();
    // queryKey captures every search parameter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryKey]);

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
      {state.status === 'loading' && (
        <Grid aria-busy="true" aria-label="Loading products">
          {Array.from({ length: skeletonCount }, (_, index) => (
            <Skeleton key={index} />
          ))}
        </Grid>
      )}
      {state.status === 'error' && (
        <ErrorPanel
          title="Something went wrong"
          message={state.message}
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
