import styled from 'styled-components';
import { Card, Flex, Grid, PageContainer, Skeleton, SkeletonRegion } from 'shared-ui/design';
import { itemRowStyles } from './item-row-styles';

/** The lines beside the summary, stacked on a phone (the cart's own columns). */
export const CART_COLUMNS = { base: '1fr', md: 'minmax(0, 2fr) minmax(260px, 1fr)' } as const;

// An h1's box: 2em of the 16px body text at line-height 1.5, 0.67em margins.
const HeadingLine = styled.div`
  margin: 21px 0;
`;

const Row = styled.div`
  ${itemRowStyles}
`;

const ROWS_SHOWN = 3;

function RowSkeleton() {
  return (
    <Row>
      <Skeleton width="100%" height="96px" />
      <Flex direction="column" gap="sm">
        <Skeleton width="70%" height="1.3rem" />
        <Skeleton width="30%" height="1rem" />
      </Flex>
      <Flex direction="column" gap="sm" align="end">
        <Skeleton width="120px" height="2.25rem" />
        <Skeleton width="80px" height="1.5rem" />
      </Flex>
    </Row>
  );
}

function RowsSkeleton() {
  return (
    <Flex direction="column" gap="md">
      {Array.from({ length: ROWS_SHOWN }, (_, index) => (
        <RowSkeleton key={index} />
      ))}
    </Flex>
  );
}

/**
 * The cart and the wishlist live in browser storage: the server and the hydration render show this,
 * the page's heading line and first rows, until the browser's state is known.
 */
export function ItemListSkeleton({ label, summary = false }: { label: string; summary?: boolean }) {
  return (
    <PageContainer>
      <SkeletonRegion label={label}>
        <HeadingLine>
          <Skeleton width="14em" height="48px" />
        </HeadingLine>
        {summary ? (
          <Grid columns={CART_COLUMNS} gap="lg" align="start">
            <RowsSkeleton />
            <Card variant="surface">
              <Flex direction="column" gap="md">
                <Skeleton width="60%" height="1.75rem" />
                <Skeleton height="9rem" />
                <Skeleton height="3rem" />
              </Flex>
            </Card>
          </Grid>
        ) : (
          <>
            <Flex gap="sm" mb="md">
              <Skeleton width="10em" height="40px" />
              <Skeleton width="9em" height="40px" />
            </Flex>
            <RowsSkeleton />
          </>
        )}
      </SkeletonRegion>
    </PageContainer>
  );
}
