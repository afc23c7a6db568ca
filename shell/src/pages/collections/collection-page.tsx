import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Badge,
  ButtonLink,
  Card,
  EmptyState,
  ErrorPanel,
  Flex,
  Loading,
  PageContainer,
  PageHeader,
  Text,
  VisuallyHidden,
  borderWidth,
  media,
  radius,
  space,
} from 'shared-ui/design';
import { formatPageCount, formatPrice, formatProductCount } from 'shared-ui/format';
import { usePageMeta } from 'shared-ui/state';
import type { Product } from 'shared-ui/types';
import { useCollection, type CollectionQuery } from './api/get-collection';

/** A page listing part of the catalogue: on sale, newest first. */
export interface Collection {
  path: string;
  title: string;
  description: string;
  lead: string;
  query: CollectionQuery;
  /** The full listing with the same order, for filters and search. */
  browseTo: string;
  browseLabel: string;
  emptyText: string;
}

export const DEALS: Collection = {
  path: '/deals',
  title: 'Deals',
  description: 'Products on sale at ShopHub, with the discount on every item.',
  lead: 'Everything currently marked down, with the price it was and what you save.',
  query: { availability: 'on_sale', sort: 'featured' },
  browseTo: '/',
  browseLabel: 'Browse the whole catalogue',
  emptyText: 'Nothing is on sale right now. New offers arrive every week.',
};

export const NEW_ARRIVALS: Collection = {
  path: '/new',
  title: 'New Arrivals',
  description: 'The newest products at ShopHub, most recent first.',
  lead: 'The latest additions to the shop, most recent first.',
  query: { sort: 'newest' },
  browseTo: '/?sort=newest',
  browseLabel: 'Filter the newest products',
  emptyText: 'No products are available at the moment.',
};

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.md};
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  ${media.below('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${space.sm};
  }
`;

const ProductTile = styled(Card)`
  position: relative;
  height: 100%;
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  overflow: hidden;
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${radius.md};
    background: ${({ theme }) => theme.colors.skeleton};
    margin-bottom: ${space.xs};
  }
  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: 600;
  }
  /* The whole tile is the link's target, the name its text. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  a:hover {
    text-decoration: underline;
  }
  a:focus-visible {
    outline: none;
  }
  &:has(a:focus-visible) {
    outline: ${borderWidth.focus} solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Prices = styled.p`
  margin: auto 0 0;
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${space.sm};
  del {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Corner = styled.span`
  position: absolute;
  top: ${space.md};
  left: ${space.md};
`;

/** Tiles whose picture loads at once and first: the first row, on screen at load and the page's largest paint. */
const EAGER_TILES = 4;

function CollectionTile({ product, eager }: { product: Product; eager: boolean }) {
  const onSale = product.originalPrice != null && product.originalPrice > product.price;
  return (
    <ProductTile padding="sm">
      <img
        src={product.image}
        alt=""
        width={400}
        height={300}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
      />
      {onSale && product.discount > 0 && (
        <Corner>
          <Badge tone="promo">−{product.discount}%</Badge>
        </Corner>
      )}
      <Text size="sm" tone="muted">
        {product.brand}
      </Text>
      <Link to={`/product/${product._id}`}>{product.name}</Link>
      <Prices>
        <Text weight="bold" size="lg">
          {formatPrice(product.price)}
        </Text>
        {onSale && (
          <Text size="sm">
            <del>
              <VisuallyHidden>was </VisuallyHidden>
              {formatPrice(product.originalPrice!)}
            </del>
          </Text>
        )}
      </Prices>
    </ProductTile>
  );
}

export function CollectionPage({ collection }: { collection: Collection }) {
  usePageMeta({ title: collection.title, description: collection.description });
  const [searchParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const result = useCollection(collection.query, page);
  const pageLink = (to: number) => (to === 1 ? collection.path : `${collection.path}?page=${to}`);

  return (
    <PageContainer>
      <PageHeader
        title={collection.title}
        intro={collection.lead}
        actions={
          <ButtonLink to={collection.browseTo} variant="outline" size="sm">
            {collection.browseLabel}
          </ButtonLink>
        }
      />
      {result.status === 'pending' && <Loading label={`Loading ${collection.title.toLowerCase()}`} />}
      {result.status === 'error' && (
        <ErrorPanel
          title="These products could not be loaded"
          message={result.errorMessage}
          actionLabel="Try Again"
          onAction={result.refetch}
        />
      )}
      {result.status === 'success' && result.data.products.length === 0 && (
        <EmptyState title="No products here yet" description={collection.emptyText} />
      )}
      {result.status === 'success' && result.data.products.length > 0 && (
        <>
          <Text as="p" tone="muted" size="sm" role="status">
            {formatProductCount(result.data)}
            {result.data.pages > 1 && ` · page ${result.data.page} of ${formatPageCount(result.data)}`}
          </Text>
          <Grid aria-busy={result.isFetching}>
            {result.data.products.map((product, index) => (
              <li key={product._id}>
                <CollectionTile product={product} eager={index < EAGER_TILES} />
              </li>
            ))}
          </Grid>
          {result.data.pages > 1 && (
            <Flex as="nav" align="center" justify="center" gap="md" mt="lg" aria-label="Pages">
              {page > 1 && (
                <ButtonLink to={pageLink(page - 1)} variant="outline" size="sm">
                  Previous page
                </ButtonLink>
              )}
              {page < result.data.pages && (
                <ButtonLink to={pageLink(page + 1)} variant="outline" size="sm">
                  Next page
                </ButtonLink>
              )}
            </Flex>
          )}
        </>
      )}
    </PageContainer>
  );
}

const COLLECTIONS = [DEALS, NEW_ARRIVALS];

/** The collection whose address is `path` (one of COLLECTION_PATHS). */
export function CollectionPageAt({ path }: { path: string }) {
  const collection = COLLECTIONS.find((candidate) => candidate.path === path);
  if (!collection) throw new Error(`No collection at ${path}`);
  return <CollectionPage collection={collection} />;
}
