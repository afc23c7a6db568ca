import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { media, space } from 'shared-ui/design';
import type { ListingViewMode } from 'shared-ui/state';
import {
  AboutBlock,
  BuyBlock,
  CardBody,
  CardFrame,
  ImageBox,
  SkeletonBlock,
  rowHeights,
  type CardLayout,
} from './product-card-layout';

/** Cards that load their image at once: the first row is on screen at load. */
export const EAGER_IMAGES = 4;

/** Fewer results than this show no large card: one or two results are plain cards, not a poster. */
export const FEATURED_FROM_COUNT = 3;

/**
 * In the asymmetric view every seventh card, the first included, is a large one (two columns by two
 * rows on a wide screen, the full width on a phone), once there are enough results to sit beside it.
 * Three columns (two on a phone) with these spans fill whole rows for a page of 3, 6, 9 or 12.
 */
export function cardLayoutAt(viewMode: ListingViewMode, index: number, count: number): CardLayout {
  if (viewMode === 'list') return 'list';
  if (viewMode === 'asymmetric' && count >= FEATURED_FROM_COUNT && index % 7 === 0 && index + 2 < count) return 'featured';
  return 'grid';
}

const Grid = styled.div<{ $viewMode: ListingViewMode; $compact?: boolean }>`
  display: grid;
  gap: ${space.md};
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  ${media.below('sm')} {
    grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  }
  ${({ $viewMode }) =>
    $viewMode === 'asymmetric' &&
    css`
      grid-auto-flow: row dense;
      /* Three columns (two on phones): a page of 12 with two large cards fills whole rows. */
      grid-template-columns: repeat(3, minmax(0, 1fr));
      ${media.below('md')} {
        grid-template-columns: repeat(2, minmax(0, 1fr));
      }
      /* A phone's lone result takes the row rather than half of it. */
      ${media.below('sm')} {
        > :only-child {
          grid-column: 1 / -1;
        }
      }
    `}
  ${({ $compact }) =>
    $compact &&
    css`
      grid-template-columns: repeat(auto-fill, minmax(170px, 1fr));
      ${media.below('sm')} {
        grid-template-columns: repeat(2, minmax(0, 1fr));
      }
    `}
  ${({ $viewMode }) =>
    $viewMode === 'list' &&
    css`
      && {
        grid-template-columns: 1fr;
      }
    `}
`;

/** `compact`: narrower columns, six across on a wide screen (the recommendations). */
export function ProductGrid({
  viewMode,
  compact = false,
  children,
}: {
  viewMode: ListingViewMode;
  compact?: boolean;
  children: ReactNode;
}) {
  return (
    <Grid $viewMode={viewMode} $compact={compact} data-view={viewMode}>
      {children}
    </Grid>
  );
}

function CardSkeleton({ layout }: { layout: CardLayout }) {
  return (
    <CardFrame $layout={layout} aria-hidden="true" data-testid="product-skeleton" data-layout={layout}>
      <ImageBox $layout={layout} />
      <CardBody $layout={layout}>
        <AboutBlock $layout={layout}>
          <SkeletonBlock $width="45%" $height={rowHeights.caption} />
          <SkeletonBlock $width="85%" $height={layout === 'featured' ? rowHeights.featuredName : rowHeights.name} />
          <SkeletonBlock $width="35%" $height={rowHeights.rating} />
          {layout === 'list' && <SkeletonBlock $width="90%" $height={rowHeights.description} />}
        </AboutBlock>
        <BuyBlock $layout={layout}>
          <SkeletonBlock $width="40%" />
          <SkeletonBlock $width="30%" />
          <SkeletonBlock $width={layout === 'list' ? '160px' : '100%'} />
        </BuyBlock>
      </CardBody>
    </CardFrame>
  );
}

/** Placeholders in the same layout and size as the cards that will replace them. */
export function ProductGridSkeleton({
  viewMode,
  count,
  label,
  compact = false,
}: {
  viewMode: ListingViewMode;
  count: number;
  label: string;
  compact?: boolean;
}) {
  return (
    <Grid $viewMode={viewMode} $compact={compact} data-view={viewMode} role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <CardSkeleton key={index} layout={cardLayoutAt(viewMode, index, count)} />
      ))}
    </Grid>
  );
}
